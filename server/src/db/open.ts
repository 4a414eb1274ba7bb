// Opens the database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when a URL is given. Under
// DATABASE_URL the test suite's `:memory:` and file locations map to PostgreSQL schemas, so one suite runs on both.
import cluster from 'node:cluster';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Logger, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { withNamedStatements } from './pg-statements.ts';
import { immediateTransactions } from './sqlite-immediate.ts';
import { TurnTakingSqliteDialect } from './write-turns.ts';
import { parseNumeric, registerDecimalFunctions } from './decimal.ts';
import type { AnyTables, Database } from './types.ts';
import { privateFile } from '../private-files.ts';
import { DATABASE_FILE } from '../ops/backup.ts';
import { observeQuery } from '../ops/instruments.ts';

interface PostgresLocation {
  url: string;
  /** Schema the connections use (search_path); created when missing. Default: the URL's default. */
  schema?: string;
  /** Drop the schema when the database is closed (fresh schemas of tests). */
  dropOnClose?: boolean;
  /** Connections this process keeps at most (PG_POOL_MAX, 10). */
  poolMax?: number;
}

/** `:memory:`, a SQLite file path, or a PostgreSQL location. */
export type DatabaseLocation = string | PostgresLocation;

/** The database a server, a migrate or an audit run of this environment opens: DATABASE_URL (+ DATABASE_SCHEMA,
 * PG_POOL_MAX), else the SQLite file in the data folder. */
export function configuredLocation(env: NodeJS.ProcessEnv, dataDir: string): DatabaseLocation {
  if (!env.DATABASE_URL) return join(dataDir, DATABASE_FILE);
  return { url: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}), poolMax: poolMax(env.PG_POOL_MAX) };
}

/** PG_POOL_MAX: connections per process, 1 to 1000 (10 when unset). Sized so that instances × workers × it stays
 * under the server's max_connections (docs/deploy.md). */
export function poolMax(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 1000) throw new Error(`PG_POOL_MAX must be a whole number from 1 to 1000, not ${value}`);
  return n;
}

/** Maps a test location to PostgreSQL when DATABASE_URL is set: `:memory:` gets a fresh schema dropped on
 * close; a file path gets a schema named after the path, so reopening it finds the same rows. */
export function locationFromEnv(location: string, env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  const url = env.DATABASE_URL;
  if (!url) return location;
  if (location === ':memory:') return { url, schema: `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`, dropOnClose: true };
  return { url, schema: `f_${createHash('sha1').update(location).digest('hex').slice(0, 16)}` };
}

interface OpenOptions {
  /** Sees every query run (tests read the SQL a list runs to EXPLAIN it). */
  log?: Logger;
}

export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<Database> {
  // Every statement is timed for the metrics and traces (ops/instruments.ts), beside the caller's own hook.
  const log = options.log;
  const system = typeof location === 'string' ? 'sqlite' : 'postgresql';
  const observed: OpenOptions = {
    log: (event) => {
      observeQuery(event, system);
      return log?.(event);
    },
  };
  return typeof location === 'string' ? openSqlite(location, observed) : openPostgres(location, observed);
}

