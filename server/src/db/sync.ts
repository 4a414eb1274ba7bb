// Creates and extends resource tables from the contract after the migrations ran. Idempotent: a missing table
// is created, a missing column added (with its default), indexes on filter/sort columns and unique keys ensured.
// Columns are never dropped or retyped: a contract change that needs that is a migration.
import { sql } from 'kysely';
import { encodeValue, type Column, type Resource, type ResourceMap } from '../operations/resources.ts';
import { sqlType, withSystemColumns } from './dialect.ts';
import type { Database } from './types.ts';

export async function syncResources(database: Database, resources: ResourceMap): Promise<void> {
  if (database.dialect !== 'postgres') return syncTables(database, resources);
  // Several server instances may start at once on one PostgreSQL database: DDL is transactional there, so
  // the sync runs in one transaction under an advisory lock and each instance sees the others' tables.
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(trx);
    await syncTables({ ...database, db: trx }, resources);
  });
}

/** Advisory lock key of the sync ('wasy'). */
const SYNC_LOCK = 0x77617379;

async function syncTables(database: Database, resources: ResourceMap): Promise<void> {
  const existing = await existingColumns(database);
  for (const resource of resources.values()) {
    if (resource.ownedByMigrations) continue;
    const columns = existing.get(resource.table);
    if (!columns) await createTable(database, resource);
    else for (const column of resource.columns) if (!columns.has(column.name)) await addColumn(database, resource.table, column);
    await ensureIndexes(database, resource);
  }
}

async function existingColumns(database: Database): Promise<Map<string, Set<string>>> {
  const map = new Map<string, Set<string>>();
  if (database.dialect === 'postgres') {
    // Only this schema: Kysely's introspection reads every schema, and other schemas may be changing meanwhile.
    const rows = await sql<{ table_name: string; column_name: string }>`select table_name, column_name
      from information_schema.columns where table_schema = current_schema()`.execute(database.db);
    for (const { table_name, column_name } of rows.rows) map.set(table_name, (map.get(table_name) ?? new Set()).add(column_name));
    return map;
  }
  for (const table of await database.db.introspection.getTables()) map.set(table.name, new Set(table.columns.map((c) => c.name)));
  return map;
}

async function createTable(database: Database, resource: Resource): Promise<void> {
  let builder = withSystemColumns(database.dialect, database.db.schema.createTable(resource.table).ifNotExists());
  for (const column of resource.columns) {
    builder = builder.addColumn(column.name, sqlType(database.dialect, column.kind), (c) => withDefault(c, column));
  }
  await builder.execute();
}

async function addColumn(database: Database, table: string, column: Column): Promise<void> {
  await database.db.schema
    .alterTable(table)
    .addColumn(column.name, sqlType(database.dialect, column.kind), (c) => withDefault(c, column))
    .execute();
}

interface DefaultableColumn<T> {
  defaultTo(value: unknown): T;
}

function withDefault<T>(builder: DefaultableColumn<T> & T, column: Column): T {
  const stored = column.fallback === null ? null : encodeValue(column, column.fallback);
  return stored === null ? builder : builder.defaultTo(stored);
}

async function ensureIndexes(database: Database, resource: Resource): Promise<void> {
  for (const column of resource.indexed) {
    if (!resource.byName.has(column) && column !== 'created_at' && column !== 'updated_at') continue;
    await database.db.schema.createIndex(`${resource.table}_${column}_idx`).ifNotExists().on(resource.table).column(column).execute();
  }
  for (const columns of resource.unique) {
    const name = `${resource.table}_${columns.join('_')}_key`;
    if (await indexExists(database, name)) continue;
    // A database written before the contract declared the key may hold clashing rows: the index would fail and
    // stop the start. It is left out (with a warning) until an operator resolves them; a restart then adds it.
    // An empty text is no key (a chain whose id is not known yet): only rows with every text column filled count.
    const texts = columns.filter((c) => resource.byName.get(c)?.kind === 'text');
    let rows = database.db.selectFrom(resource.table).select(columns);
    for (const c of texts) rows = rows.where(c, '<>', '');
    const clash = await rows
      .groupBy(columns)
      .having(sql`count(*)`, '>', 1)
      .limit(1)
      .executeTakeFirst();
    if (clash) {
      process.emitWarning(
        `${resource.table}: rows share ${columns.join(', ')} (${JSON.stringify(clash)}): that key is not enforced until they differ`,
      );
      continue;
    }
    let index = database.db.schema.createIndex(name).ifNotExists().unique().on(resource.table).columns(columns);
    for (const c of texts) index = index.where(c, '<>', '');
    await index.execute();
  }
}

async function indexExists(database: Database, name: string): Promise<boolean> {
  const found =
    database.dialect === 'postgres'
      ? await sql`select 1 from pg_indexes where schemaname = current_schema() and indexname = ${name.slice(0, 63)}`.execute(database.db)
      : await sql`select 1 from sqlite_master where type = 'index' and name = ${name}`.execute(database.db);
  return found.rows.length > 0;
}
