// One start at a time per database: the migrations, the contract sync and the demo seed of a process run while it
// holds this lock, so N processes started at the same moment on an empty database all come up (the first creates
// and seeds, the others find everything done). Both locks end with their process, so a crash never leaves one.
//   PostgreSQL: a session advisory lock keyed by the schema, held on one pooled connection while the work uses others.
//   SQLite file: a write transaction on a small lock database beside the file (fcntl locks, released on exit);
//   :memory: is private to its process and needs none.
import BetterSqlite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database } from './types.ts';

/** Advisory lock class of the start ('wast'); the second key is the schema's hash. */
const STARTUP_LOCK = 0x77617374;
/** How long a start waits for the others' (a first seed on a loaded machine takes seconds). */
const WAIT_MS = 10 * 60_000;

export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect === 'postgres')
    return database.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK}, hashtext(current_schema()))`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK}, hashtext(current_schema()))`.execute(connection);
      }
    });
  if (database.location === ':memory:') return work();
  const lock = new BetterSqlite(`${database.location}.startup-lock`, { timeout: WAIT_MS });
  try {
    lock.exec('begin immediate');
    return await work();
  } finally {
    lock.close(); // ends the transaction, and with it the lock
  }
}
