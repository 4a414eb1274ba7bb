// The schema a server version needs, named by a fingerprint, and the migrate step that makes it (issue 53).
// A start never changes the schema of a live database: every start used to re-run the contract sync (create or replace
// trigger, create index if not exists … gin) on the live tables, and PostgreSQL broke the new instance's DDL against
// the live writers' locks as a deadlock (40P01; the start exited 1, the writers got 50300). Now:
//   - `npm run migrate` (ops/migrate-cli.ts) runs the versioned migrations, the contract sync, the demo seed of an
//     empty database and the search indexes, under the start lock, with a lock timeout and retries, and then records
//     the fingerprint of what it made in `schema_applied`;
//   - a start only looks for its own fingerprint there (one indexed read) and refuses clearly when it is missing;
//   - a migrate whose fingerprint is already recorded does nothing at all, so a start that migrates (an embedded
//     SQLite data folder, or MIGRATE_AT_START=on) changes nothing on a database the same version already serves.
// Migrations and the sync only add (tables, columns, indexes, triggers): a database migrated by version N+1 still
// serves version N, whose fingerprint stays recorded, so instances of both run side by side during a rolling upgrade
// (docs/deploy.md "Rolling upgrade": expand, roll, contract).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Contract } from '../contract/contract.ts';
import { isDatabaseBusy } from './dialect.ts';
import { migrate, migrations } from './migrations.ts';
import { underStartupLock } from './startup-lock.ts';
import { syncResources, syncSearchIndexes } from './sync.ts';
import type { Database } from './types.ts';

/** Bump when sync.ts makes different DDL for the same contract (a new trigger, another index form). */
const SYNC_REVISION = 1;

/** What the migrate step makes for this server and contract: the migrations' names and every resource's table shape. */
export function schemaFingerprint(database: Database, contract: Contract): string {
  const resources = [...contract.resources.values()].map((r) => ({
    table: r.table,
    columns: r.columns.map((c) => [c.name, c.kind, c.nullable, c.fallback]),
    indexed: r.indexed,
    indexes: r.indexes,
    unique: r.unique,
    searched: r.searched,
    versions: r.versionColumns,
    owned: r.ownedByMigrations,
  }));
  const shape = { sync: SYNC_REVISION, dialect: database.dialect, migrations: Object.keys(migrations(database.dialect)).sort(), resources };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 32);
}

interface SchemaTables {
  schema_applied: { fingerprint: string; applied_at: number };
}

const books = (database: Database) => database.db as unknown as Kysely<SchemaTables>;

/** Whether this fingerprint was recorded; false also when the database was never migrated (no table yet). */
async function applied(database: Database, fingerprint: string): Promise<boolean> {
  try {
    const row = await books(database)
      .selectFrom('schema_applied')
      .select('fingerprint')
      .where('fingerprint', '=', fingerprint)
      .executeTakeFirst();
    return row !== undefined;
  } catch (error) {
    if (/schema_applied/.test(String(error))) return false; // no such table: never migrated by this step
    throw error;
  }
}

/** Thrown by a start that finds the database not migrated for it. */
export class SchemaNotReady extends Error {}

/** The start's check: one read, no DDL. */
export async function checkSchema(database: Database, contract: Contract): Promise<void> {
  const fingerprint = schemaFingerprint(database, contract);
  if (await applied(database, fingerprint)) return;
  throw new SchemaNotReady(
    `the database (${database.location}) is not migrated for this version (schema ${fingerprint}): run \`npm run migrate\` ` +
      'with this version first (docs/deploy.md "Rolling upgrade"); starts never change a live schema',
  );
}

export interface MigrateOptions {
  /** Fills an empty database (the demo seed), between the sync and the search indexes. */
  seed?: (database: Database) => Promise<void>;
  /** Tries after the first when another session's locks outlast the lock timeout (PostgreSQL). */
  retries?: number;
  /** Between tries, doubled each time. */
  backoffMs?: number;
}

/** 'current' when the fingerprint was already recorded (nothing ran), else 'migrated'. */
export async function migrateDatabase(
  database: Database,
  contract: Contract,
  options: MigrateOptions = {},
): Promise<'current' | 'migrated'> {
  const fingerprint = schemaFingerprint(database, contract);
  if (await applied(database, fingerprint)) return 'current';
  const retries = options.retries ?? 5;
  for (let attempt = 0; ; attempt++) {
    try {
      return await underStartupLock(database, async () => {
        // Another process may have finished while this one waited for the lock.
        if (await applied(database, fingerprint)) return 'current';
        // A database some version already serves: its search indexes are built without blocking its writers.
        const live =
          (
            await books(database)
              .selectFrom('schema_applied')
              .select('fingerprint')
              .limit(1)
              .execute()
              .catch(() => [])
          ).length > 0;
        await migrate(database);
        await ensureBooks(database);
        await syncResources(database, contract.resources);
        await options.seed?.(database);
        await syncSearchIndexes(database, contract.resources, { concurrently: live });
        await books(database)
          .insertInto('schema_applied')
          .values({ fingerprint, applied_at: Date.now() })
          .onConflict((oc) => oc.column('fingerprint').doNothing())
          .execute();
        return 'migrated' as const;
      });
    } catch (error) {
      // A lock held by live writers past the lock timeout, or a deadlock PostgreSQL broke: every step is idempotent
      // and ran in its own transaction, so the whole step is tried again.
      if (!isDatabaseBusy(error) || attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, (options.backoffMs ?? 500) * 2 ** attempt));
    }
  }
}

async function ensureBooks(database: Database): Promise<void> {
  await database.db.schema
    .createTable('schema_applied')
    .ifNotExists()
    .addColumn('fingerprint', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', database.dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
}
