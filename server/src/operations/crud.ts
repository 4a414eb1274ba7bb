// ONE generic handler set, keyed by x-action. The list whitelists (x-search, x-sort, x-filter, x-date-range)
// come from the operation and were checked against the table's columns at startup.
import { toText, type Page } from '@wallet-admin/sdk';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CrudAction } from '../contract/operations.ts';
import { emptyShape, objectShape, schemaKeyword } from '../contract/schema.ts';
import { core } from '../db/core.ts';
import type { Db, Row } from '../db/types.ts';
import { deref, isObject, stringList } from '../contract/document.ts';
import { AppError, invalidInput, Result } from '../http/errors.ts';
import { assertRefParents } from './parents.ts';
import { decodeRow, encodeValue, type Resource } from './resources.ts';
import { deleteRow, getRow, insertRow, staleRow, updateRow } from './rows.ts';
import { applyTransition } from './transitions.ts';
import { admits } from './versions.ts';
import type { Handler, OperationContext } from './types.ts';

function resourceOf(ctx: OperationContext): Resource {
  const resource = ctx.op.resource ? ctx.services.contract.resources.get(ctx.op.resource) : undefined;
  if (!resource) throw new Error(`${ctx.op.operationId}: no table for x-resource ${String(ctx.op.resource)}`);
  return resource;
}

// `x-secret` columns (app secrets) are answered once, by the create; afterwards only their last 4 characters.
const MASK = '*'.repeat(12);
const secretColumns = (resource: Resource) => resource.columns.filter((c) => c.schema['x-secret'] === true).map((c) => c.name);

function masked(resource: Resource, row: Row): Row {
  const out = { ...row };
  for (const name of secretColumns(resource)) if (typeof out[name] === 'string') out[name] = MASK + out[name].slice(-4);
  return out;
}

