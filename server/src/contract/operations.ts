// Every operation of the bundled document as a plain descriptor: its extensions, resolved parameters, body and
// the schema of its answer's `data`. The server's routes, hooks and the generated tests read only these.
import { deref, isObject, stringList, type OpenApiDocument, type SchemaObject } from './document.ts';

const CRUD_ACTIONS = ['list', 'lookup', 'get', 'create', 'update', 'delete', 'upsert', 'config_get', 'config_set'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: SchemaObject;
}

export interface Operation {
  operationId: string;
  method: 'get' | 'post';
  path: string;
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
      if (isObject(raw)) out.push(describe(doc, path, method, raw));
    }
    for (const other of Object.keys(item)) {
      if (['put', 'patch', 'delete', 'head', 'options'].includes(other))
        throw new Error(`${other.toUpperCase()} ${path}: the server serves GET and POST only`);
    }
  }
  return out;
}

function describe(doc: OpenApiDocument, path: string, method: 'get' | 'post', raw: SchemaObject): Operation {
  const operationId = String(raw.operationId);
  const security = (Array.isArray(raw.security) ? raw.security : (doc.security ?? [])).filter(isObject);
  const action = typeof raw['x-action'] === 'string' ? raw['x-action'] : null;
  if (action !== null && !(CRUD_ACTIONS as readonly string[]).includes(action))
    throw new Error(`${operationId}: unknown x-action ${action}`);
  const extensions: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (k.startsWith('x-')) extensions[k] = v;
  const responseSchema = responseOf(doc, raw);
  return {
    operationId,
    method,
    path,
    resource: typeof raw['x-resource'] === 'string' ? raw['x-resource'] : null,
    action: action as CrudAction | null,
    permission: typeof raw['x-permission'] === 'string' ? raw['x-permission'] : null,
    session: security.some((s) => 'token' in s),
    adminPassword: security.some((s) => 'adminPassword' in s),
    signed: raw['x-signed'] === true,
    passwordConfirm: raw['x-password-confirm'] === true,
    recommendConflict: raw['x-recommend-conflict'] === true,
    deleteGuard: typeof raw['x-delete-guard'] === 'string' ? raw['x-delete-guard'] : null,
    deleteCascade: stringList(raw['x-delete-cascade']),
    search: stringList(raw['x-search']),
    sort: stringList(raw['x-sort']),
    filter: stringList(raw['x-filter']),
    dateRange: typeof raw['x-date-range'] === 'string' ? raw['x-date-range'] : null,
    parameters: parametersOf(doc, raw),
    body: bodyOf(doc, raw),
    responseSchema,
    dataSchema: responseSchema ? dataSchemaOf(doc, responseSchema) : null,
    extensions,
  };
}

function parametersOf(doc: OpenApiDocument, raw: SchemaObject): Parameter[] {
  const list = Array.isArray(raw.parameters) ? raw.parameters : [];
  return list.map((p) => {
    const param = deref(doc, p);
    const where = param.in;
    if (where !== 'query' && where !== 'path' && where !== 'header')
      throw new Error(`parameter ${String(param.name)} in ${String(where)} is not supported`);
    return {
      name: String(param.name),
      in: where,
      required: param.required === true || where === 'path',
      schema: isObject(param.schema) ? param.schema : {},
    };
  });
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
