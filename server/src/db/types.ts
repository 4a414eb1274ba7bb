// The database as Kysely sees it: tables are derived from the contract at startup, so their rows are
// string-keyed records; modules that own a table (auth, audit) read typed views of them (core.ts).
import type { Kysely } from 'kysely';

export type Row = Record<string, unknown>;
export type AnyTables = Record<string, Row>;
export type Db = Kysely<AnyTables>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: Dialect;
  /** Human-readable location (file, :memory:, or postgres schema) for logs. */
  location: string;
  /** PostgreSQL schema the connections use (search_path). */
  schema?: string;
  /** PostgreSQL pool use (metrics); SQLite has no pool. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
