// Pre-send checks of path and query parameters. `buildParamIndex` reduces the bundled document to each
// operation's parameters with their primitive types; scripts/generate.ts writes that index into the runtime
// operation table, so browsers never load the document itself.
import { ApiError, RESULT_INVALID_INPUT } from './errors.js';
import type { OperationMeta } from './types.js';

export type ParamType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface ParamInfo {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** null when the schema does not pin one down. */
  type: ParamType | null;
}

export type ParamIndex = ReadonlyMap<string, readonly ParamInfo[]>;

export type Json = { readonly [key: string]: unknown };

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `#/...` reference. */
export function resolveRef(doc: Json, value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || depth > 32) return value;
  let node: unknown = doc;
  for (const raw of value.$ref.replace(/^#\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return resolveRef(doc, node, depth + 1);
}

const TYPES: readonly ParamType[] = ['string', 'integer', 'number', 'boolean', 'array', 'object'];

export function schemaType(doc: Json, schema: unknown, depth = 0): ParamType | null {
  const s = resolveRef(doc, schema);
  if (!isObject(s) || depth > 16) return null;
  const declared: unknown = Array.isArray(s.type) ? (s.type as unknown[]).find((t) => t !== 'null') : s.type;
  if (typeof declared === 'string' && (TYPES as readonly string[]).includes(declared)) return declared as ParamType;
  const sample: unknown = Array.isArray(s.enum) ? (s.enum as unknown[])[0] : s.const;
  if (typeof sample === 'string') return 'string';
  if (typeof sample === 'number') return Number.isInteger(sample) ? 'integer' : 'number';
  if (typeof sample === 'boolean') return 'boolean';
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) {
      for (const part of list) {
        const t = schemaType(doc, part, depth + 1);
        if (t) return t;
      }
    }
  }
  return null;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** operationId → its parameters (path-level ones merged in), from an OpenAPI document. */
export function buildParamIndex(doc: Json): ParamIndex {
  const index = new Map<string, ParamInfo[]>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    const shared: unknown[] = Array.isArray(item.parameters) ? (item.parameters as unknown[]) : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const own: unknown[] = Array.isArray(op.parameters) ? (op.parameters as unknown[]) : [];
      const params = new Map<string, ParamInfo>();
      for (const raw of [...shared, ...own]) {
        const p = resolveRef(doc, raw);
        if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
        params.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in as ParamInfo['in'],
          required: p.required === true || p.in === 'path',
          type: schemaType(doc, p.schema),
        });
      }
      index.set(op.operationId, [...params.values()]);
    }
  }
  return index;
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

function invalid(operationId: string, message: string): ApiError {
  return new ApiError({ result: RESULT_INVALID_INPUT, message, operationId, kind: 'validation' });
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Throws an ApiError (40000, naming the field) when a required path/query parameter is missing or a given
 * one has the wrong primitive type. `skip` names query keys the client fills in itself (signing).
 */
export function checkParams(
  operationId: string,
  meta: OperationMeta,
  params: { query?: Readonly<Record<string, unknown>>; path?: Readonly<Record<string, unknown>> },
  skip: readonly string[] = [],
): void {
  const declared = meta.params;
  const pathInfo = new Map(declared.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  for (const name of meta.pathParams) {
    const value = params.path?.[name];
    if (isMissing(value)) throw invalid(operationId, `${operationId}: path parameter "${name}" is required`);
    const type = pathInfo.get(name)?.type ?? null;
    // A path segment is always one primitive.
    if (Array.isArray(value) || !matchesType(value, type === 'array' || type === 'object' ? null : type)) {
      throw invalid(
        operationId,
        `${operationId}: path parameter "${name}" must be ${type ?? 'a string or number'}, got ${describe(value)}`,
      );
    }
  }
  const query = params.query ?? {};
  for (const p of declared) {
    if (p.in !== 'query' || skip.includes(p.name)) continue;
    const value = query[p.name];
    if (value === undefined) {
      if (p.required) throw invalid(operationId, `${operationId}: query parameter "${p.name}" is required`);
      continue;
    }
    if (p.required && isMissing(value)) throw invalid(operationId, `${operationId}: query parameter "${p.name}" is required`);
    if (value !== null && !matchesType(value, p.type)) {
      throw invalid(operationId, `${operationId}: query parameter "${p.name}" must be ${p.type}, got ${describe(value)}`);
    }
  }
}
