// Typed access to the generated runtime operation table.
import { operations } from './generated/operations.js';
import type { OperationId } from './generated/operations.js';
import type { BodyOf, OperationMeta, UpdateOperationId } from './types.js';

// Widened once here so generic code reads every row the same way (and tolerates columns a newer
// generator adds or an older one lacks).
const table: Readonly<Record<string, OperationMeta>> = operations;

// `string & {}` keeps editors suggesting the known ids while any string is accepted.
export function operationMeta(id: OperationId | (string & {})): OperationMeta | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/**
 * A row read earlier (a list's or get's) as the body of `operationId`'s update, with `changes` over it: only the
 * fields the update takes are kept (not created_at, joined names…), and null/undefined ones are left out (unchanged).
 * The row's `updated_at` travels along, so a save over someone else's change is refused (40012) instead of lost.
 *
 *   await client.call('updateToken', { body: updateBody('updateToken', token, { description: 'new' }) });
 */
export function updateBody<Id extends UpdateOperationId>(operationId: Id, row: object, changes: Partial<BodyOf<Id>> = {}): BodyOf<Id> {
  const fields = operationMeta(operationId)?.bodyFields ?? [];
  const body: Record<string, unknown> = {};
  const source = { ...row, ...changes } as Record<string, unknown>;
  for (const field of fields) if (source[field] !== undefined && source[field] !== null) body[field] = source[field];
  return body as BodyOf<Id>;
}
