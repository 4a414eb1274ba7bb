// ONE generic handler set, keyed by x-action. The list whitelists (x-search, x-sort, x-filter, x-date-range)
// come from the operation and were checked against the table's columns at startup.
import {
  type CrudAction,
  type OpenApiDocument,
  type Operation,
  emptyShape,
  objectShape,
  schemaKeyword,
  deref,
  isObject,
  stringList,
} from '@wallet-admin/sdk/contract';
import { toText, type Page } from '@wallet-admin/sdk';
import { sql, type Expression, type SqlBool } from 'kysely';
import { core } from '../db/core.ts';
import { ftsTable, gramsExpression, gramsTable } from '../db/sync.ts';
import type { Db, Row } from '../db/types.ts';
import { AppError, fieldOf, invalidInput, Result } from '../http/errors.ts';
import { DELETE_REFUSALS } from '../http/messages.ts';
import { decodeRow, encodeValue, foldsCase, type Resource } from './resources.ts';
import { getRow, staleRow } from './rows.ts';
import { changeRow, createRow, removeRow } from './door.ts';
import { normalizeAddresses } from './addresses.ts';
import { applyCreatedState, applyTransition } from './transitions.ts';
import { auditedDocuments, MASK, maskedDocument, maskSecret, withStoredSecrets } from './secrets.ts';
import { importRows } from './import.ts';
import { checkListParents } from './scopes.ts';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor.ts';
import { cachedTotal, COUNT_BOUND, lastTotal, stampOf } from './totals.ts';
import { FAR, farPosition } from './positions.ts';
import { versionKey, versionKeyColumn } from './versions.ts';
import { derivedColumn, derivedFilter, derivedSelections, readDerived, withDerived } from './derived.ts';
import { generate } from './generate.ts';
import type { Handler, OperationContext } from './types.ts';
import { maskRow } from './masks.ts';

function resourceOf(ctx: OperationContext): Resource {
  const resource = ctx.op.resource ? ctx.services.contract.resources.get(ctx.op.resource) : undefined;
  if (!resource) throw new Error(`${ctx.op.operationId}: no table for x-resource ${String(ctx.op.resource)}`);
  return resource;
}

// `x-secret` columns (app secrets) are answered once, by the create; afterwards masked (maskSecret).
const secretColumns = (resource: Resource) => resource.columns.filter((c) => c.schema['x-secret'] === true).map((c) => c.name);

function masked(resource: Resource, row: Row): Row {
  // `x-mask: pan` (a card's number): its first 6 and last 4 digits only (masks.ts).
  const out = maskRow(resource, { ...row });
  for (const name of secretColumns(resource)) if (typeof out[name] === 'string') out[name] = maskSecret(out[name]);
  return out;
}

/** A masked secret sent back by an edit form keeps the stored one. */
function withoutMaskedSecrets(resource: Resource, body: Row): Row {
  const out = { ...body };
  for (const name of secretColumns(resource)) if (typeof out[name] === 'string' && out[name].startsWith(MASK)) delete out[name];
  return out;
}

/** A LIKE pattern matching `text` anywhere, case-insensitively (compare with `lower(column) like … escape '\\'`). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Keys shorter than a trigram are looked up in the grams index instead (one gram: a character or a pair). */
const TRIGRAM = 3;

/**
 * `key`: a case-insensitive substring of any of `columns` (lower(col) LIKE '%key%'). The LIKE always decides, so the
 * matches are those of the LIKE alone; an index finds the candidates (db/sync.ts). SQLite: the trigram table for keys
 * of 3 characters and more (a superset: it folds case beyond ASCII), the grams table for shorter ones. PostgreSQL:
 * pg_trgm indexes serve the LIKE itself from 3 characters; a shorter key adds its grams condition.
 */
interface Search {
  like: Expression<SqlBool>;
  /** SQLite: the FTS5 table (trigrams or grams) and its MATCH phrase, when the index can find the candidates. */
  fts: { table: string; phrase: string } | null;
  /** PostgreSQL, keys of 1–2 characters: the rows whose grams hold the key (the grams index). */
  grams: Expression<SqlBool> | null;
}

