// `x-action: generate`: a batch of rows, each with a fresh code, made in the call's one transaction. The operation's
// `x-generate` says how: `{ field, length, alphabet, batch?, set? }`: the code column, its length and alphabet, the
// column that takes the batch's number, and values every row gets (`{ status: 2 }`). The body is the other values of
// every row plus `count` (1–10,000). Codes come from node:crypto's CSPRNG; a code drawn twice in the batch or already
// stored is drawn again, and the resource's unique index on the code column is the last word (a concurrent batch
// that took one meanwhile fails this one whole). Answers `{ batch_no, list }`: exactly the rows made, in order.
import { randomInt } from 'node:crypto';
import { isObject, type Operation } from '@wallet-admin/sdk/contract';
import type { Row } from '../db/types.ts';
import { invalidInput } from '../http/errors.ts';
import { decodeRow, type Resource } from './resources.ts';
import { createRows } from './door.ts';
import type { OperationContext } from './types.ts';

const GENERATE_MAX = 10_000;
/** Codes asked about per query (well under every dialect's parameter limit). */
const CHUNK = 500;

interface GenerateSpec {
  field: string;
  length: number;
  alphabet: string;
  batch?: string;
  set: Row;
}

function specOf(op: Operation): GenerateSpec {
  const raw = op.extensions['x-generate'];
  if (!isObject(raw) || typeof raw.field !== 'string' || typeof raw.alphabet !== 'string' || typeof raw.length !== 'number')
    throw new Error(`${op.operationId}: x-generate needs field, length and alphabet`);
  return {
    field: raw.field,
    length: raw.length,
    alphabet: raw.alphabet,
    batch: typeof raw.batch === 'string' ? raw.batch : undefined,
    set: isObject(raw.set) ? raw.set : {},
  };
}

const draw = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The codes of `codes` some stored row already has. */
async function taken(ctx: OperationContext, resource: Resource, field: string, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = await ctx.db
      .selectFrom(resource.table)
      .select(field)
      .where(field, 'in', codes.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) found.add(String(row[field]));
  }
  return found;
}

/** `count` fresh codes: none twice, none stored before. */
async function freshCodes(ctx: OperationContext, resource: Resource, spec: GenerateSpec, count: number): Promise<string[]> {
  const codes = new Set<string>();
  let pending: string[] = [];
  while (codes.size < count) {
    while (codes.size + pending.length < count) {
      const code = draw(spec.alphabet, spec.length);
      if (!codes.has(code) && !pending.includes(code)) pending.push(code);
    }
    const clash = await taken(ctx, resource, spec.field, pending);
    for (const code of pending) if (!clash.has(code)) codes.add(code);
    pending = [];
  }
  return [...codes];
}

const batchNumber = (now: number) =>
  `${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}-${draw('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`;

export async function generate(ctx: OperationContext, resource: Resource): Promise<{ batch_no: string; list: Row[] }> {
  const spec = specOf(ctx.op);
  const { count, ...values } = ctx.body;
  const n = Number(count);
  if (!Number.isInteger(n) || n < 1 || n > GENERATE_MAX)
    throw invalidInput('invalid input: body.count must be from 1 to {max}', { max: String(GENERATE_MAX) }, 'count');
  const codes = await freshCodes(ctx, resource, spec, n);
  const batchNo = spec.batch ? batchNumber(ctx.now) : '';
  const rows = codes.map((code) => ({ ...values, ...spec.set, ...(spec.batch ? { [spec.batch]: batchNo } : {}), [spec.field]: code }));
  await createRows(ctx, resource, rows);
  const made: Row[] = [];
  for (let i = 0; i < codes.length; i += CHUNK) {
    const chunk = codes.slice(i, i + CHUNK);
    made.push(...(await ctx.db.selectFrom(resource.table).selectAll().where(spec.field, 'in', chunk).orderBy('id').execute()));
  }
  made.sort((a, b) => Number(a.id) - Number(b.id));
  ctx.audit = { target: `${resource.name}:${batchNo || 'batch'}`, before: null, after: { ...values, count: n, batch_no: batchNo } };
  return { batch_no: batchNo, list: made.map((row) => decodeRow(resource, row)) };
}
