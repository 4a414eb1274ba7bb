// The bundled OpenAPI document (src/generated/openapi.json) as loose JSON, and the one `$ref` resolver of the
// monorepo. Pure: no Node APIs, so browser code may import the type guards (the browser never loads the document).

/** A JSON Schema or OpenAPI object as found in the document; fields are read with the helpers of this module. */
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
  tags?: Array<{ name: string; description?: string }>;
  info?: SchemaObject;
}

export function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The node a local reference (`#/components/schemas/X`, RFC 6901 escapes) points at; throws when it points nowhere. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
  let current: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    current = isObject(current) ? current[key] : undefined;
  }
  if (current === undefined) throw new Error(`dangling $ref ${ref}`);
  return current;
}

/** Follows `$ref`s until it reaches an object without one ({} for anything that is not an object). Keywords
 * written beside a `$ref` are not carried over: read them (`x-ref`) on the node before calling this, or use
 * `flatten`, which merges them. */
export function deref(doc: OpenApiDocument, node: unknown): SchemaObject {
  let current = node;
  for (let hops = 0; hops < 32; hops++) {
    if (!isObject(current)) return {};
    const ref = current.$ref;
    if (typeof ref !== 'string') return current;
    current = resolvePointer(doc, ref);
  }
  throw new Error('reference cycle in the OpenAPI document');
}

/** The component name of a `$ref` (`#/components/schemas/Url` → `Url`). */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}
