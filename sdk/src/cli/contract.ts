// What the command line knows about operations, read from the bundled contract the package ships
// (@wallet-admin/sdk/openapi.json): `ops`, the help of each operation and the coercion of key=value inputs
// all follow openapi/, so an operation added there is usable here without a change.
import { createRequire } from 'node:module';
import { SIGNED_KEYS } from '../client.js';
import { operationMeta } from '../operations.js';
import { isObject, resolveRef, schemaType, type Json, type ParamType } from '../params.js';
import { hashPassword } from '../sign.js';
import type { OperationMeta } from '../types.js';
import { UsageError } from './usage.js';

export interface Field {
  name: string;
  in: 'path' | 'query' | 'body';
  type: ParamType | null;
  required: boolean;
  description: string;
  enum: readonly unknown[] | null;
  /** The contract wants a password hash: the command line takes the plain password and hashes it. */
  hashed: boolean;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tags: readonly string[];
  meta: OperationMeta;
  fields: readonly Field[];
  hasBody: boolean;
  /** Property names of one row when the answer is a page (`{ list, total }`), else null. */
  rowColumns: readonly string[] | null;
}

const HASHED_PASSWORD = '#/components/schemas/HashedPassword';
let loaded: { doc: Json; operations: Operation[] } | undefined;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Properties and required names of an object schema, through allOf/oneOf/anyOf. */
function objectShape(doc: Json, schema: unknown, depth = 0): { properties: Map<string, unknown>; required: Set<string> } {
  const shape = { properties: new Map<string, unknown>(), required: new Set<string>() };
  const s = resolveRef(doc, schema);
  if (!isObject(s) || depth > 16) return shape;
  if (isObject(s.properties)) for (const [name, prop] of Object.entries(s.properties)) shape.properties.set(name, prop);
  if (Array.isArray(s.required)) for (const name of s.required) if (typeof name === 'string') shape.required.add(name);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = s[key];
    if (!Array.isArray(parts)) continue;
    for (const part of parts) {
      const inner = objectShape(doc, part, depth + 1);
      for (const [name, prop] of inner.properties) shape.properties.set(name, prop);
      // Only allOf parts are all required; a oneOf/anyOf branch's required names hold for that branch only.
      if (key === 'allOf') for (const name of inner.required) shape.required.add(name);
    }
  }
  return shape;
}

function field(doc: Json, name: string, where: Field['in'], schema: unknown, required: boolean, description: unknown): Field {
  const resolved = resolveRef(doc, schema);
  const s = isObject(resolved) ? resolved : {};
  return {
    name,
    in: where,
    type: schemaType(doc, schema),
    required,
    description: text(description) || text(s.description),
    enum: Array.isArray(s.enum) ? s.enum : null,
    hashed: isObject(schema) && schema.$ref === HASHED_PASSWORD,
  };
}

function readOperation(doc: Json, id: string, op: Json, meta: OperationMeta): Operation {
  const fields: Field[] = [];
  for (const raw of Array.isArray(op.parameters) ? op.parameters : []) {
    const p = resolveRef(doc, raw);
    if (!isObject(p) || typeof p.name !== 'string' || (p.in !== 'query' && p.in !== 'path')) continue;
    if (meta.signed && (SIGNED_KEYS as readonly string[]).includes(p.name)) continue;
    fields.push(field(doc, p.name, p.in, p.schema, p.required === true || p.in === 'path', p.description));
  }
  const content = isObject(op.requestBody) ? resolveRef(doc, op.requestBody) : undefined;
  const media = isObject(content) && isObject(content.content) ? content.content[meta.mediaType ?? ''] : undefined;
  const body = objectShape(doc, isObject(media) ? media.schema : undefined);
  for (const [name, prop] of body.properties) fields.push(field(doc, name, 'body', prop, body.required.has(name), undefined));

  const answer = resolveRef(doc, isObject(op.responses) ? op.responses['200'] : undefined);
  const json = isObject(answer) && isObject(answer.content) ? answer.content['application/json'] : undefined;
  const data = objectShape(doc, isObject(json) ? json.schema : undefined).properties.get('data');
  const page = objectShape(doc, data);
  const list = resolveRef(doc, page.properties.get('list'));
  const rowColumns = page.properties.has('total') && isObject(list) ? [...objectShape(doc, list.items).properties.keys()] : null;

  return {
    id,
    method: meta.method.toUpperCase(),
    path: meta.path,
    summary: text(op.summary),
    description: text(op.description),
    tags: Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [],
    meta,
    fields,
    hasBody: media !== undefined,
    rowColumns,
  };
}

