// `x-action: import`: body `{ rows: [XCreate, …] }` (at most 10,000; the contract's schema is checked by the HTTP
// layer). Every row is checked as the generic create checks it, but in bulk (one query per 1,000 values instead of
// one per row) and without stopping at the first refusal: references (x-ref), addresses (x-address, normalized),
// ranges (x-range) and natural keys (x-unique, against the table and within the file). Any refusal throws with
// `data.errors` listing every refused row, so the import's transaction writes nothing; otherwise every row is
// inserted in the same transaction (a unique clash that slips in meanwhile rolls all of it back too). With
// `dry_run: true` (the console's preview) the same checks answer every refused row and nothing is written.
import { checkAddress } from '@wallet-admin/sdk';
import { isObject } from '@wallet-admin/sdk/contract';
import type { Schema } from '@wallet-admin/sdk';
import type { Db, Row } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';
import { encodeValue, type Resource } from './resources.ts';
import { checkRow, createRows, withFallbacks } from './door.ts';
import type { OperationContext } from './types.ts';

type RowError = Schema<'ImportRowError'>;
const CHUNK = 1000;
/** The body limit of an import's route (other calls keep config.bodyLimit, 1 MB): 10,000 rows of long remarks. */
export const IMPORT_BODY_LIMIT = 16 * 1_048_576;

/** Runs `read` over the distinct values in chunks small enough for every dialect's parameter limit. */
async function inChunks<T>(values: unknown[], read: (chunk: unknown[]) => Promise<T[]>): Promise<T[]> {
  const distinct = [...new Set(values)];
  const out: T[] = [];
  for (let i = 0; i < distinct.length; i += CHUNK) out.push(...(await read(distinct.slice(i, i + CHUNK))));
  return out;
}

const given = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'number' && value === 0);

async function checkReferences(ctx: OperationContext, resource: Resource, rows: Row[], errors: RowError[]): Promise<void> {
  for (const column of resource.columns) {
    const target = column.references ? ctx.services.contract.resources.get(column.references) : undefined;
    if (!target) continue;
    const ids = rows
      .map((row) => row[column.name])
      .filter(given)
      .map(Number);
    const found = new Set(
      (
        await inChunks(ids, (chunk) =>
          ctx.db
            .selectFrom(target.readFrom)
            .select('id')
            .where('id', 'in', chunk as number[])
            .execute(),
        )
      ).map((r) => Number(r.id)),
    );
    rows.forEach((row, i) => {
      if (given(row[column.name]) && !found.has(Number(row[column.name])))
        errors.push({
          row: i,
          field: column.name,
          reason: 'reference',
          message: `${column.name} names no ${target.name} with id ${String(row[column.name])}`,
        });
    });
  }
}

async function platforms(db: Db, chains: number[]): Promise<Map<number, number>> {
  const rows = await inChunks(chains, (chunk) =>
    db
      .selectFrom('block_chain')
      .select(['id', 'platform'])
      .where('id', 'in', chunk as number[])
      .execute(),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.platform)]));
}

/** x-address: each address checked (and normalized in place) by the rule of its row's chain. */
async function checkAddresses(db: Db, resource: Resource, rows: Row[], errors: RowError[]): Promise<void> {
  for (const { name, address: chainColumn } of resource.columns) {
    if (!chainColumn) continue;
    const platform = await platforms(
      db,
      rows.map((row) => Number(row[chainColumn])),
    );
    rows.forEach((row, i) => {
      const chain = platform.get(Number(row[chainColumn]));
      if (chain === undefined || typeof row[name] !== 'string') return; // the reference check names the chain
      const checked = checkAddress(chain, row[name]);
      if (checked.ok) row[name] = checked.value;
      else errors.push({ row: i, field: name, reason: 'address', rule: checked.rule, message: `${name} breaks ${checked.rule}` });
    });
  }
}