function openSqlite(file: string, options: OpenOptions): Database {
  if (file !== ':memory:') {
    // Created private; an existing folder is left as it is (main.ts narrows its data folder, not any parent).
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // SQLite gives its -wal and -shm files the database file's mode: 0600 here makes all three private.
    privateFile(file, ['-wal', '-shm']);
  }
  const sqlite = new BetterSqlite(file);
  // WAL lets readers run beside the writer; NORMAL loses nothing on a process crash (only on power loss).
  registerDecimalFunctions(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MB of page cache (SQLite's default 2 MB makes deep offsets over 100,000 rows read from the OS cache).
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = memory');
  const db = new Kysely<AnyTables>({
    // Under --workers, write transactions take turns through the primary (write-turns.ts) instead of waiting for
    // SQLite's lock with the event loop frozen.
    dialect: new (cluster.isWorker ? TurnTakingSqliteDialect : SqliteDialect)({
      database: immediateTransactions(withStatementCache(sqlite)),
    }),
    ...options,
  });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

/** Statements kept per connection, each cache (least recently used go first). */
const STATEMENTS = 1000;

/** The entry of `key`, made when missing, as the most recently used; the least recently used beyond `limit` go. */
function recent<T>(cache: Map<string, T>, key: string, make: () => T, limit: number): T {
  let entry = cache.get(key);
  if (entry === undefined) entry = make();
  else cache.delete(key);
  cache.set(key, entry);
  if (cache.size > limit) cache.delete(cache.keys().next().value ?? '');
  return entry;
}

/** A cache key for bound values, when all are plain (a blob or a bigint is bound anew each time). */
const valuesKey = (values: readonly unknown[]) =>
  values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)) ? JSON.stringify(values) : undefined;

/**
 * better-sqlite3 statements reused per SQL text: Kysely prepares every query again otherwise (16 % of a list's
 * CPU). Reads are also kept per bound values: SQLite's planner reads the values of a read's parameters (its
 * LIMIT, the filters an index serves), so binding new values expires the statement and the next run prepares it
 * again (a filtered page: 60 µs instead of 22). A read bound once and run again reads the rows afresh. A statement
 * re-prepares itself after a schema change; none is iterated (streamed) twice at once here, as the server never
 * streams.
 */
export function withStatementCache(sqlite: BetterSqlite.Database, limit = STATEMENTS): SqliteDatabase & { size(): number } {
  const byText = new Map<string, SqliteStatement>();
  const byValues = new Map<string, BetterSqlite.Statement>();
  const reader = (text: string, statement: BetterSqlite.Statement): SqliteStatement => {
    const bound = (values: readonly unknown[]) => {
      const key = valuesKey(values);
      if (key === undefined) return undefined;
      return recent(byValues, `${text}\u0000${key}`, () => sqlite.prepare(text).bind(values), limit);
    };
    return {
      reader: true,
      all: (values) => bound(values)?.all() ?? statement.all(values),
      iterate: (values) => bound(values)?.iterate() ?? statement.iterate(values),
      run: (values) => statement.run(values),
    };
  };
  return {
    close: () => sqlite.close(),
    size: () => byText.size + byValues.size,
    prepare: (text: string) =>
      recent(
        byText,
        text,
        () => {
          const statement = sqlite.prepare(text);
          // Only queries: a write's RETURNING makes it a reader too, and its values are rarely seen twice.
          return statement.reader && /^\s*(select|with)\b/i.test(text) ? reader(text, statement) : statement;
        },
        limit,
      ),
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

async function openPostgres(location: PostgresLocation, options: OpenOptions): Promise<Database> {
  const schema = location.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) await adminQuery(location.url, `create schema if not exists "${schema}"`);
  const pool = new pg.Pool({
    connectionString: location.url,
    max: location.poolMax ?? 10,
    // While PostgreSQL is down or unreachable a request fails (50300, http/error-mapper.ts) instead of waiting for
    // a connection that does not come. No query timeout: index builds at the start may rightly take minutes.
    connectionTimeoutMillis: 5_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Ids and Unix-ms timestamps are bigint columns: read them as numbers (they stay below 2^53). Money (numeric)
    // stays exact text unless whole and safe (db/decimal.ts).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : oid === NUMERIC_OID
            ? parseNumeric
            : (pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection PostgreSQL drops (a restart, a failover) emits 'error': on the pool while idle, on its client
  // while a request holds it. Without listeners that crashes the process. The query in progress fails anyway
  // (50300), the pool discards the broken client, and the next request opens a new one: recovery needs no more.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Each run of a named read (pg-statements.ts) planned with its values, as an unnamed one is. Set here rather than
    // as a startup parameter, which poolers such as PgBouncer refuse. Queued first, it runs before the client's
    // first query. PostgreSQL 12+ knows the setting, so it fails only with the connection, and then the query
    // queued after it fails as well (50300) and the pool drops the client.
    client.query('set plan_cache_mode = force_custom_plan').catch(() => {});
  });
  const db = new Kysely<AnyTables>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), ...options });
  return {
    db,
    dialect: 'postgres',
    location: schema ? `postgres schema ${schema}` : 'postgres',
    ...(schema ? { schema } : {}),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await db.destroy();
      if (schema && location.dropOnClose) await adminQuery(location.url, `drop schema if exists "${schema}" cascade`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
