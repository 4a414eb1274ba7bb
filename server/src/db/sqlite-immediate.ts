// Write transactions on SQLite start with BEGIN IMMEDIATE. A plain (deferred) BEGIN takes the write lock only at
// its first write; when another process committed after this transaction's first read, SQLite cannot upgrade the
// stale snapshot and answers SQLITE_BUSY at once, without waiting (the busy timeout does not apply). With several
// server processes on one SQLite file (--workers), a read-then-write transaction (an update reads the row it
// changes) then failed now and then; IMMEDIATE takes the write lock up front and waits its turn under the busy
// timeout instead. One process is unaffected: its single connection runs one transaction at a time anyway.
import type { SqliteDatabase } from 'kysely';

export function immediateTransactions(database: SqliteDatabase): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql: string) => database.prepare(sql === 'begin' ? 'begin immediate' : sql),
  };
}