/** A masked secret sent back by an edit form keeps the stored one. */
function withoutMaskedSecrets(resource: Resource, body: Row): Row {
  const out = { ...body };
  for (const name of secretColumns(resource)) if (typeof out[name] === 'string' && out[name].startsWith(MASK)) delete out[name];
  return out;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function list(ctx: OperationContext): Promise<Page<Row>> {
  const { op, query } = ctx;
  const resource = resourceOf(ctx);
  const sortColumn = typeof query.sort === 'string' ? query.sort : 'id';
  if (sortColumn !== 'id' && !op.sort.includes(sortColumn))
    throw invalidInput(
      'invalid input: query.sort must be one of {columns}',
      { columns: ['id', ...op.sort.filter((c) => c !== 'id')].join(', ') },
      'sort',
    );
  const direction = query.order === 'asc' ? 'asc' : 'desc';

  const conditions: Expression<SqlBool>[] = [];
  for (const name of op.filter) {
    const value = query[name];
    const column = resource.byName.get(name);
    if (value !== undefined && value !== null)
      conditions.push(sql<SqlBool>`${sql.ref(name)} = ${column ? encodeValue(column, value) : value}`);
  }
  if (typeof query.key === 'string' && query.key !== '' && op.search.length) {
    const pattern = `%${escapeLike(query.key.toLowerCase())}%`;
    const matches = op.search.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  if (op.dateRange) {
    if (typeof query.from === 'number') conditions.push(sql<SqlBool>`${sql.ref(op.dateRange)} >= ${query.from}`);
    if (typeof query.to === 'number') conditions.push(sql<SqlBool>`${sql.ref(op.dateRange)} <= ${query.to}`);
  }
  // No WHERE at all when nothing filters: SQLite answers a bare count(*) from its b-tree without a scan.
  const filtered = <T extends { where(e: Expression<SqlBool>): T }>(q: T): T =>
    conditions.length ? q.where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`) : q;

  const start = typeof query.start === 'number' ? query.start : 0;
  const count = typeof query.count === 'number' ? query.count : 10;
  const versionColumn = op.extensions['x-version-filter'];
  if (typeof versionColumn === 'string' && typeof query.version === 'string') {
    // Dotted versions do not compare in SQL: filter the matching rows here, then page.
    const all = await filtered(ctx.db.selectFrom(resource.readFrom).selectAll())
      .orderBy(sql.ref(sortColumn), direction)
      .orderBy('id', direction)
      .execute();
    const admitted = all.filter((r) => admits(r[versionColumn], String(query.version)));
    return { list: admitted.slice(start, start + count).map((r) => masked(resource, decodeRow(resource, r))), total: admitted.length };
  }
  const ordered = filtered(ctx.db.selectFrom(resource.readFrom).selectAll()).orderBy(sql.ref(sortColumn), direction);
  const rows = await (sortColumn === 'id' ? ordered : ordered.orderBy('id', direction)).limit(count).offset(start).execute();
  const total = await filtered(ctx.db.selectFrom(resource.readFrom).select(sql<number>`count(*)`.as('n'))).executeTakeFirst();
  return { list: rows.map((r) => masked(resource, decodeRow(resource, r))), total: Number(total?.n ?? 0) };
}

/** A list for pickers: the rows carry only the fields of the response's row schema (id and what a picker shows). */
async function lookup(ctx: OperationContext): Promise<Page<Row>> {
  const { doc } = ctx.services.contract;
  const rowSchema = objectShape(doc, ctx.op.dataSchema ?? {}).properties.get('list')?.items;
  const fields = [...objectShape(doc, rowSchema ?? {}).properties.keys()];
  const page = await list(ctx);
  return { list: page.list.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]]))), total: page.total };
}

/** `x-ref` columns of a write must name existing rows (0 is "none"): else 40000 naming the field, nothing written. */
async function checkReferences(ctx: OperationContext, resource: Resource, values: Row): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const target = resource.byName.get(name)?.references;
    const referenced = target ? ctx.services.contract.resources.get(target) : undefined;
    if (!referenced || value === undefined || value === null || Number(value) === 0) continue;
    const found = await ctx.db.selectFrom(referenced.readFrom).select('id').where('id', '=', Number(value)).executeTakeFirst();
    if (!found)
      throw invalidInput('invalid input: body.{name} names no {target} with id {id}', { name, target: target!, id: toText(value) }, name);
  }
}

async function create(ctx: OperationContext): Promise<Row> {
  const resource = resourceOf(ctx);
  await checkReferences(ctx, resource, ctx.body);
  const row = await insertRow(ctx.db, resource, ctx.body, ctx.now);
  await assertRefParents(ctx.db, resource, ctx.services.contract, row);
  ctx.audit = { target: `${resource.name}:${String(row.id)}`, before: null, after: row };
  return row;
}

async function update(ctx: OperationContext): Promise<Row> {
  const resource = resourceOf(ctx);
  const { id, updated_at: read, ...requested } = withoutMaskedSecrets(resource, ctx.body);
  const stale = typeof read === 'number' ? { expected: read, present: (row: Row) => masked(resource, row) } : undefined;
  await checkReferences(ctx, resource, requested);
  let guard: { before: Row; field: string; value: unknown } | undefined;
  let changes = requested;
  if (resource.transitions) {
    const current = await getRow(ctx.db, resource, id);
    if (stale && current.updated_at !== stale.expected) throw staleRow(resource, id, stale.present(current));
    const moved = await applyTransition(
      ctx.db,
      resource,
      ctx.services.contract.resources,
      current,
      requested,
      ctx.user?.user_name ?? '',
      ctx.now,
    );
    changes = moved.changes;
    if (moved.guard) guard = { before: current, ...moved.guard };
  }
  const { before, after } = await updateRow(ctx.db, resource, id, changes, ctx.now, guard, stale);
  await assertRefParents(ctx.db, resource, ctx.services.contract, after);
  ctx.audit = { target: `${resource.name}:${String(id)}`, before, after };
  return masked(resource, after);
}

async function remove(ctx: OperationContext): Promise<null> {
  const resource = resourceOf(ctx);
  const id = ctx.params.id ?? ctx.body.id;
  const before = await deleteRow(ctx.db, resource, id);
  await cascade(ctx, resource, Number(id));
  ctx.audit = { target: `${resource.name}:${String(id)}`, before, after: null };
  return null;
}

/** `x-delete-cascade`: rows of the listed resources that reference the deleted row (`<resource>_id`) go with it. */
async function cascade(ctx: OperationContext, resource: Resource, id: number): Promise<void> {
  const column = `${resource.name}_id`;
  for (const name of ctx.op.deleteCascade) {
    const dependent = ctx.services.contract.resources.get(name);
    if (dependent?.byName.has(column)) await ctx.db.deleteFrom(dependent.table).where(column, '=', id).execute();
  }
}

async function upsert(ctx: OperationContext): Promise<Row> {
  return ctx.body.id === undefined || ctx.body.id === null ? create(ctx) : update(ctx);
}

const configName = (ctx: OperationContext) => ctx.op.resource ?? ctx.op.operationId;

export async function readConfig(db: Db, name: string): Promise<unknown> {
  const row = await core(db).selectFrom('config').select('value').where('name', '=', name).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

export async function writeConfig(db: Db, name: string, value: unknown, now: number): Promise<void> {
  const text = JSON.stringify(value);
  await core(db)
    .insertInto('config')
    .values({ name, value: text, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: text, updated_at: now }))
    .execute();
}

async function configGet(ctx: OperationContext): Promise<unknown> {
  const { doc } = ctx.services.contract;
  const schema = ctx.op.dataSchema ?? {};
  // A config never set answers the schema's default, else its empty shape (`{ items: [] }`).
  return (await readConfig(ctx.db, configName(ctx))) ?? schemaKeyword(doc, schema, 'default') ?? emptyShape(doc, schema);
}

/** `x-unique-by` on an array of the document: no two items share those properties (40009 naming the repeat). */
function assertUniqueItems(ctx: OperationContext, schema: unknown, value: unknown, at: string): void {
  const { doc } = ctx.services.contract;
  const s = deref(doc, schema);
  if (Array.isArray(value)) {
    const by = stringList(s['x-unique-by']);
    const seen = new Map<string, number>();
    value.forEach((item, i) => {
      if (by.length && isObject(item)) {
        const key = JSON.stringify(by.map((p) => item[p]));
        const first = seen.get(key);
        if (first !== undefined)
          throw new AppError(Result.CONFLICT, 'conflict: {at} repeats {by} of {first}', {
            params: { at: `${at}[${i}]`, by: by.join(', '), first: `${at}[${first}]` },
            field: `${at}[${i}].${by[0]!}`,
          });
        seen.set(key, i);
      }
      assertUniqueItems(ctx, s.items, item, `${at}[${i}]`);
    });
    return;
  }
  if (!isObject(value)) return;
  const shape = objectShape(doc, schema);
  for (const [name, prop] of shape.properties) if (name in value) assertUniqueItems(ctx, prop, value[name], at ? `${at}.${name}` : name);
}

async function configSet(ctx: OperationContext): Promise<unknown> {
  const name = configName(ctx);
  if (ctx.op.body) assertUniqueItems(ctx, ctx.op.body.schema, ctx.body, '');
  const before = (await readConfig(ctx.db, name)) ?? null;
  await writeConfig(ctx.db, name, ctx.body, ctx.now);
  ctx.audit = { target: `config:${name}`, before, after: ctx.body };
  return ctx.body;
}

async function get(ctx: OperationContext): Promise<Row> {
  const resource = resourceOf(ctx);
  return masked(resource, await getRow(ctx.db, resource, ctx.query.id ?? ctx.params.id));
}

export const crud: Record<CrudAction, Handler> = {
  list,
  lookup,
  get,
  create,
  update,
  delete: remove,
  upsert,
  config_get: configGet,
  config_set: configSet,
};
