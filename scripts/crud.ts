// `x-crud` in a tag file: the generic operations of a resource written once, expanded by `npm run generate` into
// openapi/crud.yaml (every operation as explicit as a hand-written one, so the bundle, the SDK and Prism see no
// difference). A tag file then holds only what is particular to it: the entity's schemas and its own calls.
//
//   x-crud:
//     Banner:                        # the entity schema of this file (BannerCreate, BannerUpdate, BannerFields)
//       path: /v1/admin/banner       # {path}/list, /lookup, /get, /create, /update, /delete/{id}
//       permission: /banner/list
//       noun: [banner, banners]      # English, singular and plural
//       term: 轮播图                  # the Chinese screen term
//       actions: [list, lookup, get, create, update, delete]   # default: all but lookup (it needs BannerOption)
//       search: [title]              # list and lookup; sort, filter and date-range as on a list
//       sort: [id, sort]
//       filter: [lang, status]
//       description: …               # the list's (how the screen is read)
//       password-confirm: true       # the delete asks for the operator's password
//       # Without a `Banner` schema in the tag file, its entity schemas are written too, from BannerFields:
//       required: [title, image_url]  # what the create requires
//       label: [title]                # x-label; unique: [[…]] or unique-none: why (x-unique, x-unique-none)
//       resource: banner              # the table (default: the entity's name in snake_case)
import { parseYaml, stringifyYaml } from '@redocly/openapi-core';

type Node = Record<string, unknown>;
const ACTIONS = ['list', 'lookup', 'get', 'create', 'update', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
/** What an entry without `actions` offers: every generic operation but the lookup, which needs its own schema. */
const DEFAULT_ACTIONS: readonly Action[] = ['list', 'get', 'create', 'update', 'delete'];

export interface CrudSpec {
  path: string;
  permission: string;
  noun: [string, string];
  term: string;
  actions?: Action[];
  search?: string[];
  sort?: string[];
  filter?: string[];
  'date-range'?: string;
  description?: string;
  'password-confirm'?: boolean;
  required?: string[];
  label?: string[];
  unique?: string[][];
  'unique-none'?: string;
  resource?: string;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c, at: number) => `${at ? '_' : ''}${c.toLowerCase()}`);

/** The entity, create and update schemas of the conventions, from the tag file's `<X>Fields`. */
function entitySchemas(file: string, entity: string, spec: CrudSpec, resource: string, fields: Node): Record<string, Node> {
  const own = ref(`./${file}#/schemas/${entity}Fields`);
  if (!spec.label) throw new Error(`${file}: x-crud ${entity} writes the entity schema and needs its label`);
  return {
    [`${entity}Create`]: { allOf: [own], required: spec.required ?? [], unevaluatedProperties: false },
    [`${entity}Update`]: { allOf: [ref('./common.yaml#/EditBody'), own], unevaluatedProperties: false },
    [entity]: {
      'x-resource': resource,
      'x-label': spec.label,
      ...(spec.unique ? { 'x-unique': spec.unique } : {}),
      ...(spec['unique-none'] ? { 'x-unique-none': spec['unique-none'] } : {}),
      allOf: [ref('./common.yaml#/Timestamps'), own],
      required: Object.keys(fields),
    },
  };
}

const SHARED_PARAMS: Record<string, string> = { lang: 'lang', status: 'status', id: 'id' };
const ref = (to: string) => ({ $ref: to });

function listParameters(file: string, entity: string, spec: CrudSpec, lookup: boolean): unknown[] {
  const params: unknown[] = ['start', 'count', 'cursor', ...(lookup ? ['ids'] : [])].map((p) => ref(`./parameters.yaml#/${p}`));
  if (spec.search?.length) params.push(ref('./parameters.yaml#/key'));
  for (const field of spec.filter ?? []) {
    const shared = SHARED_PARAMS[field];
    params.push(
      shared
        ? ref(`./parameters.yaml#/${shared}`)
        : { name: field, in: 'query', schema: ref(`./${file}#/schemas/${entity}Fields/properties/${field}`) },
    );
  }
  if (spec['date-range']) params.push(ref('./parameters.yaml#/from'), ref('./parameters.yaml#/to'));
  if (spec.sort?.length) params.push(ref('./parameters.yaml#/sort'), ref('./parameters.yaml#/order'));
  return params;
}

const formBody = (schema: string) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: ref(schema) } },
});

