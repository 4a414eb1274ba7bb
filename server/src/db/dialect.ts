// The few DDL details that differ between SQLite and PostgreSQL.
import type { ColumnKind } from '@wallet-admin/sdk/contract';
import { sql, type ColumnDataType, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './types.ts';

export function sqlType(dialect: Dialect, kind: ColumnKind): ColumnDataType {
  switch (kind) {
    case 'integer':
    case 'boolean':
      return dialect === 'postgres' ? 'bigint' : 'integer';
    case 'real':
      return dialect === 'postgres' ? 'double precision' : 'real';
    case 'decimal':
      // Money: exact. SQLite has no exact decimal type: the digits are kept as text and summed by decimal_sum (db/decimal.ts).
      return dialect === 'postgres' ? 'numeric' : 'text';
    default:
      return 'text';
  }
}

/** `id` plus the created_at/updated_at pair every table carries. */
export function withSystemColumns<T extends string>(
  dialect: Dialect,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id' | 'created_at' | 'updated_at'> {
  const withId =
    dialect === 'postgres'
      ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return withId
    .addColumn('created_at', sqlType(dialect, 'integer'), (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', sqlType(dialect, 'integer'), (c) => c.notNull().defaultTo(0));
}

/** pg's errors when the server cannot be reached or goes away: socket errors, SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, starting), and the messages pg gives a dropped or timed-out client. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const DROPPED =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/** The database cannot be reached (PostgreSQL stopped, restarting, unreachable): not a fault of the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  return UNREACHABLE.has(code) || code.startsWith('08') || (typeof e?.message === 'string' && DROPPED.test(e.message));
}

/** The database is there but another writer held it past the wait (SQLite's busy timeout, PostgreSQL's lock
 * timeout) or a deadlock was broken: nothing was written, and the same request may succeed a moment later. */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^SQLITE_(BUSY|LOCKED)(_|$)/.test(code) || code === '55P03' || code === '40P01');
}

/** Unique-violation errors of better-sqlite3 and pg. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** How long one DDL statement of the migrate step waits for a lock held by live writers before the step gives up and
 * is tried again (db/schema.ts migrateDatabase): a DDL statement waiting in the lock queue blocks every writer queued
 * behind it, so it must not wait long. */
const MIGRATE_LOCK_TIMEOUT = '5s';

/** Sets the lock timeout of one transaction of the migrate step (PostgreSQL; SQLite waits its busy timeout). */
export async function withLockTimeout(dialect: Dialect, trx: Kysely<never>): Promise<void> {
  if (dialect === 'postgres') await sql`select set_config('lock_timeout', ${MIGRATE_LOCK_TIMEOUT}, true)`.execute(trx);
}
