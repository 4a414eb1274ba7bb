// Contract test kit, shared with the server's tests: a tiny example generator over the bundled OpenAPI
// document's schemas, and a validator that checks a captured HTTP request against an operation.
import { createHash } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import bundled from '../src/generated/openapi.json' with { type: 'json' };
import type { CapturedRequest } from './fake-fetch';

export { captureRequest, type CapturedRequest } from './fake-fetch';

export type Json = { [key: string]: unknown };
export type OpenApiDocument = Json;

/** The bundled contract (sdk/src/generated/openapi.json). */
export const openapiDocument = bundled as unknown as OpenApiDocument;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export const SIGNED_KEYS = ['timestamp', 'app_key', 'sign'] as const;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 pointer of a path of keys. */
export function pointer(keys: readonly string[]): string {
  return `#/${keys.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

export function resolve(doc: OpenApiDocument, value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || depth > 32) return value;
  let node: unknown = doc;
  for (const raw of value.$ref.replace(/^#\//, '').split('/')) {
    node = isObject(node) ? node[decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return resolve(doc, node, depth + 1);
}

// ---------------------------------------------------------------------------------------------------------
// Operations

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

export interface OperationInfo {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  operation: Json;
  parameters: ParameterObject[];
  mediaType: string | null;
  bodyRequired: boolean;
  /** The request body schema (as in the document, refs unresolved). */
  bodySchemaObject: unknown;
  session: boolean;
  adminPassword: boolean;
  signed: boolean;
}

export function operationsOf(doc: OpenApiDocument): Map<string, OperationInfo> {
  const out = new Map<string, OperationInfo>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve(doc, rawItem);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ]
        .map((p) => resolve(doc, p))
        .filter((p): p is ParameterObject => isObject(p) && typeof p.name === 'string');
      const body = resolve(doc, operation.requestBody);
      const content = isObject(body) && isObject(body.content) ? body.content : undefined;
      const mediaType = content ? (Object.keys(content)[0] ?? null) : null;
      const security = (Array.isArray(operation.security) ? operation.security : doc.security) as Json[] | undefined;
      out.set(operation.operationId, {
        operationId: operation.operationId,
        method,
        path,
        operation,
        parameters,
        mediaType,
        bodyRequired: isObject(body) && body.required === true,
        bodySchemaObject: mediaType && content && isObject(content[mediaType]) ? content[mediaType].schema : undefined,
        session: (security ?? []).some((s) => 'token' in s),
        adminPassword: (security ?? []).some((s) => 'adminPassword' in s),
        signed: operation['x-signed'] === true,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Example generator

/** Strings tried in order against a schema's pattern and length limits. */
const STRING_CANDIDATES = [
  'example',
  'https://example.com/report.pdf',
  'wss://example.com/ws',
  'example.com',
  'a@example.com',
  'image/png',
  '08:30',
  '1.0.0',
  '123456',
  '0'.repeat(64),
  'zh-Hans',
  'ABC',
  '/example',
  'eosio',
  'abc',
  'a',
  '',
];

/** One schema with allOf parts, $refs and the first oneOf/anyOf option folded in. */
export function flatten(doc: OpenApiDocument, schema: unknown, depth = 0): Json {
  const s = resolve(doc, schema);
  if (!isObject(s) || depth > 32) return {};
  let out: Json = {};
  const merge = (part: Json) => {
    const properties = { ...(isObject(out.properties) ? out.properties : {}), ...(isObject(part.properties) ? part.properties : {}) };
    const required = [
      ...new Set([...(Array.isArray(out.required) ? out.required : []), ...(Array.isArray(part.required) ? part.required : [])]),
    ];
    out = { ...out, ...part, properties, required };
  };
  for (const key of ['allOf'] as const) if (Array.isArray(s[key])) for (const part of s[key]) merge(flatten(doc, part, depth + 1));
  for (const key of ['oneOf', 'anyOf'] as const) if (Array.isArray(s[key]) && s[key].length) merge(flatten(doc, s[key][0], depth + 1));
  const { allOf: _a, oneOf: _o, anyOf: _n, ...own } = s;
  merge(own);
  if (Object.keys(out.properties as Json).length === 0) delete out.properties;
  if ((out.required as unknown[]).length === 0) delete out.required;
  return out;
}

function primaryType(s: Json): string | undefined {
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') as string | undefined;
  if (s.properties || s.additionalProperties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

function exampleString(s: Json): string {
  if (s.format === 'date-time') return '2024-01-02T03:04:05Z';
  if (s.format === 'date') return '2024-01-02';
  if (s.format === 'email') return 'a@example.com';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
  for (const candidate of STRING_CANDIDATES) {
    for (const value of [candidate, candidate.padEnd(min, 'x'), candidate.slice(0, max)]) {
      const length = [...value].length;
      if (length >= min && length <= max && (!pattern || pattern.test(value))) return value;
    }
  }
  throw new Error(`exampleFor: no candidate string fits ${JSON.stringify(s)}; add one to STRING_CANDIDATES`);
}

function exampleNumber(s: Json, integer: boolean): number {
  let value = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
  if (typeof s.maximum === 'number' && value > s.maximum) value = s.maximum;
  if (typeof s.multipleOf === 'number') value = Math.ceil(value / s.multipleOf) * s.multipleOf;
  return integer ? Math.ceil(value) : value;
}

export interface ExampleOptions {
  /** Include optional properties too (default true: more of the schema gets exercised). */
  optional?: boolean;
}

/** A value that satisfies the schema (for the keywords this contract uses). */
export function exampleFor(doc: OpenApiDocument, schema: unknown, options: ExampleOptions = {}, depth = 0): unknown {
  const s = flatten(doc, schema);
  if (depth > 12) return undefined;
  if ('const' in s) return s.const;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('example' in s) return s.example;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? null;
  switch (primaryType(s)) {
    case 'string':
      return exampleString(s);
    case 'integer':
      return exampleNumber(s, true);
    case 'number':
      return exampleNumber(s, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(1, typeof s.minItems === 'number' ? s.minItems : 0);
      const limit = typeof s.maxItems === 'number' ? Math.min(count, s.maxItems) : count;
      return Array.from({ length: limit }, () => exampleFor(doc, s.items ?? {}, options, depth + 1));
    }
    case 'object': {
      const out: Json = {};
      const properties = isObject(s.properties) ? s.properties : {};
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      for (const [key, value] of Object.entries(properties)) {
        if (options.optional === false && !required.includes(key)) continue;
        const example = exampleFor(doc, value, options, depth + 1);
        if (example !== undefined) out[key] = example;
      }
      if (Object.keys(properties).length === 0 && isObject(s.additionalProperties)) {
        out.key = exampleFor(doc, s.additionalProperties, options, depth + 1);
      }
      return out;
    }
    default:
      return 'example';
  }
}

/** Representative `{ query, path, body }` for an operation (signed keys left to the client). */
export function exampleParams(doc: OpenApiDocument, operationId: string, options: ExampleOptions = {}) {
  const info = operationsOf(doc).get(operationId);
  if (!info) throw new Error(`unknown operation ${operationId}`);
  const query: Json = {};
  const path: Json = {};
  for (const p of info.parameters) {
    if (p.in === 'query' && info.signed && (SIGNED_KEYS as readonly string[]).includes(p.name)) continue;
    if (p.in === 'query' && (options.optional !== false || p.required)) query[p.name] = exampleFor(doc, p.schema, options);
    if (p.in === 'path') path[p.name] = exampleFor(doc, p.schema, options);
  }
  const body = info.mediaType ? exampleFor(doc, info.bodySchemaObject, options) : undefined;
  return { query, path, body };
}

// ---------------------------------------------------------------------------------------------------------
// Request validator

function makeAjv(coerceTypes: boolean, doc: OpenApiDocument) {
  // strict: false: OpenAPI documents carry x-* keywords and non-schema members.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
  addFormats(ajv);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addSchema(doc, DOC_ID);
  return ajv;
}

const DOC_ID = 'openapi.json';

/** A copy of a schema taken out of the document whose local refs point back into it. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${DOC_ID}${value}` : rebase(value);
  }
  return out;
}

