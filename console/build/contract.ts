// Build-time extraction of contract fragments from the bundled OpenAPI document. Why not import the
// document itself: it is 140 kB and grows with every tag, and a screen needs only its resource's
// schemas. Why not a generated file: nothing to keep in sync or commit; the build derives the fragments
// from the same openapi.json the SDK and the server read, through the same reader (@wallet-admin/sdk/contract:
// $ref resolution, allOf flattening, the operation list), so the console cannot drift from them.
import type { OperationId } from '@wallet-admin/sdk';
import type { Contract, FieldSchema, OperationContract, Transitions } from '../src/lib/contract.ts';
// Relative, not @wallet-admin/sdk/contract: Vite loads this file with the config, where tsconfig paths do not apply.
import {
  approvalPolicies,
  COMPONENT,
  flatten,
  isObject,
  listOperations,
  rangePairs,
  rowRules,
  stringList,
  type OpenApiDocument,
  type Operation,
  type SchemaObject,
} from '../../sdk/src/contract/index.ts';

const SCALAR_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'default', 'minItems', 'maxItems'] as const;
const PAGING = new Set(['start', 'count']);
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The component schema whose `x-resource` is `name`. */
const entityOf = (doc: OpenApiDocument, name: string) => Object.values(doc.components.schemas ?? {}).find((s) => s['x-resource'] === name);

/** `x-ref: <resource>`: the resource's lookup operation and the fields of its rows' label (the entity's x-label). */
function referenceOf(doc: OpenApiDocument, operations: Operation[], resource: string): NonNullable<FieldSchema['reference']> {
  const op = operations.find((o) => o.method === 'get' && o.resource === resource && o.action === 'lookup');
  if (!op) throw new Error(`x-ref ${resource}: no lookup operation`);
  // A search of the resource's rows besides its lookup (x-references: the DApp picker's, the app's DApp search).
  const search = operations.find((o) => o.method === 'get' && o.extensions['x-references'] === resource);
  return {
    resource,
    lookup: op.operationId as OperationId,
    label: stringList(entityOf(doc, resource)?.['x-label']),
    ...(search ? { search: search.operationId as OperationId } : {}),
  };
}

/** A flattened schema (see `flatten`) with only the keywords of FieldSchema, named as the console reads them. */
function field(doc: OpenApiDocument, operations: Operation[], s: SchemaObject): FieldSchema {
  const out: Mutable<FieldSchema> = {};
  if (typeof s['x-ref'] === 'string') {
    // `x-ref-scope: <field>`: the picker lists only rows whose <field> is the form's value of that field (class → subclass).
    const scope = typeof s['x-ref-scope'] === 'string' ? { scope: s['x-ref-scope'] } : {};
    const { search, ...reference } = referenceOf(doc, operations, s['x-ref']);
    // `x-ref-search: false`: a field that may name any row is picked by the lookup (a hidden DApp's contact).
    out.reference = { ...reference, ...(search && s['x-ref-search'] !== false ? { search } : {}), ...scope };
  }
  const types = ([] as unknown[]).concat(s.type ?? []) as string[];
  const type = types.find((t) => t !== 'null');
  if (type) out.type = type as FieldSchema['type'];
  if (types.includes('null')) out.nullable = true;
  if (typeof s[COMPONENT] === 'string') out.ref = s[COMPONENT];
  if (Array.isArray(s.enum)) out.enum = s.enum as (string | number)[];
  if (isObject(s['x-enum-labels'])) out.enumLabels = s['x-enum-labels'] as Record<string, string>;
  if (isObject(s['x-enum-labels-en'])) out.enumLabelsEn = s['x-enum-labels-en'] as Record<string, string>;
  if (isObject(s['x-enum-tones'])) out.enumTones = s['x-enum-tones'] as Record<string, string>;
  for (const key of SCALAR_KEYWORDS) if (s[key] !== undefined) (out as SchemaObject)[key] = s[key];
  if (isObject(s.properties)) {
    out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, field(doc, operations, v as SchemaObject)]));
    out.type ??= 'object';
  }
  if (Array.isArray(s.required)) out.required = s.required as string[];
  if (isObject(s.items)) out.items = field(doc, operations, s.items);
  if (Array.isArray(s['x-label'])) out.label = s['x-label'] as string[];
  if (typeof s['x-address'] === 'string') out.address = s['x-address'];
  if (s['x-secret'] === true) out.secret = true;
  if (typeof s['x-decimals'] === 'number') out.decimals = s['x-decimals'];
  if (typeof s['x-decimals-of'] === 'string') out.decimalsOf = s['x-decimals-of'];
  const ranges = rangePairs(s['x-range']);
  if (ranges.length) out.ranges = ranges;
  // A bound's 0 is "no limit"; any other moment's 0 is "not yet" (a code's used_at), which shows nothing.
  // The end of a range also says so: a list marks a row whose end has passed (a recommendation, a banner) 已结束.
  for (const [start, end] of ranges) {
    for (const name of [start, end]) {
      const bound = out.properties?.[name];
      if (bound) out.properties = { ...out.properties, [name]: { ...bound, bound: true, ...(name === end ? { ends: true } : {}) } };
    }
  }
  const rules = rowRules(s['x-rules']);
  if (rules.length) out.rules = rules;
  // The upper side of a `le` rule has no limit at 0 (row-rules.ts): a list shows 不限 there, not "0.000000".
  for (const rule of rules) {
    const high = 'le' in rule ? out.properties?.[rule.le[1]] : undefined;
    if (high && 'le' in rule) out.properties = { ...out.properties, [rule.le[1]]: { ...high, noLimit: true } };
  }
  const approval = approvalPolicies(s['x-approval-policy']);
  if (approval.length) out.approval = approval;
  return out;
}

