// Idempotent POSTs: a write sent with the contract's `x-idempotency` header (Idempotency-Key) is done once per
// (user, operationId, key) within 24 hours. The key is claimed in the write's own transaction, before the handler
// runs: a concurrent duplicate waits on the claim (PostgreSQL's unique index; SQLite runs one write at a time) and
// then answers the stored answer, so exactly one of them writes. A failed write rolls its claim back with it.
import { isObject } from '@wallet-admin/sdk/contract';
import { createHash } from 'node:crypto';
import type { Contract } from '../contract/contract.ts';
import type { Db, Row } from '../db/types.ts';
import { invalidInput } from './errors.ts';

export interface IdempotencyPolicy {
  /** The header, as the contract spells it. */
  header: string;
  minLength: number;
  maxLength: number;
  ttlMs: number;
}

export function idempotencyPolicy(contract: Contract): IdempotencyPolicy | null {
  const raw = (contract.doc as unknown as Record<string, unknown>)['x-idempotency'];
  if (!isObject(raw) || typeof raw.header !== 'string') return null;
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    header: raw.header,
    minLength: number(raw.minLength, 1),
    maxLength: number(raw.maxLength, 100),
    ttlMs: number(raw.hours, 24) * 3_600_000,
  };
}

/** The key a request sent, checked against the policy; undefined when it sent none. Read from the raw header
 * lines: Node joins a repeated header into one value ("a, b"), which would make two keys one. */
export function idempotencyKey(policy: IdempotencyPolicy, rawHeaders: readonly string[]): string | undefined {
  const name = policy.header.toLowerCase();
  const values = rawHeaders.filter((value, i) => i % 2 === 1 && rawHeaders[i - 1]?.toLowerCase() === name);
  if (values.length > 1) throw invalidInput('invalid input: {header} must be sent once', { header: policy.header }, policy.header);
  const key = values[0];
  if (key === undefined) return undefined;
  if (key.length < policy.minLength || key.length > policy.maxLength)
    throw invalidInput(
      'invalid input: {header} must be {min} to {max} characters',
      { header: policy.header, min: policy.minLength, max: policy.maxLength },
      policy.header,
    );
  return key;
}

/** Object keys sorted at every depth, so the same request always hashes alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical(value[k])]),
  );
}

export const requestHash = (input: { query: Row; params: Row; body: Row }): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');

export interface Claim {
  userId: number;
  operation: string;
  key: string;
  hash: string;
}

type Stored = { replay: true; data: unknown } | { replay: false };

/** Claims the key in the write's transaction, or answers what the first request with it answered. */
export async function claim(db: Db, policy: IdempotencyPolicy, c: Claim, now: number): Promise<Stored> {
  await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', now - policy.ttlMs)
    .execute();
  const inserted = await db
    .insertInto('idempotency_key')
    .values({ user_id: c.userId, operation: c.operation, key: c.key, request_hash: c.hash, answer: null, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'operation', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { replay: false };
  const stored = await db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'answer'])
    .where('user_id', '=', c.userId)
    .where('operation', '=', c.operation)
    .where('key', '=', c.key)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== c.hash)
    throw invalidInput('invalid input: {header} was already used for another request', { header: policy.header }, policy.header);
  return { replay: true, data: typeof stored.answer === 'string' ? (JSON.parse(stored.answer) as unknown) : null };
}

/** Stores the answer of the claimed write (same transaction). */
export async function remember(db: Db, c: Claim, data: unknown): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ answer: JSON.stringify(data ?? null) })
    .where('user_id', '=', c.userId)
    .where('operation', '=', c.operation)
    .where('key', '=', c.key)
    .execute();
}