/** The exact test of a `key` search, without an index: `text` in any of `columns`, case-insensitively. */
export const containsCondition = (resource: Resource, columns: string[], text: string) =>
  sql<SqlBool>`(${sql.join(
    columns.map((c) => sql<SqlBool>`lower(${sql.ref(`${resource.readFrom}.${c}`)}) like ${containsPattern(text)} escape '\\'`),
    sql` or `,
  )})`;

function search(ctx: OperationContext, resource: Resource, columns: string[], text: string): Search {
  const key = text.toLowerCase();
  const like = containsCondition(resource, columns, key);
  // Every column in the index (a subset of the x-search columns): its candidates hold every match.
  if (!columns.every((c) => resource.searched.includes(c))) return { like, fts: null, grams: null };
  const short = [...key].length < TRIGRAM;
  if (ctx.services.database.dialect === 'postgres') {
    const grams = gramsExpression(resource, (c) => sql.ref(`${resource.readFrom}.${c}`));
    return { like, fts: null, grams: short ? sql<SqlBool>`${grams} @> array[${key}::text]` : null };
  }
  // The grams table's token of a key: the hex of its UTF-8, as the triggers write it.
  const fts = short
    ? { table: gramsTable(resource.table), phrase: `"${Buffer.from(key).toString('hex')}"` }
    : { table: ftsTable(resource.table), phrase: `"${key.replace(/"/g, '""')}"` };
  return { like, fts, grams: null };
}

const inSearchIndex = (fts: NonNullable<Search['fts']>, id: Expression<unknown>) =>
  sql<SqlBool>`${id} in (select rowid from ${sql.table(fts.table)} where ${sql.table(fts.table)} match ${fts.phrase})`;

/** The conditions of a `key` search, for queries of their own (the public DApp search). */
export function searchConditions(ctx: OperationContext, resource: Resource, columns: string[], text: string): Expression<SqlBool>[] {
  const found = search(ctx, resource, columns, text);
  return [
    ...(found.fts ? [inSearchIndex(found.fts, sql.ref(`${resource.readFrom}.id`))] : []),
    ...(found.grams ? [found.grams] : []),
    found.like,
  ];
}

/** Keyset paging needs a total order: the sort column must never be null (id breaks ties). */
const cursorable = (resource: Resource, sort: string) =>
  ['id', 'created_at', 'updated_at'].includes(sort) || resource.byName.get(sort)?.nullable === false;

/**
 * Every list: equality filters (x-filter), `key` over x-search, x-date-range, `version` (x-version-filter, on the
 * hidden sortable key column), a page by `start` (offset) or by `cursor` (keyset: rows after the cursor's row in
 * the same order), sorted by x-sort then id. Each shape is an index range read (db/sync.ts builds the indexes
 * from the same extensions; server/test/list-plans.test.ts checks the plans). The answer's `next_cursor` pages on.
 */