function load() {
  if (loaded) return loaded;
  const doc = createRequire(import.meta.url)('@wallet-admin/sdk/openapi.json') as Json;
  const operations: Operation[] = [];
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const op of Object.values(item)) {
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const meta = operationMeta(op.operationId);
      if (meta) operations.push(readOperation(doc, op.operationId, op, meta));
    }
  }
  loaded = { doc, operations };
  return loaded;
}

/** The contract's own version (`info.version`), for `wallet-admin --version`. */
export function contractVersion(): string {
  const { info } = load().doc;
  return isObject(info) && typeof info.version === 'string' ? info.version : 'unknown';
}

export function allOperations(): readonly Operation[] {
  return load().operations;
}

/** The operation named `id`, or a usage error that suggests the operations whose names contain it. */
export function findOperation(id: string | undefined): Operation {
  if (!id) throw new UsageError('an operationId is required (see "wallet-admin ops")');
  const operations = allOperations();
  const found = operations.find((op) => op.id === id);
  if (found) return found;
  const near = operations.filter((op) => op.id.toLowerCase().includes(id.toLowerCase())).map((op) => op.id);
  throw new UsageError(
    `unknown operation "${id}"${near.length ? ` (did you mean ${near.slice(0, 5).join(', ')}?)` : ' (see "wallet-admin ops")'}`,
  );
}

/** One key=value input, typed by the contract; a value of the wrong type is a usage error naming the key. */
function coerce(f: Field, raw: string): unknown {
  const fail = (expected: string) => new UsageError(`${f.name}: expected ${expected}, got ${JSON.stringify(raw)}`);
  let value: unknown = raw;
  if (f.type === 'integer') {
    if (!/^-?\d+$/.test(raw)) throw fail('an integer');
    value = Number(raw);
  } else if (f.type === 'number') {
    if (raw.trim() === '' || !Number.isFinite(Number(raw))) throw fail('a number');
    value = Number(raw);
  } else if (f.type === 'boolean') {
    if (!['true', 'false'].includes(raw)) throw fail('true or false');
    value = raw === 'true';
  } else if (f.type === 'array' || f.type === 'object') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw fail(`a JSON ${f.type}`);
    }
    if (f.type === 'array' ? !Array.isArray(value) : !isObject(value)) throw fail(`a JSON ${f.type}`);
  } else if (f.hashed) {
    return hashPassword(raw);
  }
  if (f.enum && !f.enum.includes(value))
    throw new UsageError(`${f.name}: must be one of ${f.enum.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(raw)}`);
  return value;
}

export interface CallInput {
  query?: Record<string, unknown>;
  path?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/**
 * The call's parameters from `key=value` arguments (and a JSON body read from --body), checked against the
 * contract before anything is sent: unknown keys, wrong types and missing required inputs are usage errors.
 */
export function callInput(op: Operation, pairs: readonly string[], fileBody?: Record<string, unknown>): CallInput {
  if (fileBody && !op.hasBody) throw new UsageError(`--body: ${op.id} takes no request body`);
  const parts: Required<CallInput> = { query: {}, path: {}, body: { ...fileBody } };
  const seen = new Set<string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`"${pair}" is not key=value`);
    const key = pair.slice(0, eq);
    const f = op.fields.find((candidate) => candidate.name === key);
    if (!f) {
      const names = op.fields.map((candidate) => candidate.name);
      throw new UsageError(`${op.id} has no input "${key}" (${names.length ? `inputs: ${names.join(', ')}` : 'it takes none'})`);
    }
    if (seen.has(key)) throw new UsageError(`${key}: given twice`);
    seen.add(key);
    parts[f.in][key] = coerce(f, pair.slice(eq + 1));
  }
  const missing = op.fields.filter((f) => f.required && parts[f.in][f.name] === undefined).map((f) => f.name);
  if (missing.length) throw new UsageError(`${op.id} needs ${missing.map((name) => `${name}=…`).join(' ')}`);
  const input: CallInput = {};
  if (Object.keys(parts.query).length) input.query = parts.query;
  if (Object.keys(parts.path).length) input.path = parts.path;
  if (op.hasBody && (Object.keys(parts.body).length || fileBody)) input.body = parts.body;
  return input;
}
