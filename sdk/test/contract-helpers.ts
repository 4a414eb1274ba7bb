// Contract test kit: example calls of an operation and a validator that checks a captured HTTP request against
// it. Both read the bundled document through the contract reader (../src/contract: its operation list, example
// values and Ajv set-up, the same the server validates requests with).
import { createHash } from 'node:crypto';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import {
  compile,
  createAjv,
  createRng,
  exampleParams as examples,
  listOperations,
  loadDocument,
  schemaType,
  type ExampleParams,
  type Operation,
  type SchemaObject,
} from '../src/contract/index.js';
import { SIGNED_KEYS } from '../src/client.js';
import type { CapturedRequest } from './fake-fetch.js';

/** The bundled contract (src/generated/openapi.json). */
export const openapiDocument = loadDocument();
export const documentedOperations = new Map(listOperations(openapiDocument).map((op) => [op.operationId, op]));

/** Representative `{ query, path, body }` for an operation (signed keys left to the client): every field, or the
 * required ones only. The same seed every run. */
export function exampleParams(operationId: string, options: { optional: boolean }): ExampleParams {
  const op = documentedOperations.get(operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  let nonce = 0;
  const ctx = { rng: createRng(1), nonce: () => ++nonce, now: Date.UTC(2024, 0, 2, 3, 4, 5), ref: () => undefined };
  return examples(openapiDocument, op, ctx, { optional: options.optional, skip: op.signed ? SIGNED_KEYS : [] });
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
export function createRequestValidator(options: RequestValidatorOptions = {}) {
  const doc = openapiDocument;
  const strict = createAjv(doc, { coerce: false, defaults: false, allErrors: true });
  const coercing = createAjv(doc, { coerce: true, defaults: false, allErrors: true }); // query strings and form fields arrive as text
  const compiled = new WeakMap<Ajv2020, Map<unknown, ValidateFunction>>();
  const validate = (ajv: Ajv2020, schema: SchemaObject, data: unknown, where: string): string[] => {
    let cache = compiled.get(ajv);
    if (!cache) compiled.set(ajv, (cache = new Map()));
    let fn = cache.get(schema);
    if (!fn) {
      // Wrapped in an object so coercion of a lone primitive has a parent to write to.
      fn = compile(ajv, { type: 'object', properties: { value: schema } });
      cache.set(schema, fn);
    }
    if (fn({ value: data })) return [];
    return (fn.errors ?? []).map(
      (e) => `${where}${e.instancePath.replace(/^\/value/, '')} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
    );
  };

  return function validateRequest(operationId: string, request: CapturedRequest): string[] {
    const info: Operation | undefined = documentedOperations.get(operationId);
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
        const value = schemaType(doc, p.schema) === 'array' ? values : values[0];
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
    const mediaType = info.body?.mediaType ?? null;
    const contentType = headers['content-type']?.split(';')[0]?.trim() ?? null;
    const hasBody = request.body !== null && request.body !== '';
    if (!info.body || !mediaType) {
      if (hasBody) problems.push('body sent to an operation that declares none');
    } else if (!hasBody) {
      if (info.body.required) problems.push('required body missing');
    } else {
      if (contentType !== mediaType) problems.push(`content-type ${contentType}, expected ${mediaType}`);
      const form = mediaType === 'application/x-www-form-urlencoded';
      let data: unknown;
      try {
        data = form ? Object.fromEntries(new URLSearchParams(request.body!)) : JSON.parse(request.body!);
      } catch (error) {
        problems.push(`body does not parse as ${mediaType}: ${String(error)}`);
      }
      if (data !== undefined) problems.push(...validate(form ? coercing : strict, info.body.schema, data, 'body'));
    }
    return problems;
  };
}