async function list(ctx: OperationContext): Promise<Page<Row>> {
  const { op, query } = ctx;
  const resource = resourceOf(ctx);
  await checkListParents(ctx);
  const sortColumn = typeof query.sort === 'string' ? query.sort : 'id';
  if (sortColumn !== 'id' && !op.sort.includes(sortColumn))
    throw invalidInput(
      'invalid input: query.sort must be one of {columns}',
      { columns: ['id', ...op.sort.filter((c) => c !== 'id')].join(', ') },
      'sort',
    );
  const direction = query.order === 'asc' ? 'asc' : 'desc';

  // Columns named with their table: a search sorted by id reads the search table (trigrams or grams) joined to it.
  const col = (name: string) => sql.ref(`${resource.readFrom}.${name}`);
  // x-derived columns (a window's state): filtered by ranges of their window, sorted by their SQL expression;
  // x-filter-all names each filter's "all" value.
  const valueOf = (name: string) => derivedColumn(resource, name, ctx.now) ?? col(name);
  // The sort's key: a text column case-insensitively, lower() of the column and of a position's value (foldsCase).
  const folded = sortColumn !== 'id' && !derivedColumn(resource, sortColumn, ctx.now) && foldsCase(resource, sortColumn);
  const sortKey = folded ? sql`lower(${col(sortColumn)})` : valueOf(sortColumn);
  const keyOf = (value: unknown) => (folded ? sql`lower(cast(${value} as text))` : sql`${value}`);
  const allValue = isObject(op.extensions['x-filter-all']) ? op.extensions['x-filter-all'] : {};
  const conditions: Expression<SqlBool>[] = [];
  for (const name of op.filter) {
    const value = query[name];
    const column = resource.byName.get(name);
    if (value !== undefined && value !== null && value !== allValue[name])
      conditions.push(
        derivedFilter(resource, name, value, ctx.now) ?? sql<SqlBool>`${col(name)} = ${column ? encodeValue(column, value) : value}`,
      );
  }
  // `ids` (lookups): the rows of these ids, so a page of cells gets its labels in one call.
  if (typeof query.ids === 'string') conditions.push(sql<SqlBool>`${col('id')} in (${sql.join(query.ids.split(',').map(Number))})`);
  const found = typeof query.key === 'string' && query.key !== '' && op.search.length ? search(ctx, resource, op.search, query.key) : null;
  if (found) conditions.push(...(found.grams ? [found.grams] : []), found.like);
  if (op.dateRange) {
    // Ranges are wide (the console asks for 90 days): unless the list is sorted by the range's column, SQLite should
    // read the sort's index in order and test the range row by row, not collect and sort the whole range. A unary
    // `+` keeps its index out of the plan (PostgreSQL plans by its statistics and gets the column as is).
    const column =
      ctx.services.database.dialect === 'sqlite' && sortColumn !== op.dateRange ? sql`+${col(op.dateRange)}` : col(op.dateRange);
    if (typeof query.from === 'number') conditions.push(sql<SqlBool>`${column} >= ${query.from}`);
    if (typeof query.to === 'number') conditions.push(sql<SqlBool>`${column} <= ${query.to}`);
  }
  const versionColumn = op.extensions['x-version-filter'];
  if (typeof versionColumn === 'string' && typeof query.version === 'string')
    conditions.push(sql<SqlBool>`${col(versionKeyColumn(versionColumn))} <= ${versionKey(query.version)}`);
  // No WHERE at all when nothing filters: SQLite answers a bare count(*) from its b-tree without a scan.
  const where = (extra: Expression<SqlBool>[]) => {
    const all = [...conditions, ...extra];
    return <T extends { where(e: Expression<SqlBool>): T }>(q: T): T =>
      all.length ? q.where(sql<SqlBool>`${sql.join(all, sql` and `)}`) : q;
  };

  const count = typeof query.count === 'number' ? query.count : 10;
  const keyset = cursorable(resource, sortColumn);
  // Bound to what the list reads besides the position. A sort without keyset paging never answers a cursor, so
  // none is accepted for it either.
  const scope: CursorScope = {
    operation: op.operationId,
    sort: sortColumn,
    order: direction,
    filters: Object.fromEntries([...op.filter, 'key', 'from', 'to', 'version'].map((name) => [name, query[name]])),
  };
  const cursor = typeof query.cursor === 'string' ? decodeCursor(ctx.services.cursorKey, scope, query.cursor) : null;
  // Sorted by id, a search reads the search table's matches in rowid order (FTS5 gives them so) and stops after
  // a page; other sorts collect the matches (few: the index found them) and sort them.
  const fts = found?.fts ?? null;
  const joined = fts !== null && sortColumn === 'id';
  const id = joined ? sql`${sql.table(fts.table)}.rowid` : col('id');
  // The rows after a position of the order (a cursor's row), or from it on (a far page's kept row).
  const from = (position: { value: unknown; id: number }, inclusive: boolean) => {
    const cmp = sql.raw((direction === 'asc' ? '>' : '<') + (inclusive ? '=' : ''));
    return sortColumn === 'id'
      ? sql<SqlBool>`${id} ${cmp} ${position.id}`
      : folded
        ? // The key's own bound first: SQLite seeks an expression index by a plain comparison, not by a row value.
          sql<SqlBool>`${sortKey} ${sql.raw(direction === 'asc' ? '>=' : '<=')} ${keyOf(position.value)} and (${sortKey}, ${col('id')}) ${cmp} (${keyOf(position.value)}, ${position.id})`
        : sql<SqlBool>`(${col(sortColumn)}, ${col('id')}) ${cmp} (${position.value}, ${position.id})`;
  };
  const after: Expression<SqlBool>[] = cursor ? [from(cursor, false)] : [];
  const start = cursor ? 0 : typeof query.start === 'number' ? query.start : 0;
  const source = joined
    ? ctx.db
        .selectFrom(fts.table)
        .crossJoin(resource.readFrom)
        .selectAll(resource.readFrom)
        .select(derivedSelections(resource, ctx.now))
        .where(sql<SqlBool>`${col('id')} = ${id} and ${sql.table(fts.table)} match ${fts.phrase}`)
    : ctx.db.selectFrom(resource.readFrom).selectAll().select(derivedSelections(resource, ctx.now));
  const indexed = fts && !joined ? [inSearchIndex(fts, col('id'))] : [];
  // A far page by offset reads on from a kept position of its order (positions.ts) when the order is total and
  // stored (not a derived expression of the clock): an index range and fewer than a hundred rows skipped.
  const dir = sql.raw(direction);
  const far =
    !cursor && keyset && !joined && start >= FAR && !derivedColumn(resource, sortColumn, ctx.now)
      ? await farPosition(
          ctx.db,
          resource.table,
          where(indexed)(
            ctx.db
              .selectFrom(resource.readFrom)
              .select([
                sql`${col(sortColumn)}`.as('v'),
                sql`${col('id')}`.as('id'),
                sql`row_number() over (order by ${sortColumn === 'id' ? sql`${col('id')} ${dir}` : sql`${folded ? sortKey : col(sortColumn)} ${dir}, ${col('id')} ${dir}`})`.as(
                  'rn',
                ),
              ]),
          ),
          start,
        )
      : null;
  if (far) after.push(from(far, true));
  // Counted up to the bound and no further (common.yaml#/Page): a count that does not grow with the table.
  const counting = ctx.db
    .selectFrom(
      where(fts ? [inSearchIndex(fts, col('id'))] : [])(ctx.db.selectFrom(resource.readFrom).select(sql`1`.as('one')))
        .limit(COUNT_BOUND + 1)
        .as('bounded'),
    )
    .select(sql<number>`count(*)`.as('n'));
  // PostgreSQL plans a `key` search from its estimate of how many rows the infix LIKEs match. An ANALYZE sample that
  // happens to hold the key makes that estimate a hundred times too high, and the plan walks the primary key
  // backwards testing every row for a page of rare matches (searchToken key=usd, 100,000 tokens: 71 req/s against
  // 1,143). Unless this search's last total says its matches are many (walking the order then meets a page at once),
  // the order is an expression no index gives: the trigram indexes collect the matches, a top-N sort orders them.
  const fewMatches =
    found !== null && fts === null && ctx.services.database.dialect === 'postgres' && sortColumn === 'id'
      ? !((lastTotal(ctx.db, resource.table, counting) ?? 0) > MANY_MATCHES)
      : false;
  const ordered = where([...indexed, ...after])(source).orderBy(
    sortColumn === 'id' ? (fewMatches ? sql`${id} + 0` : id) : sortKey,
    direction,
  );
  // The page reads the change stamp its total is cached under (totals.ts), before the total is counted.
  const page = (sortColumn === 'id' ? ordered : ordered.orderBy(col('id'), direction))
    .select(stampOf(resource.table).as(STAMP))
    .limit(keyset ? count + 1 : count)
    .offset(far ? far.skip : start);
  const rows = await page.execute();
  // An empty page carries no stamp: the total reads it.
  const stamp = rows[0]?.[STAMP];
  const total = await cachedTotal(ctx.db, resource.table, counting, stamp === undefined || stamp === null ? undefined : Number(stamp));
  const shown = rows.slice(0, count);
  const last = shown[shown.length - 1];
  const answer = {
    list: shown.map((r) => masked(resource, withDerived(resource, r, decodeRow(resource, r)))),
    ...(total > COUNT_BOUND ? { total: COUNT_BOUND, total_more: true } : { total }),
  };
  return rows.length > count && last
    ? { ...answer, next_cursor: encodeCursor(ctx.services.cursorKey, scope, { value: last[sortColumn] ?? null, id: Number(last.id) }) }
    : answer;
}

