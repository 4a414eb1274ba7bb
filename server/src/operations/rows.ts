// Row access every generic handler, custom handler and seed shares: one place that encodes, stamps and decodes.
import { sql } from 'kysely';
import type { Db, Row } from '../db/types.ts';
import { AppError, notFound, Result } from '../http/errors.ts';
import { decodeRow, encodeRow, encodeValue, type Resource } from './resources.ts';
import { versionKey, versionKeyColumn } from './versions.ts';

/** The hidden columns derived from written values (the sortable key of each x-version-filter column). */
function withHidden(resource: Resource, stored: Row): Row {
  for (const column of resource.versionColumns) if (column in stored) stored[versionKeyColumn(column)] = versionKey(stored[column]);
  return stored;
}

export async function findRow(db: Db, resource: Resource, id: unknown): Promise<Row | null> {
  const row = await db.selectFrom(resource.readFrom).selectAll().where('id', '=', Number(id)).executeTakeFirst();
  return row ? decodeRow(resource, row) : null;
}

export async function getRow(db: Db, resource: Resource, id: unknown): Promise<Row> {
  const row = await findRow(db, resource, id);
  if (!row) throw notFound(resource.name, id);
  return row;
}

/** Every column gets a value: the named ones from `values`, the others their fallback. */
function completeRow(resource: Resource, values: Row, now: number): Row {
  const stored: Row = {};
  for (const column of resource.columns) stored[column.name] = encodeValue(column, column.fallback);
  Object.assign(stored, encodeRow(resource, values));
  // Seeds may date their rows; requests cannot (created_at is never a body field).
  stored.created_at = typeof values.created_at === 'number' ? values.created_at : now;
  stored.updated_at = typeof values.updated_at === 'number' ? values.updated_at : stored.created_at;
  // A restore (history.ts) brings a deleted row back under its old id.
  if (typeof values.id === 'number') stored.id = values.id;
  return withHidden(resource, stored);
}

export async function insertRow(db: Db, resource: Resource, values: Row, now: number): Promise<Row> {
  const inserted = await db
    .insertInto(resource.table)
    .values(completeRow(resource, values, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return getRow(db, resource, inserted.id);
}

/** Inserts many rows in statements small enough for SQLite's parameter limit. */
export async function insertRows(db: Db, resource: Resource, rows: Row[], now: number): Promise<void> {
  const perRow = resource.columns.length + 2 + resource.versionColumns.length;
  const batch = Math.max(1, Math.floor(30000 / perRow));
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insertInto(resource.table)
      .values(rows.slice(i, i + batch).map((r) => completeRow(resource, r, now)))
      .execute();
  }
}

/** Changes only the named columns; 40004 when the id names no row. With `guard`, only while that column still
 * holds that value (40009 otherwise: someone changed it meanwhile). With `expected` (the updated_at the caller
 * read), only while the row still has it: one compare-and-set statement, so of two saves that read the same row
 * exactly one wins; the other gets 40012 with the row as it is now (`present` shapes it like a read). The new
 * updated_at always moves forward, even within one millisecond, so every write is told from the one before. */
export async function updateRow(
  db: Db,
  resource: Resource,
  id: unknown,
  values: Row,
  now: number,
  guard?: { before: Row; field: string; value: unknown },
  stale?: { expected: number; present: (row: Row) => Row },
): Promise<{ before: Row; after: Row }> {
  const before = guard?.before ?? (await getRow(db, resource, id));
  const changes = withHidden(resource, encodeRow(resource, values));
  const stamp = sql<number>`case when ${sql.ref('updated_at')} >= ${now} then ${sql.ref('updated_at')} + 1 else ${now} end`;
  let update = db
    .updateTable(resource.table)
    .set({ ...changes, updated_at: stamp })
    .where('id', '=', Number(id));
  if (guard) update = update.where(guard.field, '=', encodeRow(resource, { [guard.field]: guard.value })[guard.field] as never);
  if (stale) update = update.where('updated_at', '=', stale.expected);
  const { numUpdatedRows } = await update.executeTakeFirst();
  if (Number(numUpdatedRows) === 0) {
    const current = await getRow(db, resource, id);
    if (stale && current.updated_at !== stale.expected) throw staleRow(resource, id, stale.present(current));
    if (guard)
      throw new AppError(Result.CONFLICT, 'conflict: {resource} {id} changed meanwhile', {
        params: { resource: resource.name, id: String(id) },
      });
  }
  return { before, after: await getRow(db, resource, id) };
}

/** 40012: the row changed since the caller read it; `data` is the row as it is now. */
export const staleRow = (resource: Resource, id: unknown, current: Row) =>
  new AppError(Result.STALE, 'stale: {resource} {id} changed since it was read', {
    params: { resource: resource.name, id: String(id) },
    data: current,
  });

export async function deleteRow(db: Db, resource: Resource, id: unknown): Promise<Row> {
  const before = await getRow(db, resource, id);
  await db.deleteFrom(resource.table).where('id', '=', Number(id)).execute();
  return before;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
