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

function matchesType(value: unknown, type: ParamType | null): boolean {
  switch (type) {
    case null:
      return ['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value);
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

/** The refusal of one parameter, named in `field` as the server's own 40000 answers name it. */
function invalid(operationId: string, field: string, message: string): ApiError {
  return new ApiError({ result: RESULT_INVALID_INPUT, message, operationId, field, kind: 'validation' });
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

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
  const pathInfo = new Map(declared.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  for (const name of meta.pathParams ?? []) {
    const value = params.path?.[name];
    if (isMissing(value)) throw invalid(operationId, name, `${operationId}: path parameter "${name}" is required`);
    const type = pathInfo.get(name)?.type ?? null;
    // A path segment is always one primitive.
    if (Array.isArray(value) || !matchesType(value, type === 'array' || type === 'object' ? null : type)) {
      throw invalid(
        operationId,
        name,
        `${operationId}: path parameter "${name}" must be ${type ?? 'a string or number'}, got ${describe(value)}`,
      );
    }
  }
  const query = params.query ?? {};
  for (const p of declared) {
    if (p.in !== 'query' || skip.includes(p.name)) continue;
    const value = query[p.name];
    if (value === undefined) {
      if (p.required) throw invalid(operationId, p.name, `${operationId}: query parameter "${p.name}" is required`);
      continue;
    }
    if (p.required && isMissing(value)) throw invalid(operationId, p.name, `${operationId}: query parameter "${p.name}" is required`);
    if (value !== null && !matchesType(value, p.type)) {
      throw invalid(operationId, p.name, `${operationId}: query parameter "${p.name}" must be ${p.type}, got ${describe(value)}`);
    }
  }
}
