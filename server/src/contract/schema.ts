// Reading JSON Schemas of the contract: the merged properties of an allOf chain, the column kind a property is
// stored as, the value a missing field takes and the empty shape of a config document.
import { deref, isObject, stringList, type OpenApiDocument, type SchemaObject } from './document.ts';

export interface ObjectShape {
  properties: Map<string, SchemaObject>;
  required: Set<string>;
  /** `x-ref` of a property (written beside its `$ref`, which deref drops): the resource its value is an id of. */
  references: Map<string, string>;
}

/** Properties and required names of an object schema, merged through `$ref` and `allOf`. */
export function objectShape(doc: OpenApiDocument, schema: unknown): ObjectShape {
  const shape: ObjectShape = { properties: new Map(), required: new Set(), references: new Map() };
  const visit = (node: unknown) => {
    const s = deref(doc, node);
    for (const part of Array.isArray(s.allOf) ? s.allOf : []) visit(part);
    if (isObject(s.properties)) {
      for (const [name, prop] of Object.entries(s.properties)) {
        shape.properties.set(name, deref(doc, prop));
        const ref = isObject(prop) ? prop['x-ref'] : undefined;
        if (typeof ref === 'string') shape.references.set(name, ref);
      }
    }
    for (const name of stringList(s.required)) shape.required.add(name);
  };
  visit(schema);
  return shape;
}

/** The JSON types a schema allows, following `$ref`/`allOf` for the first member that names a type. */
export function schemaTypes(doc: OpenApiDocument, schema: unknown): string[] {
  const s = deref(doc, schema);
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return stringList(s.type);
  if (Array.isArray(s.enum) && s.enum.length) {
    const first: unknown = (s.enum as unknown[]).find((v) => v !== null);
    return [Number.isInteger(first) ? 'integer' : typeof first === 'number' ? 'number' : typeof first === 'boolean' ? 'boolean' : 'string'];
  }
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const types = schemaTypes(doc, part);
    if (types.length) return types;
  }
  if (isObject(s.properties)) return ['object'];
  return [];
}

export type ColumnKind = 'integer' | 'real' | 'text' | 'boolean' | 'json';

export function columnKind(types: string[]): ColumnKind {
  const t = types.filter((x) => x !== 'null');
  if (t.includes('array') || t.includes('object')) return 'json';
  if (t.includes('boolean')) return 'boolean';
  if (t.includes('integer')) return 'integer';
  if (t.includes('number')) return 'real';
  return 'text';
}

/** Merged `default`/`enum` of a property (the first found through `$ref`/`allOf`). */
export function schemaKeyword(doc: OpenApiDocument, schema: unknown, keyword: 'default' | 'enum'): unknown {
  const s = deref(doc, schema);
  if (keyword in s) return s[keyword];
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const found = schemaKeyword(doc, part, keyword);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The value a column takes when a create does not name it: the schema default, else null when nullable,
 * else the first enum member, else the zero value of its type. The server always returns every column. */
export function missingValue(doc: OpenApiDocument, schema: unknown): unknown {
  const explicit = schemaKeyword(doc, schema, 'default');
  if (explicit !== undefined) return explicit;
  const types = schemaTypes(doc, schema);
  if (types.includes('null')) return null;
  const choices = schemaKeyword(doc, schema, 'enum');
  if (Array.isArray(choices) && choices.length) return choices[0];
  return emptyShape(doc, schema);
}

/** The smallest value that fits a schema's type: `{ items: [] }` for a config document of a list. */
export function emptyShape(doc: OpenApiDocument, schema: unknown): unknown {
  const kind = schemaTypes(doc, schema).filter((t) => t !== 'null')[0];
  switch (kind) {
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      return '';
    case 'object': {
      const shape = objectShape(doc, schema);
      const out: Record<string, unknown> = {};
      for (const name of shape.required) out[name] = missingValue(doc, shape.properties.get(name));
      return out;
    }
    default:
      return null;
  }
}
