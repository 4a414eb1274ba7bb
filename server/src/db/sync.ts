// Creates and extends resource tables from the contract after the migrations ran. Idempotent: a missing table
// is created, a missing column added (with its default), indexes on filter/sort columns and unique keys ensured.
// Columns are never dropped or retyped: a contract change that needs that is a migration.
import { sql } from 'kysely';
import { encodeValue, type Column, type Resource, type ResourceMap } from '../operations/resources.ts';
import { sqlType, withSystemColumns } from './dialect.ts';
import type { Database } from './types.ts';

export async function syncResources(database: Database, resources: ResourceMap): Promise<void> {
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
  const tables = await database.db.introspection.getTables();
  let schema: string | undefined;
  if (database.dialect === 'postgres') {
    const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    schema = row.rows[0]?.schema;
  }
  const map = new Map<string, Set<string>>();
  for (const table of tables) {
    if (schema !== undefined && table.schema !== schema) continue;
    map.set(table.name, new Set(table.columns.map((c) => c.name)));
  }
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
  await database.db.schema.alterTable(table).addColumn(column.name, sqlType(database.dialect, column.kind), (c) => withDefault(c, column)).execute();
}

interface DefaultableColumn<T> { defaultTo(value: unknown): T }

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
    await database.db.schema.createIndex(`${resource.table}_${columns.join('_')}_key`).ifNotExists().unique().on(resource.table).columns(columns).execute();
  }
}
