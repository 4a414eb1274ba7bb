// Build-time extraction of contract fragments from the bundled OpenAPI document. Why not import the
// document itself: it is 140 kB and grows with every tag, and a screen needs only its resource's
// schemas. Why not a generated file: nothing to keep in sync or commit; the build derives the fragments
// from the same openapi.json the SDK and the server read, so the console cannot drift from them.
import type { OperationId } from '@wallet-admin/sdk';
import type { Contract, FieldSchema, OperationContract, Transitions } from '../src/lib/contract.ts';

type Json = Record<string, unknown>;
const METHODS = ['get', 'post'] as const;
const SCALAR_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'default', 'minItems', 'maxItems'] as const;
const PAGING = new Set(['start', 'count']);

function resolveRef(doc: Json, ref: string): Json {
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!node) throw new Error(`unresolved $ref ${ref}`);
  return node as Json;
}

/** `x-ref: <resource>`: the resource's lookup operation and the fields of its rows' label (its row schema's x-label). */
function referenceOf(doc: Json, resource: string): NonNullable<FieldSchema['reference']> {
  for (const item of Object.values(doc.paths as Record<string, Json>)) {
    const op = item.get as Json | undefined;
    if (op?.['x-resource'] !== resource || op['x-action'] !== 'lookup') continue;
    const row = operationContract(doc, op).row;
    return { resource, lookup: op.operationId as OperationId, label: row?.label ?? ['id'] };
  }
  throw new Error(`x-ref ${resource}: no lookup operation`);
}

/** Resolves $ref and allOf into one self-contained node with only the keywords of FieldSchema. */
export function flatten(doc: Json, node: Json, ref?: string): FieldSchema {
  // `x-ref` may sit beside a $ref (`{ $ref: Id, x-ref: token }`).
  // `x-ref-scope: <field>`: the picker lists only rows whose <field> is the form's value of that field (class → subclass).
  const scope = typeof node['x-ref-scope'] === 'string' ? { scope: node['x-ref-scope'] } : {};
  const reference = typeof node['x-ref'] === 'string' ? { reference: { ...referenceOf(doc, node['x-ref']), ...scope } } : {};
  if (typeof node.$ref === 'string') return { ...flatten(doc, resolveRef(doc, node.$ref), node.$ref.split('/').pop()), ...reference };
  const out: { -readonly [K in keyof FieldSchema]: FieldSchema[K] } = { ...reference };
  for (const part of (node.allOf as Json[] | undefined) ?? []) merge(out, flatten(doc, part));
  const types = ([] as unknown[]).concat(node.type ?? []) as string[];
  const type = types.find((t) => t !== 'null');
  if (type) out.type = type as FieldSchema['type'];
  if (types.includes('null')) out.nullable = true;
  if (ref && !node.allOf && !node.properties) out.ref = ref;
  if (Array.isArray(node.enum)) out.enum = node.enum as (string | number)[];
  if (node['x-enum-labels']) out.enumLabels = node['x-enum-labels'] as Record<string, string>;
  for (const key of SCALAR_KEYWORDS) if (node[key] !== undefined) (out as Json)[key] = node[key];
  if (node.properties) {
    const properties = Object.entries(node.properties as Record<string, Json>).map(([k, v]) => [k, flatten(doc, v)] as const);
    out.properties = { ...out.properties, ...Object.fromEntries(properties) };
    out.type ??= 'object';
  }
  if (Array.isArray(node.required)) out.required = [...new Set([...(out.required ?? []), ...(node.required as string[])])];
  if (node.items) out.items = flatten(doc, node.items as Json);
  if (Array.isArray(node['x-label'])) out.label = node['x-label'] as string[];
  return out;
}

function merge(into: { -readonly [K in keyof FieldSchema]: FieldSchema[K] }, part: FieldSchema): void {
  const { properties, required, ...rest } = part;
  Object.assign(into, rest);
  if (properties) into.properties = { ...into.properties, ...properties };
  if (required) into.required = [...new Set([...(into.required ?? []), ...required])];
}

function operationContract(doc: Json, op: Json): OperationContract {
  const out: { -readonly [K in keyof OperationContract]: OperationContract[K] } = {};
  const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => (p.$ref ? resolveRef(doc, p.$ref as string) : p));
  const query = params.filter((p) => p.in === 'query' && !PAGING.has(p.name as string));
  if (query.length) out.query = Object.fromEntries(query.map((p) => [p.name as string, flatten(doc, p.schema as Json)]));
  const content = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const body = content && Object.values(content)[0]?.schema;
  if (body) out.body = flatten(doc, body as Json);
  if (op['x-search']) out.search = op['x-search'] as string[];
  if (op['x-sort']) out.sort = op['x-sort'] as string[];
  if (op['x-filter']) out.filter = op['x-filter'] as string[];
  if (op['x-date-range']) out.dateRange = op['x-date-range'] as string;
  // A page's row shape (joined or grouped rows of a list that are not the entity).
  const response = ((op.responses as Json | undefined)?.['200'] ?? {}) as Json;
  const schema = (
    ((response.$ref ? resolveRef(doc, response.$ref as string) : response).content as Json | undefined)?.['application/json'] as
      Json | undefined
  )?.schema;
  const row = schema ? flatten(doc, schema as Json).properties?.data?.properties?.list?.items : undefined;
  if (row) out.row = row;
  return out;
}

/** The contract of an `x-resource`, or of the single operation whose operationId is `name`. */
export function contractOf(doc: Json, name: string): Contract {
  const operations: Record<string, OperationContract> = {};
  for (const item of Object.values(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (op && (op['x-resource'] === name || op.operationId === name)) operations[op.operationId as string] = operationContract(doc, op);
    }
  }
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const entityName = Object.keys(schemas).find((key) => schemas[key]!['x-resource'] === name);
  if (!entityName && !Object.keys(operations).length)
    throw new Error(`virtual:contract/${name}: no x-resource or operationId named ${name}`);
  const transitions = entityName ? (schemas[entityName]!['x-transitions'] as Transitions | undefined) : undefined;
  return { name, ...(entityName && { entity: flatten(doc, schemas[entityName]!) }), ...(transitions && { transitions }), operations };
}
