// Typed access to the generated runtime operation table.
import { operations } from './generated/operations.js';
import type { OperationId } from './generated/operations.js';
import type { OperationMeta } from './types.js';

// Widened once here so generic code reads every row the same way (and tolerates columns a newer
// generator adds or an older one lacks).
const table: Readonly<Record<string, OperationMeta>> = operations;

// `string & {}` keeps editors suggesting the known ids while any string is accepted.
export function operationMeta(id: OperationId | (string & {})): OperationMeta | undefined {
  return Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
}