/** Past this many matches a search sorted by id walks the order (a page is met after about count × rows ÷ matches
 * rows) rather than collecting every match: the two cost the same near √(count × rows), 1,000 at 100,000 rows. */
const MANY_MATCHES = 1000;

/** The column of a page's rows that carries the table's change stamp (decodeRow leaves it out of the answer). */
const STAMP = '__stamp';

/** A list for pickers: the rows carry only the fields of the response's row schema (id and what a picker shows). */
async function lookup(ctx: OperationContext): Promise<Page<Row>> {
  const { doc } = ctx.services.contract;
  const rowSchema = objectShape(doc, ctx.op.dataSchema ?? {}).properties.get('list')?.items;
  const fields = [...objectShape(doc, rowSchema ?? {}).properties.keys()];
  const page = await list(ctx);
  return { ...page, list: page.list.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]]))) };
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

/**
 * `x-ref-scope`: a referenced row must belong to the same parent as the written row (a market's subclass must be a
 * subclass of the market's class). Checked on the row as written, inside the write's transaction: a refusal
 * (40000 naming the column) leaves nothing changed.
 */
async function checkScopes(ctx: OperationContext, resource: Resource, row: Row): Promise<void> {
  for (const { name: column, references: target, scope: parent } of resource.columns) {
    const referenced = target && parent ? ctx.services.contract.resources.get(target) : undefined;
    if (!referenced || !parent) continue;
    const id = String(row[column]);
    const found = await ctx.db.selectFrom(referenced.readFrom).select(parent).where('id', '=', Number(row[column])).executeTakeFirst();
    if (!found) throw invalidInput('invalid input: body.{column}: no {target} {id}', { column, target: target!, id }, column);
    if (Number(found[parent]) !== Number(row[parent]))
      throw invalidInput(
        'invalid input: body.{column}: {target} {id} does not belong to {parent} {parentId}',
        { column, target: target!, id, parent, parentId: String(row[parent]) },
        column,
      );
  }
}

