// Creates and extends resource tables from the contract after the migrations ran. Idempotent: a missing table
// is created, a missing column added (with its default), the list indexes (resources.ts listIndexes), the search
// index, the hidden version-key columns, the change stamps and unique keys ensured.
// Columns are never dropped or retyped: a contract change that needs that is a migration.
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { encodeValue, foldedIndexColumn, type Column, type Resource, type ResourceMap } from '../operations/resources.ts';
import { versionKey, versionKeyColumn } from '../operations/versions.ts';
import { sqlType, withLockTimeout, withSystemColumns } from './dialect.ts';
import type { Database } from './types.ts';

export const syncResources = (database: Database, resources: ResourceMap) => underSyncLock(database, (d) => syncTables(d, resources));

/**
 * The grams indexes of the searched tables (ensureGrams) and, on PostgreSQL, their trigram indexes, made after the
 * seed: built in bulk from the rows there, they cost a fraction of what keeping them row by row through a seed's
 * inserts does (a fresh demo database started in 24.5 s without the grams, 58.7 s with them kept by triggers through
 * the seed; a GIN index without a pending list pays each row's trigrams at its insert). Kept from then on.
 * `concurrently` (a database some version already serves, db/schema.ts): PostgreSQL builds each new index without
 * blocking the writers (CREATE INDEX CONCURRENTLY, outside any transaction); a fresh database builds them under the lock.
 */
export const syncSearchIndexes = (database: Database, resources: ResourceMap, options: { concurrently?: boolean } = {}) => {
  const work = async (d: Database) => {
    for (const resource of resources.values()) {
      if (d.dialect === 'postgres') await ensureTrigrams(d, resource, options.concurrently === true);
      await ensureGrams(d, resource, options.concurrently === true);
    }
  };
  return options.concurrently && database.dialect === 'postgres' ? work(database) : underSyncLock(database, work);
};

/** Several server instances may start at once on one PostgreSQL database: DDL is transactional there, so the sync
 * runs in one transaction under an advisory lock and each instance sees the others' tables. Its statements wait for
 * live writers' locks only briefly (withLockTimeout): the migrate step tries again rather than queue every writer. */
async function underSyncLock(database: Database, work: (database: Database) => Promise<void>): Promise<void> {
  if (database.dialect !== 'postgres') return work(database);
  await database.db.transaction().execute(async (trx) => {
    await withLockTimeout(database.dialect, trx as never);
    await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(trx);
    await work({ ...database, db: trx });
  });
}

/** Advisory lock key of the sync ('wasy'). */
const SYNC_LOCK = 0x77617379;

async function syncTables(database: Database, resources: ResourceMap): Promise<void> {
  const existing = await existingColumns(database);
  await ensureStampTable(database);
  if (database.dialect === 'postgres') await sql`create extension if not exists pg_trgm with schema public`.execute(database.db);
  for (const resource of resources.values()) {
    if (resource.ownedByMigrations) {
      // The migrations own the table's columns, but its list still searches: it needs the same search index.
      await ensureStamp(database, resource.table);
      await ensureSearch(database, resource);
      continue;
    }
    const columns = existing.get(resource.table);
    if (!columns) await createTable(database, resource);
    else for (const column of resource.columns) if (!columns.has(column.name)) await addColumn(database, resource.table, column);
    await ensureStamp(database, resource.table);
    await ensureVersionKeys(database, resource, columns ?? new Set());
    await ensureIndexes(database, resource);
    await ensureSearch(database, resource);
  }
}

/**
 * Change stamps: one counter per table, bumped by triggers on every insert, update and delete, whoever writes
 * (generic or custom handlers, seeds, other processes). Lists cache their totals per stamp (operations/totals.ts).
 */
export const STAMP_TABLE = 'list_stamp';

async function ensureStampTable(database: Database): Promise<void> {
  const int = sqlType(database.dialect, 'integer');
  await database.db.schema
    .createTable(STAMP_TABLE)
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('stamp', int, (c) => c.notNull().defaultTo(0))
    .execute();
  if (database.dialect === 'postgres')
    await sql`create or replace function list_stamp_bump() returns trigger language plpgsql as $$
      begin update list_stamp set stamp = stamp + 1 where name = tg_table_name; return null; end $$`.execute(database.db);
}

