// Pre-send checks of path and query parameters against the runtime operation table, whose `params` the
// generator derives from the contract (@wallet-admin/sdk/contract), so browsers never load the document itself.
import { isObject } from './contract/document.js';
import type { ParamType } from './contract/schema.js';
import { ApiError, RESULT_INVALID_INPUT } from './errors.js';
import type { OperationRow } from './types.js';

export interface ParamInfo {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** null when the schema does not pin one down. */
  type: ParamType | null;
}

/** What a value may be: a parameter's type, or `scalar` (a path segment: one string, number or boolean). */
type Expected = ParamType | 'scalar' | null;

function matchesType(value: unknown, type: Expected): boolean {
  switch (type) {
    case null:
      return Array.isArray(value) || matchesType(value, 'scalar');
    case 'scalar':
      return ['string', 'number', 'boolean'].includes(typeof value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value));
    case 'number':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      );
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'string' ? `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}` : typeof value;
}

/**
 * Refuses one parameter (40000, naming it in `field` as the server's own answers do) when it is required and missing
 * (undefined, null or '') or given with another type; `named` is the type its message names.
 */
function check(
  operationId: string,
  where: 'path' | 'query',
  name: string,
  value: unknown,
  required: boolean | undefined,
  type: Expected,
  named: string | null,
): void {
  const refuse = (problem: string) => {
    throw new ApiError({
      result: RESULT_INVALID_INPUT,
      message: `${operationId}: ${where} parameter "${name}" ${problem}`,
      operationId,
      field: name,
      kind: 'validation',
    });
  };
  if (required && (value === undefined || value === null || value === '')) refuse('is required');
  if (value != null && !matchesType(value, type)) refuse(`must be ${named}, got ${describe(value)}`);
}

/**
 * Throws an ApiError (40000, naming the field) when a required path/query parameter is missing or a given
 * one has the wrong primitive type. `skip` names query keys the client fills in itself (signing).
 */
export function checkParams(
  operationId: string,
  meta: OperationRow,
  params: { query?: Readonly<Record<string, unknown>>; path?: Readonly<Record<string, unknown>> },
  skip: readonly string[] = [],
): void {
  const declared = meta.params ?? [];
  for (const name of meta.pathParams ?? []) {
    const type = declared.find((p) => p.in === 'path' && p.name === name)?.type ?? null;
    // A path segment is always one primitive, whatever the schema says.
    const scalar = type === 'array' || type === 'object' || type === null;
    check(operationId, 'path', name, params.path?.[name], true, scalar ? 'scalar' : type, type ?? 'a string or number');
  }
  for (const p of declared) {
    if (p.in === 'query' && !skip.includes(p.name)) check(operationId, 'query', p.name, params.query?.[p.name], p.required, p.type, p.type);
  }
}
