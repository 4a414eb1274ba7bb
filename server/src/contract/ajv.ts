// Ajv 2020 instances over the document's component schemas. Refs `#/components/schemas/X` are rewritten to
// `contract#/$defs/X`, so the operation's inline schemas and the shared ones resolve in one registry.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isObject, type OpenApiDocument, type SchemaObject } from './document.ts';
import { toText } from '@wallet-admin/sdk';

// ajv-formats is CommonJS: its default export is the module object under tsx/ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const CONTRACT_ID = 'contract';

const isNumeric = (type: unknown) => (Array.isArray(type) ? type : [type]).some((t) => t === 'integer' || t === 'number');

/** Rewrites refs into the registry and bounds every number the contract left open: beyond 2^53 an integer is no
 * longer exact, and the databases would store it as REAL (SQLite) or refuse it (PostgreSQL bigint). */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!isObject(node)) return node;
  const out: SchemaObject = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')
        ? `${CONTRACT_ID}#/$defs/${v.slice('#/components/schemas/'.length)}`
        : rewriteRefs(v);
  }
  if (isNumeric(node.type)) {
    if (!('maximum' in out) && !('exclusiveMaximum' in out)) out.maximum = Number.MAX_SAFE_INTEGER;
    if (!('minimum' in out) && !('exclusiveMinimum' in out)) out.minimum = Number.MIN_SAFE_INTEGER;
  }
  return out;
}

export interface AjvOptions {
  coerce: boolean;
  defaults: boolean;
}

export function createAjv(doc: OpenApiDocument, options: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false, // the contract carries x-* and OpenAPI keywords (example, x-enum-labels) Ajv does not know
    allErrors: false,
    coerceTypes: options.coerce,
    strictNumbers: true, // NaN and Infinity are not numbers

    useDefaults: options.defaults,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addSchema({ $id: CONTRACT_ID, $defs: rewriteRefs(doc.components.schemas ?? {}) as SchemaObject });
  return ajv;
}

export function compile(ajv: Ajv2020, schema: SchemaObject): ValidateFunction {
  return ajv.compile(rewriteRefs(schema) as SchemaObject);
}

/** The error worth reporting: with anyOf branches Ajv lists each branch's complaint, and a branch that does not
 * know a field the other branch accepts would blame a valid field. A truly unknown field wins, then any error
 * that is not about composition or a field some branch accepts. */
export function pickError(errors: ErrorObject[] | null | undefined, known: Set<string>): ErrorObject | undefined {
  if (!errors?.length) return undefined;
  const named = (e: ErrorObject) => {
    const p = e.params as Record<string, unknown>;
    return toText(p.unevaluatedProperty ?? p.additionalProperty);
  };
  const isUnknownField = (e: ErrorObject) =>
    (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') && e.instancePath === '';
  return (
    errors.find((e) => isUnknownField(e) && !known.has(named(e))) ??
    errors.find((e) => !['anyOf', 'oneOf', 'if'].includes(e.keyword) && !(isUnknownField(e) && known.has(named(e)))) ??
    errors[0]
  );
}

/** `query.count must be <= 1000`, `body.name is required`, `body.foo is not allowed`. */
export function describeError(where: string, error: ErrorObject | undefined): string {
  if (!error) return `${where} is invalid`;
  const at = where + error.instancePath.replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${at}.${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${at}.${String(params.additionalProperty)} is not allowed`;
    case 'unevaluatedProperties':
      return `${at}.${String(params.unevaluatedProperty)} is not allowed`;
    case 'enum':
      return `${at} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${at} ${error.message ?? 'is invalid'}`;
  }
}