export interface RequestValidatorOptions {
  /** Verify `sign` of signed operations with this secret (otherwise only its shape is checked). */
  appSecret?: string;
}

/**
 * Returns a function listing everything wrong with a request for an operation ([] when it conforms):
 * method, path (and path parameter values), query parameters, media type and body, the token header on
 * session operations, X-Admin-Password where required and the signature parameters of signed ones.
 */
export function createRequestValidator(doc: OpenApiDocument = openapiDocument, options: RequestValidatorOptions = {}) {
  const operations = operationsOf(doc);
  const strict = makeAjv(false, doc);
  const coercing = makeAjv(true, doc); // query strings and form fields arrive as text
  const compiled = new WeakMap<Ajv2020, Map<unknown, ValidateFunction>>();
  const validate = (ajv: Ajv2020, schema: unknown, data: unknown, where: string): string[] => {
    let cache = compiled.get(ajv);
    if (!cache) compiled.set(ajv, (cache = new Map()));
    let fn = cache.get(schema);
    if (!fn) {
      // Wrapped in an object so coercion of a lone primitive has a parent to write to.
      fn = ajv.compile({ type: 'object', properties: { value: rebase(schema ?? {}) as Json } });
      cache.set(schema, fn);
    }
    if (fn({ value: data })) return [];
    return (fn.errors ?? []).map(
      (e) => `${where}${e.instancePath.replace(/^\/value/, '')} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
    );
  };

  return function validateRequest(operationId: string, request: CapturedRequest): string[] {
    const info = operations.get(operationId);
    if (!info) return [`unknown operation ${operationId}`];
    const problems: string[] = [];
    const url = new URL(request.url);
    if (request.method.toLowerCase() !== info.method) problems.push(`method ${request.method}, expected ${info.method.toUpperCase()}`);

    // path: the template with each {name} as one segment
    const names: string[] = [];
    const source = info.path
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    const match = new RegExp(`^${source}$`).exec(url.pathname);
    if (!match) problems.push(`path ${url.pathname} does not match ${info.path}`);

    for (const p of info.parameters) {
      if (p.in === 'path' && match) {
        const raw = match[names.indexOf(p.name) + 1];
        if (raw === undefined) problems.push(`path parameter ${p.name} missing`);
        else problems.push(...validate(coercing, p.schema, decodeURIComponent(raw), `path.${p.name}`));
      }
      if (p.in === 'query') {
        const values = url.searchParams.getAll(p.name);
        if (values.length === 0) {
          if (p.required) problems.push(`query parameter ${p.name} missing`);
          continue;
        }
        const schema = flatten(doc, p.schema);
        const value = primaryType(schema) === 'array' ? values : values[0];
        problems.push(...validate(coercing, p.schema, value, `query.${p.name}`));
      }
    }
    const declared = new Set(info.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    for (const key of new Set(url.searchParams.keys())) if (!declared.has(key)) problems.push(`undeclared query parameter ${key}`);

    // headers
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (info.session && !headers.token) problems.push('token header missing on a session operation');
    if (info.adminPassword && !headers['x-admin-password']) problems.push('X-Admin-Password header missing');

    // signature
    if (info.signed) {
      const query = Object.fromEntries(url.searchParams);
      for (const key of SIGNED_KEYS) if (!(key in query)) problems.push(`signed parameter ${key} missing`);
      if (query.sign !== undefined && !/^[0-9a-f]{64}$/.test(query.sign)) problems.push('sign is not lowercase hex SHA-256');
      if (options.appSecret && query.sign) {
        const { sign, ...rest } = query;
        const text =
          Object.keys(rest)
            .sort()
            .map((k) => `${k}=${rest[k]}`)
            .join('&') + options.appSecret;
        if (createHash('sha256').update(text, 'utf8').digest('hex') !== sign) problems.push('sign does not match the parameters');
      }
    }

    // body
    const contentType = headers['content-type']?.split(';')[0]?.trim() ?? null;
    const hasBody = request.body !== null && request.body !== '';
    if (!info.mediaType) {
      if (hasBody) problems.push('body sent to an operation that declares none');
    } else if (!hasBody) {
      if (info.bodyRequired) problems.push('required body missing');
    } else {
      if (contentType !== info.mediaType) problems.push(`content-type ${contentType}, expected ${info.mediaType}`);
      const form = info.mediaType === 'application/x-www-form-urlencoded';
      let data: unknown;
      try {
        data = form ? Object.fromEntries(new URLSearchParams(request.body!)) : JSON.parse(request.body!);
      } catch (error) {
        problems.push(`body does not parse as ${info.mediaType}: ${String(error)}`);
      }
      if (data !== undefined) problems.push(...validate(form ? coercing : strict, info.bodySchemaObject, data, 'body'));
    }
    return problems;
  };
}