/**
 * `x-range`: no end before its start (0 on either side: no limit). Checked on the row as written, inside the write's
 * transaction, so an update that moves only one side is checked against the other's stored value.
 */
function checkRanges(ranges: [string, string][], row: Row): void {
  for (const [start, end] of ranges) {
    const from = Number(row[start]);
    const to = Number(row[end]);
    if (from > 0 && to > 0 && to < from)
      throw invalidInput('invalid input: body.{end} must not be before body.{start}', { start, end }, end);
  }
}

/**
 * `x-ref-scope` from the parent's side: a row that other rows reference through a scoped column (a subclass that
 * markets name) keeps its parent while any of them sits under the old one: moving it would leave those rows
 * pointing across parents. Refused (40009, `field` = the parent column) in the write's transaction; the referencing
 * rows are not moved along, since which parent they should follow is the operator's decision.
 */
async function checkScopedDependents(ctx: OperationContext, resource: Resource, before: Row, after: Row): Promise<void> {
  for (const dependent of ctx.services.contract.resources.values())
    for (const { name: column, references, scope: parent } of dependent.columns) {
      if (references !== resource.name || !parent || Number(before[parent]) === Number(after[parent])) continue;
      const rows = await ctx.db
        .selectFrom(dependent.table)
        .select('id')
        .where(column, '=', Number(after.id))
        .where(parent, '!=', Number(after[parent]))
        .orderBy('id')
        .limit(5)
        .execute();
      if (rows.length)
        throw new AppError(Result.CONFLICT, 'conflict: {dependent} {ids} use {resource} {id} under {parent} {value}', {
          params: {
            dependent: dependent.name,
            ids: rows.map((r) => String(r.id)).join(', '),
            resource: resource.name,
            id: String(after.id),
            parent,
            value: String(before[parent]),
          },
          field: parent,
        });
    }
}

async function create(ctx: OperationContext): Promise<Row> {
  const resource = resourceOf(ctx);
  await checkReferences(ctx, resource, ctx.body);
  const created = await createRow(ctx, resource, await normalizeAddresses(ctx.db, resource, ctx.body));
  // A restore (the generic create given the row's old id) brings the row back as it was, its review stamps and link
  // with it: it is no new review (the door counts the link again).
  const restoring = Number(ctx.body.id) > 0;
  const moved = resource.transitions && !restoring ? await applyCreatedState(ctx, resource, created, ctx.user?.user_name ?? '') : undefined;
  const row = moved ? (await changeRow(ctx, resource, created.id, moved)).after : created;
  checkRanges(resource.ranges, row);
  await checkScopes(ctx, resource, row);
  ctx.audit = { target: `${resource.name}:${String(row.id)}`, before: null, after: row };
  return readDerived(ctx.db, resource, row, ctx.now);
}

