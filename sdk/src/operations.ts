// Typed access to the generated runtime operation table.
import { operations } from './generated/operations';
import type { OperationId } from './generated/operations';
import type { OperationMeta } from './types';

// Widened once here so generic code reads every row the same way (and tolerates columns a newer
// generator adds or an older one lacks).
const table: Readonly<Record<string, OperationMeta>> = operations;

// `string & {}` keeps editors suggesting the known ids while any string is accepted.
export function operationMeta(id: OperationId | (string & {})): OperationMeta | undefined {
  return Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
}

/** method + schema path → operationId, for requests made through `client.raw`. */
let byRoute: Map<string, string> | undefined;
export function operationIdFor(method: string, path: string): string | undefined {
  if (!byRoute) {
    byRoute = new Map();
    for (const [id, row] of Object.entries(table)) byRoute.set(`${row.method.toUpperCase()} ${row.path}`, id);
  }
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}
