// The authorisation stamp: one counter that every change able to end or narrow a session moves, written by
// triggers so that no code path (custom handlers, the generic update of roles and accounts, a future one) can
// forget it. Session caches (auth/sessions.ts) read it on every request and drop what they hold when it moved:
// logout, password change or reset, an account disabled, renamed, moved to another role or deleted, a role's
// screens or type edited take effect at once in every process sharing the database.
// Not moved by what leaves sessions as they are: sign-ins (new sessions, last_login_at) and last_seen_at touches.
import { sql, type Kysely, type Migration } from 'kysely';
import BetterSqlite from 'better-sqlite3';
import type { Database, Dialect } from './types.ts';

/** Changes that move the stamp: table, event, and for updates the columns compared old against new. */
const WATCHED: { table: string; name: string; event: 'update' | 'delete' | 'insert'; columns?: string[] }[] = [
  { table: 'admin_session', name: 'session_revoke', event: 'update', columns: ['revoked_at', 'user_id', 'token_hash'] },
  { table: 'admin_session', name: 'session_delete', event: 'delete' },
  { table: 'admin_user', name: 'user_update', event: 'update', columns: ['status', 'role_id', 'user_name', 'password_hash'] },
  { table: 'admin_user', name: 'user_delete', event: 'delete' },
  { table: 'role', name: 'role_insert', event: 'insert' },
  { table: 'role', name: 'role_update', event: 'update', columns: ['permissions', 'role_type', 'code'] },
  { table: 'role', name: 'role_delete', event: 'delete' },
];

const BUMP = 'update auth_stamp set version = version + 1 where id = 1';

export function authStampMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const int = dialect === 'postgres' ? 'bigint' : 'integer';
      await sql.raw(`create table auth_stamp (id integer primary key, version ${int} not null)`).execute(db);
      await sql.raw('insert into auth_stamp (id, version) values (1, 0)').execute(db);
      if (dialect === 'postgres')
        await sql
          .raw(`create function auth_stamp_bump() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`)
          .execute(db);
      for (const w of WATCHED) {
        const changed = (w.columns ?? [])
          .map((c) => (dialect === 'postgres' ? `old.${c} is distinct from new.${c}` : `old.${c} is not new.${c}`))
          .join(' or ');
        const text =
          dialect === 'postgres'
            ? `create trigger auth_stamp_${w.name} after ${w.event} on ${w.table} for each row ${changed ? `when (${changed})` : ''}
               execute function auth_stamp_bump()`
            : `create trigger auth_stamp_${w.name} after ${w.event} on ${w.table} for each row ${changed ? `when ${changed}` : ''}
               begin ${BUMP}; end`;
        await sql.raw(text).execute(db);
      }
    },
  };
}

/** Reads the stamp; `close` releases what the reader holds. */
export interface StampReader {
  read(): number | Promise<number>;
  close(): void;
}

/** A SQLite file is read through a read-only connection of its own with one prepared statement (about 2 µs, it
 * sees every commit of every process at once under WAL); :memory: and PostgreSQL through the database itself. */
export function stampReader(database: Database): StampReader {
  if (database.dialect === 'sqlite' && database.location !== ':memory:') {
    const connection = new BetterSqlite(database.location, { readonly: true, fileMustExist: true, timeout: 5000 });
    const statement = connection.prepare<[], number>('select version from auth_stamp where id = 1').pluck();
    return { read: () => Number(statement.get()), close: () => connection.close() };
  }
  const query = sql<{ version: number }>`select version from auth_stamp where id = 1`;
  return {
    read: async () => Number((await query.execute(database.db)).rows[0]?.version ?? 0),
    close: () => {},
  };
}