function checkRanges(resource: Resource, rows: Row[], errors: RowError[]): void {
  rows.forEach((row, i) => {
    for (const [start, end] of resource.ranges) {
      const from = Number(row[start]);
      const to = Number(row[end]);
      if (from > 0 && to > 0 && to < from) errors.push({ row: i, field: end, reason: 'range', message: `${end} is before ${start}` });
    }
  });
}

/** x-unique: no two rows of the file share a group's values, and none repeats a stored row's. */
async function checkUnique(db: Db, resource: Resource, rows: Row[], errors: RowError[]): Promise<void> {
  for (const group of resource.unique) {
    const [first] = group;
    if (!first) continue;
    const columns = group.map((c) => resource.byName.get(c));
    const keyOf = (row: Row, stored = false) =>
      JSON.stringify(columns.map((c, n) => String(stored || !c ? row[group[n]!] : encodeValue(c, row[group[n]!] ?? c.fallback))));
    const stored = await inChunks(
      rows.map((row) => row[first]),
      (chunk) =>
        db
          .selectFrom(resource.table)
          .select(group)
          .where(first, 'in', chunk as string[])
          .execute(),
    );
    const existing = new Set(stored.map((row) => keyOf(row, true)));
    const seen = new Map<string, number>();
    rows.forEach((row, i) => {
      const key = keyOf(row);
      const earlier = seen.get(key);
      if (earlier !== undefined)
        errors.push({ row: i, field: first, reason: 'duplicate', first: earlier, message: `${group.join(', ')} repeats row ${earlier}` });
      else if (existing.has(key)) errors.push({ row: i, field: first, reason: 'exists', message: `${group.join(', ')} already exists` });
      if (earlier === undefined) seen.set(key, i);
    });
  }
}

/** The door's rules on each row as it would be stored (a required value left blank, x-rules across fields). */
function checkRules(ctx: OperationContext, resource: Resource, rows: Row[], errors: RowError[]): void {
  rows.forEach((row, i) => {
    try {
      checkRow(ctx.services.contract, resource, withFallbacks(resource, row));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ row: i, field: error.field ?? '', reason: 'schema', message: error.message.replace(/^invalid input: /, '') });
    }
  });
}

export async function importRows(ctx: OperationContext): Promise<{ created: number; errors?: RowError[] }> {
  const resource = ctx.op.resource ? ctx.services.contract.resources.get(ctx.op.resource) : undefined;
  if (!resource) throw new Error(`${ctx.op.operationId}: no table for x-resource ${String(ctx.op.resource)}`);
  const set = ctx.op.extensions['x-import-set'];
  const fixed = isObject(set) ? Object.fromEntries(Object.entries(set).filter(([c]) => resource.byName.has(c))) : {};
  const rows = ((Array.isArray(ctx.body.rows) ? ctx.body.rows : []) as Row[]).map((row) => ({ ...fixed, ...row }));
  const errors: RowError[] = [];
  await checkReferences(ctx, resource, rows, errors);
  await checkAddresses(ctx.db, resource, rows, errors);
  checkRanges(resource, rows, errors);
  checkRules(ctx, resource, rows, errors);
  await checkUnique(ctx.db, resource, rows, errors);
  errors.sort((a, b) => a.row - b.row);
  if (ctx.body.dry_run === true) {
    // The preview: the same checks, nothing written; the audit row says a check ran and what it found.
    ctx.audit = { target: `${resource.name}:import`, before: null, after: { dry_run: true, rows: rows.length, refused: errors.length } };
    return { created: 0, errors };
  }
  if (errors.length) {
    const conflict = errors.every((e) => e.reason === 'duplicate' || e.reason === 'exists');
    throw new AppError(conflict ? Result.CONFLICT : Result.INVALID_INPUT, 'import refused: {count} of {total} rows; nothing was written', {
      params: { count: String(new Set(errors.map((e) => e.row)).size), total: String(rows.length) },
      field: `rows[${errors[0]!.row}].${errors[0]!.field}`,
      data: { errors },
    });
  }
  await createRows(ctx, resource, rows);
  ctx.audit = { target: `${resource.name}:import`, before: null, after: { created: rows.length } };
  return { created: rows.length };
}