const fieldOf = (doc: OpenApiDocument, operations: Operation[], node: unknown) => field(doc, operations, flatten(doc, node));

/** A page's row shape (joined or grouped rows of a list that are not the entity). */
function rowOf(doc: OpenApiDocument, operations: Operation[], op: Operation): FieldSchema | undefined {
  return op.responseSchema ? fieldOf(doc, operations, op.responseSchema).properties?.data?.properties?.list?.items : undefined;
}

function operationContract(doc: OpenApiDocument, operations: Operation[], op: Operation): OperationContract {
  const out: Mutable<OperationContract> = {};
  const query = op.parameters.filter((p) => p.in === 'query' && !PAGING.has(p.name));
  if (query.length) out.query = Object.fromEntries(query.map((p) => [p.name, fieldOf(doc, operations, p.schema)]));
  if (op.body) out.body = fieldOf(doc, operations, op.body.schema);
  if (op.search.length) out.search = op.search;
  if (op.sort.length) out.sort = op.sort;
  if (op.filter.length) out.filter = op.filter;
  if (op.dateRange) out.dateRange = op.dateRange;
  const row = rowOf(doc, operations, op);
  if (row) out.row = row;
  return out;
}

/** The data of an answer: only for a contract named by its operationId (a page of its own reads its answer's enums). */
const dataOf = (doc: OpenApiDocument, operations: Operation[], op: Operation): FieldSchema | undefined =>
  op.responseSchema ? fieldOf(doc, operations, op.responseSchema).properties?.data : undefined;

/** The contract of an `x-resource`, or of the single operation whose operationId is `name`. */
export function contractOf(doc: OpenApiDocument, name: string): Contract {
  const all = listOperations(doc);
  const operations: Record<string, OperationContract> = {};
  for (const op of all) {
    if (op.operationId === name) {
      const data = dataOf(doc, all, op);
      operations[name] = { ...operationContract(doc, all, op), ...(data && { data }) };
    } else if (op.resource === name) operations[op.operationId] = operationContract(doc, all, op);
  }
  const entity = entityOf(doc, name);
  if (!entity && !Object.keys(operations).length) throw new Error(`virtual:contract/${name}: no x-resource or operationId named ${name}`);
  const transitions = entity?.['x-transitions'] as Transitions | undefined;
  return {
    name,
    ...(entity && { entity: fieldOf(doc, all, entity) }),
    ...(transitions && { transitions }),
    operations,
  };
}
