// The migrate step and the start's check (issue 53): a start of a version whose schema is there changes nothing (no
// DDL at all: PostgreSQL broke a start's DDL against live writers as a deadlock), a start of a version whose schema is
// not there refuses with what to do, and a database migrated by a newer version still serves the older one.
import { sql, type LogEvent } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { prepare } from '../http/app.ts';
import type { Contract } from '../contract/contract.ts';
import { locationFromEnv, openDatabase } from './open.ts';
import { checkSchema, migrateDatabase, schemaFingerprint, SchemaNotReady } from './schema.ts';
import type { Database } from './types.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const { contract } = prepare();
const DDL = /^\s*(create|alter|drop)\b/i;

/** A database whose every statement is kept, to count the DDL among them. */
async function watched() {
  const statements: string[] = [];
  const opened = await openDatabase(locationFromEnv(':memory:'), {
    log: (event: LogEvent) => void statements.push(event.query.sql),
  });
  return { opened, ddl: () => statements.filter((s) => DDL.test(s)) };
}

/** The bundled contract with one more column on the category table: what the next release would need. */
function nextRelease(): Contract {
  const resources = new Map(contract.resources);
  const category = resources.get('category')!;
  const extra = { ...category.columns[0]!, name: 'next_release_note', kind: 'text' as const, nullable: false, fallback: '' };
  resources.set('category', { ...category, columns: [...category.columns, extra] });
  return { ...contract, resources };
}

// Each test migrates a whole fresh database once or more: on PostgreSQL at a CI load of 6 one migration took 30-36 s.
describe('the migrate step', () => {
  it('runs once; a second run, and any start of the same version, runs no DDL', { timeout: 180_000 }, async () => {
    const { opened, ddl } = await watched();
    database = opened;
    await expect(checkSchema(database, contract)).rejects.toBeInstanceOf(SchemaNotReady);
    expect(await migrateDatabase(database, contract)).toBe('migrated');
    const made = ddl().length;
    expect(made).toBeGreaterThan(50);
    expect(await migrateDatabase(database, contract)).toBe('current');
    await checkSchema(database, contract);
    expect(ddl()).toHaveLength(made);
  });

  it('a start of a version not migrated yet refuses, naming the command; after it, both versions start', { timeout: 180_000 }, async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    await migrateDatabase(database, contract);
    const next = nextRelease();
    expect(schemaFingerprint(database, next)).not.toBe(schemaFingerprint(database, contract));
    await expect(checkSchema(database, next)).rejects.toThrow(/not migrated for this version .*npm run migrate/);
    // Expand: the next release's migrate adds its column; the running version's schema stays recorded.
    expect(await migrateDatabase(database, next)).toBe('migrated');
    await checkSchema(database, next);
    await checkSchema(database, contract);
    await sql`select next_release_note from category`.execute(database.db);
  });

  it('tries again when live writers hold a lock past its lock timeout', { timeout: 180_000 }, async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    let tries = 0;
    const busy = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
    const outcome = await migrateDatabase(database, contract, {
      backoffMs: 1,
      seed: async () => {
        if (++tries < 3) throw busy;
      },
    });
    expect(outcome).toBe('migrated');
    expect(tries).toBe(3);
    await checkSchema(database, contract);
  });
});
