// The bundled OpenAPI document (sdk/src/generated/openapi.json) as the server reads it: loose JSON with a few
// helpers to follow `$ref`s. Every route, validator and table of the server is derived from this one file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A JSON Schema or OpenAPI object as found in the document; fields are read with the helpers below. */
export type SchemaObject = { [key: string]: unknown };

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, SchemaObject>;
    responses?: Record<string, SchemaObject>;
    securitySchemes?: Record<string, SchemaObject>;
  };
  security?: Array<Record<string, unknown>>;
}

const require = createRequire(import.meta.url);

/** Path of the bundled document inside the SDK package. */
function bundledDocumentPath(): string {
  return require.resolve('@wallet-admin/sdk/openapi.json');
}

export function loadDocument(path = bundledDocumentPath()): OpenApiDocument {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  if (!doc.paths || !doc.components) throw new Error(`${path} is not a bundled OpenAPI document`);
  return doc;
}

export function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Follows `$ref: '#/components/...'` until it reaches an object without one. */
export function deref(doc: OpenApiDocument, node: unknown): SchemaObject {
  let current = node;
  for (let hops = 0; hops < 32; hops++) {
    if (!isObject(current)) return {};
    const ref = current.$ref;
    if (typeof ref !== 'string') return current;
    current = pointer(doc, ref);
  }
  throw new Error('reference cycle in the OpenAPI document');
}

function pointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
  let current: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    current = isObject(current) ? current[key] : undefined;
  }
  if (current === undefined) throw new Error(`dangling $ref ${ref}`);
  return current;
}