async function ensureStamp(database: Database, table: string): Promise<void> {
  await database.db
    .insertInto(STAMP_TABLE)
    .values({ name: table, stamp: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const ref = sql.table(table);
  if (database.dialect === 'postgres') {
    // Once per statement: a bulk insert bumps the stamp once.
    await sql`create or replace trigger ${sql.id(`${table}__stamp`)} after insert or update or delete or truncate on ${ref}
      for each statement execute function list_stamp_bump()`.execute(database.db);
    return;
  }
  for (const event of ['insert', 'update', 'delete'])
    await sql`create trigger if not exists ${sql.id(`${table}__stamp_${event}`)} after ${sql.raw(event)} on ${ref}
      begin update list_stamp set stamp = stamp + 1 where name = ${sql.lit(table)}; end`.execute(database.db);
}

/** The hidden sortable key of each x-version-filter column (versions.ts versionKey), filled for rows written
 * before it existed. PostgreSQL compares it byte-wise (collation "C"): a locale collation would skip the dots. */
async function ensureVersionKeys(database: Database, resource: Resource, existing: Set<string>): Promise<void> {
  for (const column of resource.versionColumns) {
    const hidden = versionKeyColumn(column);
    if (!existing.has(hidden)) {
      const collate = database.dialect === 'postgres' ? sql`collate "C"` : sql``;
      await sql`alter table ${sql.table(resource.table)} add column ${sql.id(hidden)} text ${collate} not null default ''`.execute(
        database.db,
      );
    }
    const stale = await database.db
      .selectFrom(resource.table)
      .select(['id', column])
      .where(sql.ref(hidden), '=', '')
      .where(sql.ref(column), '<>', '')
      .execute();
    for (const row of stale) {
      const key = versionKey(row[column]);
      if (key !== '')
        await database.db
          .updateTable(resource.table)
          .set({ [hidden]: key })
          .where('id', '=', row.id as number)
          .execute();
    }
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

/** Index names within PostgreSQL's 63 characters: the table, then a digest of the columns. */
const indexName = (table: string, columns: string[], suffix = 'lx') =>
  `${table.slice(0, 40)}__${suffix}_${createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 10)}`;

async function ensureIndexes(database: Database, resource: Resource): Promise<void> {
  // The one-column indexes of earlier versions: every composite list index starts with its column.
  for (const column of resource.indexed) await database.db.schema.dropIndex(`${resource.table}_${column}_idx`).ifExists().execute();
  const wanted = new Set(resource.indexes.map((columns) => indexName(resource.table, columns)));
  for (const columns of resource.indexes) {
    const index = database.db.schema.createIndex(indexName(resource.table, columns)).ifNotExists().on(resource.table);
    if (!columns.some((c) => foldedIndexColumn(c) !== null)) {
      await index.columns(columns).execute();
      continue;
    }
    // A text sort column is indexed as lower(column), the list's case-insensitive order (resources.ts foldsCase);
    // the index on the bare column an earlier version made for that order goes, unless another list still needs it.
    const parts = columns.map((c) => {
      const folded = foldedIndexColumn(c);
      return folded === null ? sql.ref(c) : sql`lower(${sql.ref(folded)})`;
    });
    await index.expression(sql.join(parts)).execute();
    const bare = indexName(
      resource.table,
      columns.map((c) => foldedIndexColumn(c) ?? c),
    );
    if (!wanted.has(bare)) await database.db.schema.dropIndex(bare).ifExists().execute();
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
  // `x-unique-while` (issue 54): one live row per group, whatever path writes it (one latest version per platform).
  // Migration 017 left one such row per group in a database that had more; a clash found anyway stops the start.
  for (const { columns, set } of resource.uniqueWhile) {
    const name = `${resource.table}_${columns.join('_')}_${set}_key`;
    if (await indexExists(database, name)) continue;
    await database.db.schema
      .createIndex(name)
      .ifNotExists()
      .unique()
      .on(resource.table)
      .columns(columns)
      .where(set, 'is not', null)
      .execute();
  }
}

/**
 * The index behind `key` searches (case-insensitive substring over the x-search columns). SQLite: an FTS5 trigram
 * table over the searched columns (external content, kept in sync by triggers); it finds candidate rows and the
 * list still applies its exact `lower(col) LIKE` test, so matches are identical. PostgreSQL: a pg_trgm GIN index
 * on lower(col) per column, which serves that same LIKE directly; without GIN's pending list (fastupdate), which
 * after a bulk write makes the planner price the index above a sequential scan until a vacuum.
 *
 * Trigrams cannot find a key of one or two characters (most Chinese words are two: 钱包), so beside them a grams
 * index holds every character and every pair of adjacent characters of lower(col) (ensureGrams).
 */
export const ftsTable = (table: string) => `${table}__fts`;

/** PostgreSQL's trigram indexes (syncSearchIndexes, after the seed). */
async function ensureTrigrams(database: Database, resource: Resource, concurrently: boolean): Promise<void> {
  const { table, searched } = resource;
  for (const column of searched)
    await createSearchIndex(
      database,
      indexName(table, [column], 'trgm'),
      sql`${sql.table(table)} using gin (lower(${sql.ref(column)}) public.gin_trgm_ops) with (fastupdate = off)`,
      concurrently,
    );
}

/** A PostgreSQL search index. Concurrently: outside a transaction, without blocking writes; a build that failed
 * half-way (a lock timeout, a stopped migrate) leaves an invalid index that `if not exists` would keep for ever, so
 * one is dropped and built again. */
async function createSearchIndex(database: Database, name: string, definition: RawBuilder<unknown>, concurrently: boolean): Promise<void> {
  if (!concurrently) {
    await sql`create index if not exists ${sql.id(name)} on ${definition}`.execute(database.db);
    return;
  }
  const invalid = await sql`select 1 from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = ${name} and not i.indisvalid`.execute(database.db);
  if (invalid.rows.length) await sql`drop index concurrently if exists ${sql.id(name)}`.execute(database.db);
  await sql`create index concurrently if not exists ${sql.id(name)} on ${definition}`.execute(database.db);
}

async function ensureSearch(database: Database, resource: Resource): Promise<void> {
  const { table, searched } = resource;
  if (database.dialect === 'postgres') return; // ensureTrigrams, after the seed
  const fts = ftsTable(table);
  const columns = sql.join(searched.map((c) => sql.id(c)));
  // The definition as SQLite keeps it in sqlite_master: a different column set rebuilds the index.
  const module = `fts5(${searched.map((c) => `"${c}"`).join(', ')}, content='${table}', content_rowid='id', tokenize='trigram')`;
  const found = await sql<{ sql: string }>`select sql from sqlite_master where name = ${fts}`.execute(database.db);
  if (searched.length && (found.rows[0]?.sql ?? '').endsWith(`USING ${module}`)) {
    // Row-by-row writes (an import, a bulk seed) leave the index in thousands of small segments that every search
    // reads (a token search at 100,000 rows: 100 µs instead of 26); merging them at start costs about 0.3 s per
    // 100,000 rows, under the start lock.
    await sql`insert into ${sql.id(fts)}(${sql.id(fts)}) values ('optimize')`.execute(database.db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${fts}_${event}`)}`.execute(database.db);
  await sql`drop table if exists ${sql.id(fts)}`.execute(database.db);
  if (!searched.length) return;
  const news = sql.join(searched.map((c) => sql`new.${sql.id(c)}`));
  const olds = sql.join(searched.map((c) => sql`old.${sql.id(c)}`));
  const ref = sql.id(fts);
  await sql`create virtual table ${ref} USING ${sql.raw(module)}`.execute(database.db);
  await sql`create trigger ${sql.id(`${fts}_insert`)} after insert on ${sql.table(table)} begin
    insert into ${ref}(rowid, ${columns}) values (new.id, ${news}); end`.execute(database.db);
  await sql`create trigger ${sql.id(`${fts}_delete`)} after delete on ${sql.table(table)} begin
    insert into ${ref}(${ref}, rowid, ${columns}) values ('delete', old.id, ${olds}); end`.execute(database.db);
  await sql`create trigger ${sql.id(`${fts}_update`)} after update of ${columns} on ${sql.table(table)} begin
    insert into ${ref}(${ref}, rowid, ${columns}) values ('delete', old.id, ${olds});
    insert into ${ref}(rowid, ${columns}) values (new.id, ${news}); end`.execute(database.db);
  await sql`insert into ${ref}(${ref}) values ('rebuild')`.execute(database.db);
}

/** SQLite's grams table of a searched table: an FTS5 table of one token per gram (hex of its UTF-8), filled by triggers. */
export const gramsTable = (table: string) => `${table}__grams`;

/** The grams of the searched columns as the PostgreSQL index holds them (a key's grams are looked up with `@>`). */
export const gramsExpression = (resource: Resource, columns = (c: string) => sql.ref(`${resource.table}.${c}`)) =>
  sql`search_grams(${sql.join(resource.searched.map((c) => sql`lower(${columns(c)})`))})`;

/** Characters and pairs of adjacent characters, as text[] (a text of n characters gives its n characters and n-1 pairs;
 * the last character's "pair" is the character alone again). Repeats are left in: GIN keeps each key of a row once,
 * and a `distinct` here doubled the function's cost (8.4 s against 4.3 s for 30,000 rows at load 9), which is most of
 * what building the index costs. */
const PG_GRAMS = `create or replace function search_grams(variadic texts text[]) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(substr(t, i, n)), '{}') from unnest(texts) as u(t), generate_series(1, char_length(t)) as i,
    (values (1), (2)) as w(n) $$`;

/**
 * The grams index (keys of one or two characters): the grams of lower(col) of each x-search column, so a key's
 * candidates are the rows holding its own gram (a key of one or two characters is one gram), and the list's LIKE
 * still decides. PostgreSQL: a GIN index on search_grams(lower(col), …), an immutable SQL function. SQLite: a
 * contentless FTS5 table (detail=none: row ids only) whose tokens are the hex of each gram's UTF-8 (the tokenizer
 * then splits on spaces only), kept by triggers; SQL without a function of the application's, so every writer of the
 * file keeps it (json_each over a list of length(v) zeros numbers the characters: triggers allow no recursive CTE).
 * A database from before it gets it at the next start (the index built from the rows already there).
 */
async function ensureGrams(database: Database, resource: Resource, concurrently: boolean): Promise<void> {
  const { table, searched } = resource;
  if (database.dialect === 'postgres') {
    if (!searched.length) return;
    await sql.raw(PG_GRAMS).execute(database.db);
    await createSearchIndex(
      database,
      indexName(table, searched, 'grams'),
      sql`${sql.table(table)} using gin (${gramsExpression(resource, (c) => sql.ref(c))})`,
      concurrently,
    );
    return;
  }
  const grams = gramsTable(table);
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  // One column's grams as space-separated hex tokens (NULL for an empty text: concat_ws skips it).
  const gramsOf = (ref: string) =>
    `(select group_concat(hex(substr(v, key + 1, 1)) || ' ' || hex(substr(v, key + 1, 2)), ' ') from (select coalesce(lower(${ref}), '') as v), ` +
    `json_each('[' || rtrim(replace(hex(zeroblob(length(v))), '00', '0,'), ',') || ']'))`;
  const tokens = (prefix: string) => `concat_ws(' ', ${searched.map((c) => gramsOf(`${prefix}${q(c)}`)).join(', ')})`;
  const insert = `create trigger ${q(`${grams}_insert`)} after insert on ${q(table)} begin
    insert into ${q(grams)}(rowid, grams) values (new.id, ${tokens('new.')}); end`;
  const found = await sql<{ sql: string }>`select sql from sqlite_master where name = ${`${grams}_insert`}`.execute(database.db);
  // SQLite keeps the text as given but for its first words, which it writes in capitals.
  if (searched.length && found.rows[0]?.sql.replace(/^CREATE TRIGGER /, 'create trigger ') === insert) {
    await sql`insert into ${sql.id(grams)}(${sql.id(grams)}) values ('optimize')`.execute(database.db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${grams}_${event}`)}`.execute(database.db);
  await sql`drop table if exists ${sql.id(grams)}`.execute(database.db);
  if (!searched.length) return;
  // contentless_delete: a row leaves by its id, without the tokens it was indexed under.
  await sql
    .raw(`create virtual table ${q(grams)} using fts5(grams, content='', contentless_delete=1, detail=none, tokenize='ascii')`)
    .execute(database.db);
  await sql.raw(insert).execute(database.db);
  await sql
    .raw(`create trigger ${q(`${grams}_delete`)} after delete on ${q(table)} begin delete from ${q(grams)} where rowid = old.id; end`)
    .execute(database.db);
  await sql
    .raw(
      `create trigger ${q(`${grams}_update`)} after update of ${searched.map(q).join(', ')} on ${q(table)} begin
    delete from ${q(grams)} where rowid = old.id; insert into ${q(grams)}(rowid, grams) values (new.id, ${tokens('new.')}); end`,
    )
    .execute(database.db);
  await sql.raw(`insert into ${q(grams)}(rowid, grams) select id, ${tokens('')} from ${q(table)}`).execute(database.db);
}

async function indexExists(database: Database, name: string): Promise<boolean> {
  const found =
    database.dialect === 'postgres'
      ? await sql`select 1 from pg_indexes where schemaname = current_schema() and indexname = ${name.slice(0, 63)}`.execute(database.db)
      : await sql`select 1 from sqlite_master where type = 'index' and name = ${name}`.execute(database.db);
  return found.rows.length > 0;
}
