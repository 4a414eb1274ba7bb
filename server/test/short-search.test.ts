// Searches of one or two characters (issue 40: 钱包, most Chinese words being two) read the grams index (db/sync.ts)
// and answer exactly what the case-insensitive LIKE answers, on random rows and keys, also after updates and
// deletes; on SQLite and (under DATABASE_URL) PostgreSQL. That they read the index at scale: list-plans.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gramsTable, syncResources, syncSearchIndexes } from '../src/db/sync.ts';
import { containsPattern } from '../src/operations/crud.ts';
import type { Resource } from '../src/operations/resources.ts';
import { deleteRow, insertRow, updateRow } from '../src/operations/rows.ts';
import type { Row } from '../src/db/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

// CJK, Latin in both cases, accented letters (SQLite's lower() leaves them, PostgreSQL's folds them) and the LIKE's
// own wildcards and escape.
const ALPHABET = [...'钱包交易所币安链aAbBzZéÉ%_\\ '];

/** A seeded random stream (mulberry32): a failure repeats with the same rows and keys. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a key of one to three characters', () => {
  it('answers what lower(col) LIKE answers, on random rows, before and after updates and deletes', async () => {
    const next = random(40);
    const text = (max: number) =>
      Array.from({ length: Math.floor(next() * (max + 1)) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
    const op = t.app.services.contract.byId.get('listApplication')!;
    const resource: Resource = t.app.services.contract.resources.get('application')!;
    const db = t.app.services.database.db;
    const base = await db.selectFrom(resource.table).selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { id: _id, created_at: _c, updated_at: _u, ...template } = base;
    // A category of their own: the comparison reads only these rows.
    const category = 424242;
    const made: number[] = [];
    for (let i = 0; i < 300; i++)
      made.push(
        Number(
          (
            await insertRow(
              db,
              resource,
              { ...template, category_id: category, title: text(8), url: `${text(6)}/${i}`, developer: text(4) },
              t.clock.now,
            )
          ).id,
        ),
      );
    const expected = async (key: string) => {
      const pattern = containsPattern(key);
      const rows = await db
        .selectFrom(resource.table)
        .select('id')
        .where('category_id', '=', category)
        .where(
          sql<boolean>`(${sql.join(
            op.search.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
            sql` or `,
          )})`,
        )
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => Number(r.id));
    };
    const answered = async (key: string, query: Row = {}) => {
      const answer = await t.call(op, {
        token: t.admin,
        query: { category_id: category, key, count: 1000, sort: 'id', order: 'desc', ...query },
      });
      expect(answer.result, key).toBe(0);
      const page = answer.data as { list: Row[]; total: number };
      return { ids: page.list.map((r) => Number(r.id)), total: page.total };
    };
    const keys = () => [
      '钱包',
      '包',
      'ab',
      'AB',
      'é',
      'É',
      '%',
      '_',
      '\\',
      ...Array.from({ length: 60 }, () => {
        const key = text(3);
        return key === '' ? 'a' : key;
      }),
    ];
    const check = async () => {
      let found = 0;
      for (const key of keys()) {
        const want = await expected(key);
        expect(await answered(key), JSON.stringify(key)).toEqual({ ids: want, total: want.length });
        // Another order collects the matches through the index too.
        const bySort = await answered(key, { sort: 'sort', order: 'asc' });
        expect(
          bySort.ids.toSorted((a, b) => b - a),
          JSON.stringify(key),
        ).toEqual(want);
        found += want.length;
      }
      // The random keys meet rows (not only empty answers).
      expect(found).toBeGreaterThan(300);
    };
    await check();
    for (const id of made.slice(0, 100)) await updateRow(db, resource, id, { title: text(8), developer: text(4) }, t.clock.now);
    for (const id of made.slice(100, 150)) await deleteRow(db, resource, id);
    await check();
    // A database from before the grams index: the next start builds it from the rows already there.
    const { database } = t.app.services;
    if (database.dialect === 'postgres') {
      const index = await sql<{ indexname: string }>`select indexname from pg_indexes
        where schemaname = current_schema() and indexname like ${`${resource.table}\\_\\_grams\\_%`}`.execute(db);
      expect(index.rows).toHaveLength(1);
      await sql`drop index ${sql.id(index.rows[0]!.indexname)}`.execute(db);
      await sql`drop function search_grams cascade`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger ${sql.id(`${gramsTable(resource.table)}_${event}`)}`.execute(db);
      await sql`drop table ${sql.id(gramsTable(resource.table))}`.execute(db);
    }
    // As a start finds a database some version already serves (db/schema.ts): built beside the live writers, not
    // under a lock timeout they may outlast (the app's own background writes did, on CI's busy PostgreSQL leg).
    await syncSearchIndexes(database, t.app.services.contract.resources, { concurrently: true });
    await check();
  }, 120_000);

  // A start on a database that has them rebuilt every grams index (the stored definition never compared equal): a
  // change of the schema under the other workers' statements ("database schema has changed", graceful-stop.test),
  // and a rebuild from every row at each start.
  it.skipIf(Boolean(process.env.DATABASE_URL))('a start that finds them changes nothing of the SQLite schema', async () => {
    const { database, contract } = t.app.services;
    const version = async () => (await sql<{ schema_version: number }>`pragma schema_version`.execute(database.db)).rows[0]!.schema_version;
    const before = await version();
    await syncResources(database, contract.resources);
    await syncSearchIndexes(database, contract.resources);
    expect(await version()).toBe(before);
  });
});