/** The operations of one `x-crud` entry, keyed by path. */
function expand(file: string, tag: string, entity: string, spec: CrudSpec, resource: string, home: string): Record<string, Node> {
  const [noun, plural] = spec.noun;
  const base = { tags: [tag], 'x-resource': resource };
  const admin = { ...base, 'x-permission': spec.permission };
  const list = {
    ...(spec.search?.length ? { 'x-search': spec.search } : {}),
    ...(spec.sort?.length ? { 'x-sort': spec.sort } : {}),
    ...(spec.filter?.length ? { 'x-filter': spec.filter } : {}),
    ...(spec['date-range'] ? { 'x-date-range': spec['date-range'] } : {}),
  };
  const one = { 200: ref(`#/responses/${entity}`) };
  const pathId = [ref('./parameters.yaml#/pathId')];
  const confirm = spec['password-confirm'] === true;
  /** `<action><Entity>` at `{path}/<suffix>`, with the fields its action adds. */
  const operation = (action: Action, method: 'get' | 'post', summary: string, fields: Node, suffix: string = action): [string, Node] => [
    suffix,
    {
      [method]: {
        operationId: `${action}${entity}`,
        summary,
        ...(action === 'lookup' ? { ...base, 'x-permission': 'references' } : admin),
        'x-action': action,
        ...fields,
      },
    },
  ];
  const ops: Record<Action, () => [string, Node]> = {
    list: () =>
      operation('list', 'get', `List ${plural} (${spec.term})`, {
        ...(spec.description ? { description: spec.description } : {}),
        ...list,
        parameters: listParameters(file, entity, spec, false),
        responses: { 200: ref(`./pages.yaml#/${entity}Page`) },
      }),
    lookup: () =>
      operation('lookup', 'get', `Look up ${plural} for pickers (${spec.term}选择)`, {
        description: `Any signed-in user may call it, so pickers work on every screen that references ${plural}; rows carry only what a picker shows.`,
        ...list,
        parameters: listParameters(file, entity, spec, true),
        responses: { 200: ref(`./pages.yaml#/${entity}OptionPage`) },
      }),
    get: () =>
      operation('get', 'get', `Get one ${noun} (${spec.term}详情)`, { parameters: [ref('./parameters.yaml#/id')], responses: one }),
    create: () =>
      operation('create', 'post', `Add a ${noun} (新增${spec.term})`, {
        requestBody: formBody(`./${home}#/schemas/${entity}Create`),
        responses: one,
      }),
    update: () =>
      operation('update', 'post', `Change a ${noun} (编辑${spec.term})`, {
        requestBody: formBody(`./${home}#/schemas/${entity}Update`),
        responses: one,
      }),
    delete: () =>
      operation(
        'delete',
        'post',
        confirm ? `Delete a ${noun}, confirmed by the operator's password (删除${spec.term})` : `Delete a ${noun} (删除${spec.term})`,
        {
          ...(confirm ? { 'x-password-confirm': true, 'x-reauth': true, requestBody: formBody('./common.yaml#/PasswordConfirm') } : {}),
          parameters: pathId,
          responses: { 200: ref('#/responses/Ok') },
        },
        'delete/{id}',
      ),
  };
  const out: Record<string, Node> = {};
  for (const action of spec.actions ?? DEFAULT_ACTIONS) {
    if (!ACTIONS.includes(action)) throw new Error(`${file}: x-crud ${entity}: unknown action ${String(action)}`);
    const [suffix, item] = ops[action]();
    out[`${spec.path}/${suffix}`] = item;
  }
  return out;
}

export interface CrudExpansion {
  /** Paths of each tag file, in its order, for openapi.yaml's index. */
  paths: Map<string, string[]>;
  /** Entities whose list answers a page (`<X>Page`; with a lookup `<X>OptionPage`), by tag file, each with the file
   * that holds its schema. */
  pageRows: Map<string, [row: string, file: string][]>;
  /** openapi/crud.yaml, or '' when no tag file has x-crud. */
  text: string;
}

/** Expands the `x-crud` of every tag file (name → text, in the order of `tags`). */
export function expandCrud(files: readonly [file: string, text: string][], header: string): CrudExpansion {
  const paths = new Map<string, string[]>();
  const pageRows = new Map<string, [string, string][]>();
  const allPaths: Record<string, Node> = {};
  const allSchemas: Record<string, Node> = {};
  const responses: Record<string, Node> = {
    Ok: { description: 'Success envelope without data.', content: { 'application/json': { schema: ref('./common.yaml#/Envelope') } } },
  };
  for (const [file, text] of files) {
    const doc = parseYaml(text) as Node;
    const crud = (doc['x-crud'] ?? {}) as Record<string, CrudSpec>;
    const schemas = (doc.schemas ?? {}) as Record<string, Node>;
    const tag = file.replace(/\.yaml$/, '');
    for (const [entity, spec] of Object.entries(crud)) {
      const fields = (schemas[`${entity}Fields`]?.properties ?? {}) as Node;
      if (!schemas[`${entity}Fields`]) throw new Error(`${file}: x-crud ${entity} needs a ${entity}Fields schema`);
      // The tag file's own entity schema, or the one written here from its fields.
      const own = schemas[entity];
      const written = own === undefined;
      const resource = own === undefined ? (spec.resource ?? snakeCase(entity)) : own['x-resource'];
      if (typeof resource !== 'string') throw new Error(`${file}: x-crud ${entity}: its schema has no x-resource`);
      if (written) Object.assign(allSchemas, entitySchemas(file, entity, spec, resource, fields));
      const home = written ? 'crud.yaml' : file;
      for (const field of spec.filter ?? [])
        if (!(field in SHARED_PARAMS) && !(field in fields))
          throw new Error(`${file}: x-crud ${entity} filters by ${field}, no field of ${entity}Fields`);
      const actions = spec.actions ?? DEFAULT_ACTIONS;
      if (actions.includes('lookup') && !schemas[`${entity}Option`])
        throw new Error(`${file}: x-crud ${entity} has a lookup but no ${entity}Option schema`);
      const expanded = expand(file, tag, entity, spec, resource, home);
      Object.assign(allPaths, expanded);
      paths.set(file, [...(paths.get(file) ?? []), ...Object.keys(expanded)]);
      const rows: [string, string][] = [
        ...(actions.includes('list') ? [[entity, home] as [string, string]] : []),
        ...(actions.includes('lookup') ? [[`${entity}Option`, file] as [string, string]] : []),
      ];
      pageRows.set(file, [...(pageRows.get(file) ?? []), ...rows]);
      responses[entity] = {
        description: `One ${entity}.`,
        content: {
          'application/json': {
            schema: {
              allOf: [ref('./common.yaml#/Envelope'), { type: 'object', properties: { data: ref(`./${home}#/schemas/${entity}`) } }],
            },
          },
        },
      };
    }
  }
  const text = Object.keys(allPaths).length
    ? `${header}${stringifyYaml({ paths: allPaths, responses, schemas: allSchemas }, { lineWidth: 120, noRefs: true })}`
    : '';
  return { paths, pageRows, text };
}
