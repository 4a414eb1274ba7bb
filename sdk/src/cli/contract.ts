// What the command line knows about operations, read from the bundled contract the package ships
// (@wallet-admin/sdk/openapi.json): `ops`, the help of each operation and the coercion of key=value inputs
// all follow openapi/, so an operation added there is usable here without a change.
import { SIGNED_KEYS } from '../client.js';
import { deref, isObject, type OpenApiDocument } from '../contract/document.js';
import { loadDocument } from '../contract/load.js';
import { listOperations, type Operation as Described } from '../contract/operations.js';
import { objectShape, schemaType, type ParamType } from '../contract/schema.js';
import { operationMeta } from '../operations.js';
import { hashPassword } from '../sign.js';
import type { OperationMeta } from '../types.js';
import { didYouMean, UsageError } from './usage.js';

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
let loaded: { doc: OpenApiDocument; operations: Operation[] } | undefined;

function readOperation(doc: OpenApiDocument, op: Described, meta: OperationMeta): Operation {
  const fields: Field[] = [];
  for (const p of op.parameters) {
    if (p.in === 'header' || (op.signed && (SIGNED_KEYS as readonly string[]).includes(p.name))) continue;
    const choices = deref(doc, p.schema).enum;
    fields.push({
      name: p.name,
      in: p.in,
      type: p.type,
      required: p.required,
      description: p.description,
      enum: Array.isArray(choices) ? choices : null,
      hashed: p.schema.$ref === HASHED_PASSWORD,
    });
  }
  const body = objectShape(doc, op.body?.schema);
  for (const [name, prop] of body.properties) {
    fields.push({
      name,
      in: 'body',
      type: schemaType(doc, prop),
      required: body.required.has(name),
      description: typeof prop.description === 'string' ? prop.description : '',
      enum: Array.isArray(prop.enum) ? prop.enum : null,
      hashed: body.refs.get(name) === HASHED_PASSWORD,
    });
  }
  const page = objectShape(doc, op.dataSchema);
  const list = page.properties.get('list');
  const rowColumns = page.properties.has('total') && list ? [...objectShape(doc, list.items).properties.keys()] : null;
  return {
    id: op.operationId,
    method: meta.method.toUpperCase(),
    path: meta.path,
    summary: op.summary,
    description: op.description,
    tags: op.tags,
    meta,
    fields,
    hasBody: op.body !== null,
    rowColumns,
  };
}

function load() {
  if (loaded) return loaded;
  const doc = loadDocument();
  const operations: Operation[] = [];
  for (const op of listOperations(doc)) {
    const meta = operationMeta(op.operationId);
    if (meta) operations.push(readOperation(doc, op, meta));
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
  const near = didYouMean(
    id,
    operations.map((op) => op.id),
  );
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