/**
 * One row's update, the path every update of the generic handler takes (a form's save, each row of a batch): the
 * references, contract addresses, workflow moves, the stale check when the caller sent the `updated_at` it read,
 * then the ranges and scopes of the row as written. Answers the row before and after, for the audit.
 */
async function updateOne(ctx: OperationContext, resource: Resource, body: Row): Promise<{ before: Row; after: Row }> {
  const { id, updated_at: read, ...requested } = withoutMaskedSecrets(resource, body);
  const stale = typeof read === 'number' ? { expected: read, present: (row: Row) => masked(resource, row) } : undefined;
  await checkReferences(ctx, resource, requested);
  let guard: { before: Row; field: string; value: unknown } | undefined;
  const addressed = resource.columns.some((c) => c.address && (requested[c.name] !== undefined || requested[c.address] !== undefined));
  let changes = addressed ? await normalizeAddresses(ctx.db, resource, requested, await getRow(ctx.db, resource, id)) : requested;
  if (resource.transitions) {
    const current = await getRow(ctx.db, resource, id);
    if (stale && current.updated_at !== stale.expected) throw staleRow(resource, id, stale.present(current));
    const moved = await applyTransition(ctx, resource, current, changes, ctx.user?.user_name ?? '');
    changes = moved.changes;
    if (moved.guard) guard = { before: current, ...moved.guard };
  }
  const { before, after } = await changeRow(ctx, resource, id, changes, guard, stale);
  checkRanges(resource.ranges, after);
  await checkScopes(ctx, resource, after);
  await checkScopedDependents(ctx, resource, before, after);
  return { before, after };
}

async function update(ctx: OperationContext): Promise<Row> {
  const resource = resourceOf(ctx);
  const { before, after } = await updateOne(ctx, resource, ctx.body);
  ctx.audit = { target: `${resource.name}:${String(after.id)}`, before, after };
  return masked(resource, await readDerived(ctx.db, resource, after, ctx.now));
}

/** The rows of a batch, each through updateOne, with one audit row each; an id named twice is 40000 (at `at`). */
async function updateEach(ctx: OperationContext, resource: Resource, rows: Row[], at: (i: number) => string): Promise<null> {
  const seen = new Set<number>();
  rows.forEach((row, i) => {
    const id = Number(row.id);
    if (seen.has(id)) throw invalidInput('invalid input: {at} repeats id {id}', { at: at(i), id }, fieldOf(at(i)));
    seen.add(id);
  });
  const audits = [];
  for (const row of rows) {
    const { before, after } = await updateOne(ctx, resource, row);
    audits.push({ target: `${resource.name}:${String(after.id)}`, before, after });
  }
  ctx.audit = audits;
  return null;
}

/**
 * `batch_update`: body `{ ids, ...fields }` sets the fields (and the operation's `x-batch-set` values) on every
 * listed row, each through the update path. The body's own `x-ref` fields must name rows (40000).
 */
async function batchUpdate(ctx: OperationContext): Promise<null> {
  const resource = resourceOf(ctx);
  const { ids, ...fields } = ctx.body;
  const shape = ctx.op.body ? objectShape(ctx.services.contract.doc, ctx.op.body.schema) : null;
  for (const [name, target] of shape?.references ?? []) {
    const referenced = ctx.services.contract.resources.get(target);
    const value = fields[name];
    if (!referenced || value === undefined || value === null) continue;
    if (!(await ctx.db.selectFrom(referenced.readFrom).select('id').where('id', '=', Number(value)).executeTakeFirst()))
      throw invalidInput('invalid input: body.{name} names no {target} with id {id}', { name, target, id: toText(value) }, name);
  }
  const fixed = isObject(ctx.op.extensions['x-batch-set']) ? ctx.op.extensions['x-batch-set'] : {};
  const list: unknown[] = Array.isArray(ids) ? ids : [];
  return updateEach(
    ctx,
    resource,
    list.map((id) => ({ ...fields, ...fixed, id })),
    (i) => `body.ids[${i}]`,
  );
}

