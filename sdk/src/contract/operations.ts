// Every operation of the bundled document as a plain descriptor: its extensions, resolved parameters, body and
// the schema of its answer's `data`. The server's routes and hooks, the generated runtime table, the console's
// build plugin, the command line and the tests read only these.
import { deref, isObject, stringList, type OpenApiDocument, type SchemaObject } from './document.js';
import { schemaType, type ParamType } from './schema.js';

const CRUD_ACTIONS = [
  'list',
  'lookup',
  'get',
  'create',
  'update',
  'delete',
  'upsert',
  'config_get',
  'config_set',
  'batch_update',
  'reorder',
  'import',
  'generate',
] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: SchemaObject;
  /** The one primitive type the schema allows (null when it does not pin one down). */
  type: ParamType | null;
  description: string;
}

export interface Operation {
  operationId: string;
  method: 'get' | 'post';
  path: string;
  summary: string;
  description: string;
  tags: string[];
  resource: string | null;
  action: CrudAction | null;
  /** A screen route, `session`, or null for calls without a session. */
  permission: string | null;
  session: boolean;
  adminPassword: boolean;
  signed: boolean;
  passwordConfirm: boolean;
  recommendConflict: boolean;
  /** Resource whose rows referencing the target block a delete (`x-delete-guard`). */
  deleteGuard: string | null;
  deleteCascade: string[];
  search: string[];
  sort: string[];
  filter: string[];
  dateRange: string | null;
  silentMessages: string[];
  parameters: Parameter[];
  body: { mediaType: string; schema: SchemaObject; required: boolean } | null;
  /** Schema of the whole answer (the envelope). */
  responseSchema: SchemaObject | null;
  /** Schema of the answer's `data`, when it has one. */
  dataSchema: SchemaObject | null;
  extensions: Record<string, unknown>;
}

const METHODS = ['get', 'post'] as const;

export function listOperations(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (isObject(raw)) out.push(describe(doc, path, method, raw, item.parameters));
    }
    for (const other of Object.keys(item)) {
      if (['put', 'patch', 'delete', 'head', 'options', 'trace'].includes(other))
        throw new Error(`${other.toUpperCase()} ${path}: the contract uses GET and POST only`);
    }
  }
  return out;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nameOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function describe(doc: OpenApiDocument, path: string, method: 'get' | 'post', raw: SchemaObject, shared: unknown): Operation {
  const operationId = String(raw.operationId);
  const security = (Array.isArray(raw.security) ? raw.security : (doc.security ?? [])).filter(isObject);
  const action = nameOrNull(raw['x-action']);
  if (action !== null && !(CRUD_ACTIONS as readonly string[]).includes(action))
    throw new Error(`${operationId}: unknown x-action ${action}`);
  const extensions: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (k.startsWith('x-')) extensions[k] = v;
  const responseSchema = responseOf(doc, raw);
  return {
    operationId,
    method,
    path,
    summary: text(raw.summary),
    description: text(raw.description),
    tags: stringList(raw.tags),
    resource: nameOrNull(raw['x-resource']),
    action: action as CrudAction | null,
    permission: nameOrNull(raw['x-permission']),
    session: security.some((s) => 'token' in s),
    adminPassword: security.some((s) => 'adminPassword' in s),
    signed: raw['x-signed'] === true,
    passwordConfirm: raw['x-password-confirm'] === true,
    recommendConflict: raw['x-recommend-conflict'] === true,
    deleteGuard: nameOrNull(raw['x-delete-guard']),
    deleteCascade: stringList(raw['x-delete-cascade']),
    search: stringList(raw['x-search']),
    sort: stringList(raw['x-sort']),
    filter: stringList(raw['x-filter']),
    dateRange: nameOrNull(raw['x-date-range']),
    silentMessages: stringList(raw['x-silent-messages']),
    parameters: parametersOf(doc, [...listOf(shared), ...listOf(raw.parameters)]),
    body: bodyOf(doc, raw),
    responseSchema,
    dataSchema: responseSchema ? dataSchemaOf(doc, responseSchema) : null,
    extensions,
  };
}

/** Path-level parameters first, an operation's own replacing any of the same name and place. */
function parametersOf(doc: OpenApiDocument, list: unknown[]): Parameter[] {
  const out = new Map<string, Parameter>();
  for (const p of list) {
    const param = deref(doc, p);
    const where = param.in;
    if (where !== 'query' && where !== 'path' && where !== 'header')
      throw new Error(`parameter ${String(param.name)} in ${String(where)} is not supported`);
    const schema = isObject(param.schema) ? param.schema : {};
    out.set(`${where}:${String(param.name)}`, {
      name: String(param.name),
      in: where,
      required: param.required === true || where === 'path',
      schema,
      type: schemaType(doc, schema),
      description: text(param.description) || text(deref(doc, schema).description),
    });
  }
  return [...out.values()];
}

function bodyOf(doc: OpenApiDocument, raw: SchemaObject): Operation['body'] {
  if (!raw.requestBody) return null;
  const body = deref(doc, raw.requestBody);
  const content = isObject(body.content) ? body.content : {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !isObject(media)) return null;
  return { mediaType, schema: isObject(media.schema) ? media.schema : {}, required: body.required === true };
}

function responseOf(doc: OpenApiDocument, raw: SchemaObject): SchemaObject | null {
  const responses = isObject(raw.responses) ? raw.responses : {};
  const ok = deref(doc, responses['200']);
  const content = isObject(ok.content) ? ok.content : {};
  const json = content['application/json'];
  return isObject(json) && isObject(json.schema) ? json.schema : null;
}

/** The schema of `data` inside an envelope schema (`allOf: [Envelope, { properties: { data } }]`). */
function dataSchemaOf(doc: OpenApiDocument, schema: SchemaObject): SchemaObject | null {
  const s = deref(doc, schema);
  if (isObject(s.properties) && isObject(s.properties.data)) return s.properties.data;
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const found = dataSchemaOf(doc, isObject(part) ? part : {});
    if (found) return found;
  }
  return null;
}

/** An operation's title in each language, from its summary "English words (中文)" (scripts/contract.test.ts keeps every
 * summary so): what the approval inbox and the audit log show instead of the operationId. */
export function operationTitle(op: Pick<Operation, 'summary' | 'operationId'>): { zh: string; en: string } {
  const match = /^(.*?)\s*\(([^()]*)\)$/.exec(op.summary);
  return match ? { zh: match[2]!, en: match[1]! } : { zh: op.summary || op.operationId, en: op.summary || op.operationId };
}
