// Reading JSON Schemas of the contract: the merged properties of an allOf chain, the types a schema allows, the
// column kind a property is stored as, the value a missing field takes, and one flattened self-contained schema.
import { deref, isObject, refName, resolvePointer, stringList, type OpenApiDocument, type SchemaObject } from './document.js';
import type { ApprovalPolicy, RowRule } from '../row-rules.js';

export interface ObjectShape {
  /** Each property with its `$ref` resolved. */
  properties: Map<string, SchemaObject>;
  required: Set<string>;
  /** `x-ref` of a property (written beside its `$ref`, which deref drops): the resource its value is an id of. */
  references: Map<string, string>;
  /** `x-ref-scope` beside an `x-ref`: the property of the same row that the referenced row must share (its parent). */
  scopes: Map<string, string>;
  /** The `$ref` a property is written as (`#/components/schemas/HashedPassword`), before resolution. */
  refs: Map<string, string>;
  /** `x-address` of a property (beside its `$ref`): the column of the same row naming the chain whose address rule it follows. */
  addresses: Map<string, string>;
  /** `x-range` of the schema or its allOf parts: start/end pairs whose end must not precede the start. */
  ranges: [string, string][];
  /** `x-rules` of the schema or its allOf parts: rules across fields that every stored row keeps. */
  rules: RowRule[];
}

/** The pairs of an `x-range` value (`[[start_at, end_at]]`); anything else gives none. */
export function rangePairs(value: unknown): [string, string][] {
  return Array.isArray(value)
    ? value.filter((p): p is [string, string] => Array.isArray(p) && p.length === 2 && p.every((c) => typeof c === 'string'))
    : [];
}

/** The rules of an `x-rules` value; anything else gives none. */
/** `x-approval-policy` of an entity, as ApprovalPolicy objects (anything else dropped). */
export function approvalPolicies(value: unknown): ApprovalPolicy[] {
  return (Array.isArray(value) ? value : []).filter(isObject).map((p) => ({
    when: isObject(p.when) ? p.when : {},
    fields: stringList(p.fields),
    harmless: stringList(p.harmless),
    creates: p.creates === true,
  }));
}

export function rowRules(value: unknown): RowRule[] {
  if (!Array.isArray(value)) return [];
  const out: RowRule[] = [];
  for (const rule of value) {
    if (!isObject(rule)) continue;
    const le = stringList(rule.le);
    if (le.length === 2) out.push({ le: [le[0]!, le[1]!] });
    else if (typeof rule.requires === 'string' && isObject(rule.when)) out.push({ requires: rule.requires, when: rule.when });
  }
  return out;
}

/** Properties and required names of an object schema, merged through `$ref` and `allOf` (own properties last). */
export function objectShape(doc: OpenApiDocument, schema: unknown): ObjectShape {
  const shape: ObjectShape = {
    properties: new Map(),
    required: new Set(),
    references: new Map(),
    scopes: new Map(),
    refs: new Map(),
    addresses: new Map(),
    ranges: [],
    rules: [],
  };
  const visit = (node: unknown) => {
    const s = deref(doc, node);
    for (const part of Array.isArray(s.allOf) ? s.allOf : []) visit(part);
    if (isObject(s.properties)) {
      for (const [name, prop] of Object.entries(s.properties)) {
        shape.properties.set(name, deref(doc, prop));
        const ref = isObject(prop) ? prop['x-ref'] : undefined;
        if (typeof ref === 'string') shape.references.set(name, ref);
        const scope = isObject(prop) ? prop['x-ref-scope'] : undefined;
        if (typeof ref === 'string' && typeof scope === 'string') shape.scopes.set(name, scope);
        if (isObject(prop) && typeof prop.$ref === 'string') shape.refs.set(name, prop.$ref);
        const address = isObject(prop) ? prop['x-address'] : undefined;
        if (typeof address === 'string') shape.addresses.set(name, address);
      }
    }
    for (const name of stringList(s.required)) shape.required.add(name);
    shape.ranges.push(...rangePairs(s['x-range']));
    shape.rules.push(...rowRules(s['x-rules']));
  };
  visit(schema);
  return shape;
}

/** The JSON types a schema allows, following `$ref`/`allOf` for the first member that names a type; an enum or a
 * const without a type gives the type of its values. */
export function schemaTypes(doc: OpenApiDocument, schema: unknown): string[] {
  const s = deref(doc, schema);
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return stringList(s.type);
  const sample: unknown = Array.isArray(s.enum) ? (s.enum as unknown[]).find((v) => v !== null) : s.const;
  if (sample !== undefined && sample !== null) {
    return [
      Number.isInteger(sample) ? 'integer' : typeof sample === 'number' ? 'number' : typeof sample === 'boolean' ? 'boolean' : 'string',
    ];
  }
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const types = schemaTypes(doc, part);
    if (types.length) return types;
  }
  if (isObject(s.properties)) return ['object'];
  return [];
}