/** `reorder`: body `{ items: [{ id, sort }] }`: each item's values on its row, through the update path. */
async function reorder(ctx: OperationContext): Promise<null> {
  const items = (Array.isArray(ctx.body.items) ? ctx.body.items : []) as Row[];
  return updateEach(ctx, resourceOf(ctx), items, (i) => `body.items[${i}]`);
}

async function remove(ctx: OperationContext): Promise<null> {
  const resource = resourceOf(ctx);
  const id = ctx.params.id ?? ctx.body.id;
  const before = await removeRow(ctx, resource, id);
  // `x-delete-refused-while: <column>`: a row whose column is set (the app's latest version) stays; the refusal
  // rolls the delete back with the write's transaction.
  const keeper = ctx.op.extensions['x-delete-refused-while'];
  if (typeof keeper === 'string' && before[keeper] !== null && before[keeper] !== undefined && before[keeper] !== 0)
    throw new AppError(Result.CONFLICT, 'conflict: {resource} {id} cannot be deleted: {why}', {
      params: {
        resource: resource.name,
        id: String(id),
        why: DELETE_REFUSALS[keeper] ?? { en: `${keeper} is set`, zh: `${keeper} 已设置` },
      },
      field: keeper,
    });
  await cascade(ctx, resource, Number(id));
  ctx.audit = { target: `${resource.name}:${String(id)}`, before, after: null };
  return null;
}

/** `x-delete-cascade`: rows of the listed resources that reference the deleted row (`<resource>_id`) go with it,
 * each through the door: each is a revision of the same request, so the bin restores them with their parent. */
async function cascade(ctx: OperationContext, resource: Resource, id: number): Promise<void> {
  const column = `${resource.name}_id`;
  for (const name of ctx.op.deleteCascade) {
    const dependent = ctx.services.contract.resources.get(name);
    if (!dependent?.byName.has(column)) continue;
    const children = await ctx.db.selectFrom(dependent.table).select('id').where(column, '=', id).orderBy('id').execute();
    for (const child of children) await removeRow(ctx, dependent, child.id);
  }
}

async function upsert(ctx: OperationContext): Promise<Row> {
  return ctx.body.id === undefined || ctx.body.id === null ? create(ctx) : update(ctx);
}

/** The config table's name of a config operation's document. */
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

/** A config document as stored; one never set is the schema's default, else its empty shape (`{ items: [] }`). */
export async function storedConfig(db: Db, doc: OpenApiDocument, op: Operation): Promise<unknown> {
  const schema = op.dataSchema ?? {};
  return (await readConfig(db, op.resource ?? op.operationId)) ?? schemaKeyword(doc, schema, 'default') ?? emptyShape(doc, schema);
}

async function configGet(ctx: OperationContext): Promise<unknown> {
  const { doc } = ctx.services.contract;
  return maskedDocument(doc, ctx.op.dataSchema ?? {}, await storedConfig(ctx.db, doc, ctx.op));
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
  if (ctx.op.body) {
    assertUniqueItems(ctx, ctx.op.body.schema, ctx.body, '');
    checkRanges(objectShape(ctx.services.contract.doc, ctx.op.body.schema).ranges, ctx.body);
  }
  const before = (await readConfig(ctx.db, name)) ?? null;
  // `x-secret` properties: a masked one sent back keeps the stored value; none is answered or audited in full.
  const { doc } = ctx.services.contract;
  const schema = ctx.op.body?.schema;
  const value = withStoredSecrets(doc, schema, ctx.body, before);
  await writeConfig(ctx.db, name, value, ctx.now);
  const [audited, after] = auditedDocuments(doc, schema, before, value);
  ctx.audit = { target: `config:${name}`, before: audited, after };
  return maskedDocument(doc, schema, value);
}

async function get(ctx: OperationContext): Promise<Row> {
  const resource = resourceOf(ctx);
  return masked(resource, await readDerived(ctx.db, resource, await getRow(ctx.db, resource, ctx.query.id ?? ctx.params.id), ctx.now));
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
  batch_update: batchUpdate,
  reorder,
  import: importRows,
  generate: async (ctx) => {
    const resource = resourceOf(ctx);
    await checkReferences(ctx, resource, ctx.body);
    return generate(ctx, resource);
  },
};
