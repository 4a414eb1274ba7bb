// `npm run backup` / `restore` on PostgreSQL (backup-postgres.ts), on the PostgreSQL leg only (DATABASE_URL): a
// schema holding rows is backed up with a key into a file 0600 in which no row is readable; a restore is refused
// while the schema still holds tables, and restores the rows whole into a fresh schema (one the dump creates, and
// one that exists empty).
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backupPostgres, dumpContents, restorePostgres } from './backup-postgres.ts';

const url = process.env.DATABASE_URL;
const schema = `backup_test_${process.pid}_${Date.now() % 100_000}`;
const KEY = 'a key kept apart from the backups';
const SECRET = 'totp-secret-JBSWY3DPEHPK3PXP';
const root = mkdtempSync(join(tmpdir(), 'wallet-admin-backup-pg-'));

describe.runIf(url)('a PostgreSQL backup', () => {
  const client = new pg.Client({ connectionString: url });
  const rows = () =>
    client
      .query<{ id: number; user_name: string; totp_secret: string }>(
        `select id, user_name, totp_secret from "${schema}".admin_user order by id`,
      )
      .then((r) => r.rows);

  beforeAll(async () => {
    await client.connect();
    await client.query(`create schema "${schema}"`);
    await client.query(`create table "${schema}".admin_user (id serial primary key, user_name text not null, totp_secret text not null)`);
    await client.query(
      `insert into "${schema}".admin_user (user_name, totp_secret) select 'user-' || i, $1 || i from generate_series(1, 200) i`,
      [SECRET],
    );
  });
  afterAll(async () => {
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    rmSync(root, { recursive: true, force: true });
  });

  test('encrypted, 0600, no row readable; refused over tables; restored whole into a fresh schema', async () => {
    const before = await rows();
    expect(before).toHaveLength(200);
    const out = join(root, 'made-for-it', 'wallet-admin.backup');
    await backupPostgres({ url: url!, schema }, out, { key: KEY });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'made-for-it')).mode & 0o777).toBe(0o700);
    const bytes = readFileSync(out);
    expect(bytes.includes('PGDMP')).toBe(false);
    expect(bytes.includes(SECRET)).toBe(false);
    expect(bytes.includes('user-1')).toBe(false);

    await expect(restorePostgres(out, { url: url!, schema }, { key: KEY })).rejects.toThrow(
      new RegExp(`schema ${schema} has 1 table in the target database: restore only into an empty or new schema`),
    );
    await expect(restorePostgres(out, { url: url!, schema: 'another_schema' }, { key: KEY })).rejects.toThrow(
      /restores under its own schema name/,
    );
    await expect(restorePostgres(out, { url: url!, schema }, { key: 'another key of enough length' })).rejects.toThrow(/wrong backup key/);
    expect(await rows()).toEqual(before);

    // A schema the dump creates...
    await client.query(`drop schema "${schema}" cascade`);
    await restorePostgres(out, { url: url!, schema }, { key: KEY });
    expect(await rows()).toEqual(before);
    // ...and one that exists, empty (made by the operator, with its own grants).
    await client.query(`drop schema "${schema}" cascade`);
    await client.query(`create schema "${schema}"`);
    await restorePostgres(out, { url: url!, schema }, { key: KEY });
    expect(await rows()).toEqual(before);
    // The sequence goes on where it was.
    const { rows: next } = await client.query<{ id: number }>(
      `insert into "${schema}".admin_user (user_name, totp_secret) values ('x', 'y') returning id`,
    );
    expect(next[0]!.id).toBe(201);
  });

  test('without a key: still 0600, and a SQLite backup or another file is refused', async () => {
    const out = join(root, 'plain.backup');
    await backupPostgres({ url: url!, schema }, out);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('PGDMP');
    writeFileSync(join(root, 'sqlite.backup'), 'SQLite format 3\0 and so on');
    await expect(restorePostgres(join(root, 'sqlite.backup'), { url: url!, schema })).rejects.toThrow(
      /a backup of an embedded \(SQLite\) installation/,
    );
    writeFileSync(join(root, 'other.file'), 'something else entirely');
    await expect(restorePostgres(join(root, 'other.file'), { url: url!, schema })).rejects.toThrow(/is not a Wallet Admin backup/);
    await expect(backupPostgres({ url: url!, schema }, out)).rejects.toThrow(/exists: give the backup a new file name/);
  });
});

test('the schemas of a dump are read from pg_restore --list', () => {
  const listing = [
    '; Archive created at 2026-12-07',
    '5; 2615 16389 SCHEMA - s1 wallet_admin',
    '215; 1259 16390 TABLE s1 admin_user wallet_admin',
    '216; 1259 16391 SEQUENCE s1 admin_user_id_seq wallet_admin',
    '3320; 0 16390 TABLE DATA s1 admin_user wallet_admin',
  ].join('\n');
  expect(dumpContents(listing)).toEqual({ tableSchemas: ['s1'], createdSchemas: ['s1'] });
});
