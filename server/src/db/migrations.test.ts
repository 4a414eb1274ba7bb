// The migration runner, on SQLite and (under DATABASE_URL) on a PostgreSQL schema of its own.
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrations } from './migrations.ts';
import { locationFromEnv, openDatabase } from './open.ts';
import type { Database } from './types.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const ran = async (db: Database['db']) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

describe('migrate', () => {
  it('runs every migration once, in order, and a second start runs none', async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    await migrate(database);
    const names = await ran(database.db);
    expect(names[0]).toBe('001_core');
    expect(names).toEqual([...names].sort());
    await migrate(database);
    expect(await ran(database.db)).toEqual(names);
  });

  it("carries on from a database Kysely's Migrator migrated, as every database before this runner", async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    const all = migrations(database.dialect);
    const older = Object.fromEntries(Object.entries(all).filter(([name]) => name < '012'));
    const { error } = await new Migrator({
      db: database.db,
      provider: { getMigrations: async () => older },
      ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    }).migrateToLatest();
    expect(error).toBeUndefined();
    await migrate(database);
    expect(await ran(database.db)).toEqual(Object.keys(all).sort());
    await sql`select passkey_only from role`.execute(database.db);
  });

  it('refuses a database a newer server migrated, and changes nothing', async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    await migrate(database);
    await sql`insert into kysely_migration (name, timestamp) values ('999_future', '2030-01-01')`.execute(database.db);
    const before = await ran(database.db);
    await expect(migrate(database)).rejects.toThrow('migration 999_future is in the database but not in this server');
    expect(await ran(database.db)).toEqual(before);
  });

  it('refuses a gap: a migration missing before one that ran', async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    await migrate(database);
    await sql`delete from kysely_migration where name = '005_totp_step'`.execute(database.db);
    const last = Object.keys(migrations(database.dialect)).sort().at(-1)!;
    await expect(migrate(database)).rejects.toThrow(`migration 005_totp_step sorts before ${last}, which already ran`);
  });

  it('names a migration that fails and keeps no row of it', async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    await migrate(database);
    await sql`delete from kysely_migration where name >= '012'`.execute(database.db);
    // The column is still there, so adding it again fails (and the ones after it do not run).
    await expect(migrate(database)).rejects.toThrow('migration 012_passkey_policy failed');
    expect(await ran(database.db)).not.toContain('012_passkey_policy');
  });
});
