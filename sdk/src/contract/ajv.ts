// Ajv 2020 instances over the document's component schemas. Refs `#/components/schemas/X` are rewritten to
// `contract#/$defs/X`, so an operation's inline schemas and the shared ones resolve in one registry. The server
// validates every request with it; the SDK's contract test checks the requests the client builds with it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isObject, type OpenApiDocument, type SchemaObject } from './document.js';

// ajv-formats is CommonJS: its default export is the module object under tsx/ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const CONTRACT_ID = 'contract';
const COMPONENT_SCHEMAS = '#/components/schemas/';

const isNumeric = (type: unknown) => (Array.isArray(type) ? type : [type]).some((t) => t === 'integer' || t === 'number');

/** Rewrites refs into the registry and bounds every number the contract left open: beyond 2^53 an integer is no
 * longer exact, and the databases would store it as REAL (SQLite) or refuse it (PostgreSQL bigint). */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!isObject(node)) return node;
  const out: SchemaObject = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith(COMPONENT_SCHEMAS)
        ? `${CONTRACT_ID}#/$defs/${v.slice(COMPONENT_SCHEMAS.length)}`
        : rewriteRefs(v);
  }
  if (isNumeric(node.type)) {
    if (!('maximum' in out) && !('exclusiveMaximum' in out)) out.maximum = Number.MAX_SAFE_INTEGER;
    if (!('minimum' in out) && !('exclusiveMinimum' in out)) out.minimum = Number.MIN_SAFE_INTEGER;
  }
  return out;
}

export interface AjvOptions {
  /** Query strings and form fields arrive as text: coerce them to the schema's types. */
  coerce: boolean;
  /** Fill in defaults. */
  defaults: boolean;
  /** Report every error instead of the first (tests that list everything wrong). */
  allErrors?: boolean;
}

export function createAjv(doc: OpenApiDocument, options: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false, // the contract carries x-* and OpenAPI keywords (example, x-enum-labels) Ajv does not know
    allErrors: options.allErrors === true,
    coerceTypes: options.coerce,
    strictNumbers: true, // NaN and Infinity are not numbers
    useDefaults: options.defaults,
    validateFormats: true,
  });
  addFormats(ajv);
  // Money (common.yaml#/Amount): a decimal string; its own pattern bounds the digits.
  ajv.addFormat('decimal', /^-?[0-9]+(\.[0-9]+)?$/);
  ajv.addSchema({ $id: CONTRACT_ID, $defs: rewriteRefs(doc.components.schemas ?? {}) as SchemaObject });
  return ajv;
}

export function compile(ajv: Ajv2020, schema: SchemaObject): ValidateFunction {
  return ajv.compile(rewriteRefs(schema) as SchemaObject);
}