export type ParamType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
const PARAM_TYPES: readonly string[] = ['string', 'integer', 'number', 'boolean', 'array', 'object'] satisfies ParamType[];

/** The one primitive type of a value (what the SDK checks a parameter against before sending), or null. */
export function schemaType(doc: OpenApiDocument, schema: unknown): ParamType | null {
  const type = schemaTypes(doc, schema).find((t) => t !== 'null');
  return type !== undefined && PARAM_TYPES.includes(type) ? (type as ParamType) : null;
}

export type ColumnKind = 'integer' | 'real' | 'text' | 'boolean' | 'json' | 'decimal';

/** Money (`format: decimal`, common.yaml#/Amount), through `$ref`/`allOf`: stored exactly (a `decimal` column). */
export function isDecimalSchema(doc: OpenApiDocument, schema: unknown): boolean {
  const s = deref(doc, schema);
  if (s.format === 'decimal') return true;
  return (Array.isArray(s.allOf) ? s.allOf : []).some((part) => isDecimalSchema(doc, part));
}

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

export interface FlattenOptions {
  /** Also merge the first `oneOf`/`anyOf` branch (example values need one concrete shape). */
  firstBranch?: boolean;
}

/** Names the component a flattened leaf came from (`Url`, `Lang`, `HashedPassword`): see {@link flatten}. */
export const COMPONENT = 'x-component';
const COMPOSED = new Set(['$ref', 'allOf', 'oneOf', 'anyOf', 'properties', 'required', 'items']);

/**
 * One self-contained schema: `$ref` resolved (with what is written beside it: see {@link besideRef}),
 * `allOf` parts merged in order and then the node's own keywords (later keywords win, properties merge, required
 * names unite), properties and items flattened in turn. A leaf reached through a `$ref` (no allOf, no properties)
 * carries its component's name in `x-component`.
 */
export function flatten(doc: OpenApiDocument, node: unknown, options: FlattenOptions = {}, depth = 0): SchemaObject {
  if (!isObject(node) || depth > 32) return {};
  if (typeof node.$ref === 'string') {
    const target = resolvePointer(doc, node.$ref);
    const flat = flatten(doc, target, options, depth + 1);
    if (isObject(target) && target.$ref === undefined && target.allOf === undefined && target.properties === undefined)
      flat[COMPONENT] = refName(node.$ref);
    return besideRef(flat, node);
  }
  let out: SchemaObject = {};
  for (const part of Array.isArray(node.allOf) ? node.allOf : []) out = merge(out, flatten(doc, part, options, depth + 1));
  if (options.firstBranch) {
    const branch = [node.oneOf, node.anyOf].find((list) => Array.isArray(list) && list.length) as unknown[] | undefined;
    if (branch) out = merge(out, flatten(doc, branch[0], options, depth + 1));
  }
  const own: SchemaObject = {};
  for (const [key, value] of Object.entries(node)) if (!COMPOSED.has(key)) own[key] = value;
  if (isObject(node.properties))
    own.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, flatten(doc, v, options, depth + 1)]));
  if (Array.isArray(node.required)) own.required = node.required;
  if (node.items !== undefined) own.items = flatten(doc, node.items, options, depth + 1);
  return merge(out, own);
}

/** Bounds written beside a `$ref` apply together with the target's (JSON Schema 2020-12), so the tighter one wins. */
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems']);
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems']);

/** A resolved `$ref` with what was written beside it: annotations (`x-ref`, a `description`, a `default`) describe this
 * use of the component and win; bounds (`maximum: 1000` beside `Bps`) narrow the component's. */
function besideRef(flat: SchemaObject, node: SchemaObject): SchemaObject {
  const out = { ...flat };
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') continue;
    const current = out[key];
    if (typeof value === 'number' && typeof current === 'number' && (LOWER.has(key) || UPPER.has(key)))
      out[key] = LOWER.has(key) ? Math.max(current, value) : Math.min(current, value);
    else out[key] = value;
  }
  return out;
}

function merge(into: SchemaObject, part: SchemaObject): SchemaObject {
  const { properties, required, ...rest } = part;
  const out: SchemaObject = { ...into, ...rest };
  if (isObject(properties)) out.properties = { ...(isObject(into.properties) ? into.properties : {}), ...properties };
  if (Array.isArray(required)) out.required = [...new Set([...stringList(into.required), ...stringList(required)])];
  return out;
}
