// The list query path at scale, on SQLite and (under DATABASE_URL) PostgreSQL:
//  - every filter/sort/search/cursor/version combination of every list operation reads through an index: SQLite's
//    EXPLAIN QUERY PLAN (every table; without statistics SQLite plans as for large tables) and PostgreSQL's
//    EXPLAIN (FORMAT JSON) after ANALYZE on the large tables (DApps and tokens, LARGE rows each);
//  - `key` searches answer exactly what the case-insensitive substring test answers, also after writes; keys of one
//    or two characters read the grams index (short-search.test.ts compares their answers on random rows);
//  - totals are cached and a write by another connection (or any handler) is seen at once;
//  - cursor paging walks the same rows as offset paging;
//  - far pages by offset (read from kept positions) answer the rows a plain offset reads, also after writes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@wallet-admin/sdk/contract';
import { locationFromEnv, openDatabase } from '../src/db/open.ts';
import type { Database, Row } from '../src/db/types.ts';
import { PAIRED_FILTERS, type Resource } from '../src/operations/resources.ts';
import { insertRow, updateRow, deleteRow } from '../src/operations/rows.ts';
import { cachedTotals, COUNT_BOUND } from '../src/operations/totals.ts';
import { compareVersions, versionKey } from '../src/operations/versions.ts';
import { seedScale, SCALED_RESOURCES } from '../src/seed/scale.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const POSTGRES = Boolean(process.env.DATABASE_URL);
const LARGE = POSTGRES ? 20_000 : 5_000;

let dir: string;
let database: Database;
let t: TestApp;
let captured: CompiledQuery[] = [];
const log = (event: LogEvent) => {
  if (event.level === 'query') captured.push(event.query);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wa-list-plans-'));
  // A file (SQLite) or a named schema (PostgreSQL), so that a second connection can write to the same rows.
  database = await openDatabase(locationFromEnv(join(dir, `lists-${randomBytes(4).toString('hex')}.sqlite`)), { log });
  t = await createTestApp({ db: database });
  await seedScale(database, t.app.services.contract, LARGE);
  for (const table of SCALED_RESOURCES) await sql`analyze ${sql.table(table)}`.execute(database.db);
}, 600_000);

afterAll(async () => {
  await t.close();
  if (database.schema) await sql`drop schema ${sql.id(database.schema)} cascade`.execute(database.db);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const lists = () =>
  [...t.app.services.contract.byId.values()].filter(
    (op) => (op.action === 'list' || op.action === 'lookup') && op.resource !== null && !resourceOf(op).ownedByMigrations,
  );
const resourceOf = (op: Operation): Resource => t.app.services.contract.resources.get(op.resource ?? '')!;

/** Calls a list with the parameters of `query` it declares (not every list offers sort or order). */
type Listed = { list: Row[]; total: number; total_more?: boolean; next_cursor?: string };

/** What a list answers for `n` matching rows: the count up to its bound, and whether more match (common.yaml#/Page). */
const counted = (n: number) => ({ total: Math.min(n, COUNT_BOUND), more: n > COUNT_BOUND });

async function call(op: Operation, query: Row): Promise<Listed> {
  const declared = new Set(op.parameters.map((p) => p.name));
  const answer = await t.call(op, { token: t.admin, query: Object.fromEntries(Object.entries(query).filter(([k]) => declared.has(k))) });
  if (answer.result !== 0) throw new Error(`${op.operationId} ${JSON.stringify(query)}: ${answer.message}`);
  return answer.data as Listed;
}

/** The combinations a screen can issue: no filter, each filter, each pair; each sort; with and without a key,
 * a cursor (`cursor: true`: the caller fetches the combination's own, cursors being bound to their filters and
 * sort), a version and the 90-day date range. Values come from a real row. */
function* combinations(op: Operation, sample: Row, keys: Map<string, string>): Generator<Row> {
  const filters = op.filter.filter((f) => f !== 'id');
  const sets: string[][] = [[], ...filters.map((f) => [f])];
  for (let i = 0; i < filters.length; i++) for (let j = i + 1; j < filters.length; j++) sets.push([filters[i]!, filters[j]!]);
  const key = keys.get(op.resource ?? '') ?? '';
  for (const set of sets)
    for (const sort of ['id', ...op.sort.filter((s) => s !== 'id')])
      for (const extra of [
        {},
        ...(op.search.length && [...key].length >= 3 ? [{ key }] : []),
        { cursor: true },
        ...(op.extensions['x-version-filter'] ? [{ version: '3.0.0' }] : []),
        ...(op.dateRange ? [{ from: Date.now() - 90 * 86_400_000 }] : []),
      ])
        yield { ...Object.fromEntries(set.map((f) => [f, sample[f]])), sort, order: 'desc', count: 10, ...extra };
}

/** What an operator searches for: a 4-character piece of a real row's text that few rows contain. */
async function rareKey(op: Operation, sample: Row): Promise<string> {
  const pieces = new Set<string>();
  for (const column of op.search) {
    const text = sample[column];
    if (typeof text === 'string') for (let i = 0; i + 4 <= Math.min(text.length, 24); i++) pieces.add(text.slice(i, i + 4));
  }
  let best = { key: '', n: Infinity };
  for (const key of pieces) {
    if (key.trim().length < 4) continue;
    const pattern = `%${key.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = sql.join(
      op.search.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
      sql` or `,
    );
    const row = await database.db
      .selectFrom(resourceOf(op).table)
      .select(sql<number>`count(*)`.as('n'))
      .where(sql<boolean>`(${matches})`)
      .executeTakeFirst();
    if (Number(row?.n) < best.n) best = { key, n: Number(row?.n) };
  }
  return best.key;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function explain(query: CompiledQuery): Promise<string[]> {
  if (!POSTGRES) {
    const rows = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((r) => r.detail);
  }
  const rows = await database.db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const out: string[] = [];
  const walk = (node: PlanNode) => {
    const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    out.push(`${node['Node Type']}${on}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  const doc = rows.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof doc === 'string' ? JSON.parse(doc) : doc) as { Plan: PlanNode }[];
  walk(parsed[0]!.Plan);
  return out;
}

/** Why a plan reads more than a page's worth of a large table, or null. */
function problem(op: Operation, query: Row, plan: string[], counting: boolean): string | null {
  const table = resourceOf(op).table;
  if (POSTGRES) return plan.some((p) => p === `Seq Scan on ${table}`) ? 'sequential scan' : null;
  const filters = op.filter.filter((f) => f !== 'id' && query[f] !== undefined);
  const searched = typeof query.key === 'string';
  const access = plan.find((p) => new RegExp(`^(SCAN|SEARCH) ${table}\\b`).test(p)) ?? '';
  // Driven by the search index: each match found by the trigram table, then its row by id (sorting the matches is fine).
  const viaSearch = searched && plan.some((p) => p.startsWith(`SCAN ${table}__fts VIRTUAL TABLE`)) && /\b(rowid|id)=\?/.test(access);
  if (viaSearch) return null;
  if (/^SCAN \S+$/.test(access) && (filters.length || searched || (!counting && query.sort !== 'id'))) return `full scan: ${access}`;
  if (!counting && plan.some((p) => p.includes('USE TEMP B-TREE FOR'))) return 'sorts every matching row';
  if (filters.length) {
    // Reading the sort's index in order and testing the filters row by row is fine where SQLite's statistics say
    // the filter keeps most rows; a pair of the filters screens combine must seek both columns at the sorts
    // screens open with (id and the first other x-sort column), where it has its composite index.
    const seek = /\((.*)\)$/.exec(access)?.[1] ?? '';
    if (!access.startsWith('SEARCH')) return `does not seek: ${access}`;
    const paired = op.filter.filter((f) => f !== 'id').slice(0, PAIRED_FILTERS);
    const primary = ['id', ...op.sort.filter((c) => c !== 'id')].slice(0, 2);
    const seeked = filters.filter((f) => seek.includes(`${f}=?`));
    if (/_key \(/.test(access)) return null; // a unique key: one row at most
    if (filters.length === 2 && seeked.length === 1 && filters.every((f) => paired.includes(f)) && primary.includes(String(query.sort)))
      return `seeks one filter of the pair: ${access}`;
  }
  return null;
}

describe('list plans', () => {
  it('every list shape reads through an index (no scan of a large table, no sort of every row)', async () => {
    const bad: string[] = [];
    const keys = new Map<string, string>();
    let checked = 0;
    for (const op of lists()) {
      const resource = resourceOf(op);
      if (POSTGRES && !SCALED_RESOURCES.includes(resource.name)) continue;
      const sample = await database.db.selectFrom(resource.table).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!sample) continue;
      // Required parameters (a listing of one token's markets) always carry the sample's value.
      const required = Object.fromEntries(op.parameters.filter((p) => p.required && p.in === 'query').map((p) => [p.name, sample[p.name]]));
      if (op.search.length && !keys.has(resource.name)) keys.set(resource.name, await rareKey(op, sample));
      for (const combination of combinations(op, sample, keys)) {
        const declared = new Set(op.parameters.map((p) => p.name));
        const query = Object.fromEntries(Object.entries({ ...combination, ...required }).filter(([k]) => declared.has(k)));
        if (query.sort === undefined) query.sort = 'id';
        // A derived column (x-derived: a campaign's state) moves with the clock, so no index can hold its order: a sort
        // by it sorts the matching rows (small tables of campaigns). Its filters are ranges of indexed columns.
        if (resource.derived.some((d) => d.name === query.sort)) continue;
        if (query.cursor === true) {
          // The second page of the same list: a sort without keyset paging, or one page of rows, answers none.
          const { cursor: _, ...first } = query;
          const next = (await call(op, { ...first, count: 2 })).next_cursor;
          if (!next) continue;
          query.cursor = next;
        }
        captured = [];
        await call(op, query);
        const reads = captured.filter(
          (q) => q.sql.includes(`from "${resource.readFrom}"`) || q.sql.includes(`join "${resource.readFrom}"`),
        );
        for (const read of reads) {
          const counting = read.sql.startsWith('select count(*)');
          // PostgreSQL counts a filter that keeps most rows by reading them all, as it should: totals are cached
          // per change stamp (operations/totals.ts), so that count runs once per write, not per page.
          if (counting && POSTGRES) continue;
          const plan = await explain(read);
          checked++;
          const why = problem(op, query, plan, counting);
          if (why)
            bad.push(
              `${op.operationId} ${JSON.stringify(query)} ${counting ? 'count' : 'page'}: ${why}\n    ${read.sql}\n    ${plan.join(' | ')}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(POSTGRES ? 300 : 2000);
    expect(bad.slice(0, 20).join('\n')).toBe('');
  }, 600_000);
});

describe('search', () => {
  const keys = [
    'usd',
    'USD',
    'Us',
    'u',
    '%',
    '_',
    '\\',
    'a_b',
    '10%',
    '100%',
    '"x',
    '币',
    '比特币',
    '比特币钱',
    'éco',
    'ÉCO',
    'co u',
    'zzzq',
  ];
  /** A list's required parameters (a drill-down's parents) as its newest row has them, as the plans above. */
  const requiredOf = async (op: Operation): Promise<Row> => {
    const names = op.parameters.filter((p) => p.required && p.in === 'query').map((p) => p.name);
    if (!names.length) return {};
    const sample = await database.db.selectFrom(resourceOf(op).table).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    return Object.fromEntries(names.map((name) => [name, sample[name]]));
  };
  const expected = async (op: Operation, key: string) => {
    const pattern = `%${key.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const required = Object.entries(await requiredOf(op));
    const rows = await database.db
      .selectFrom(resourceOf(op).table)
      .select('id')
      .where((eb) => eb.and(required.map(([name, value]) => eb(name, '=', value as number))))
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
  const answered = async (op: Operation, key: string) => {
    const page = await call(op, { ...(await requiredOf(op)), key, count: 1000, sort: 'id', order: 'desc' });
    return { ids: page.list.map((r) => Number(r.id)), total: page.total, more: page.total_more === true };
  };

  it('answers exactly the case-insensitive substring matches, before and after inserts, updates and deletes', async () => {
    const contract = t.app.services.contract;
    const op = contract.byId.get('listApplication')!;
    const resource = resourceOf(op);
    const now = Date.now();
    const base = await database.db.selectFrom(resource.table).selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { id: _id, created_at: _c, updated_at: _u, ...template } = base;
    const made: number[] = [];
    for (const title of ['100% USD pool', 'a_b swap', '比特币钱包', 'École USDT', 'back\\slash "x" co usd'])
      made.push(
        Number((await insertRow(database.db, resource, { ...template, title, url: `https://example.test/${made.length}` }, now)).id),
      );
    for (const key of keys) expect(await answered(op, key), key).toEqual(await answered(op, key));
    const check = async () => {
      for (const key of keys) {
        const want = await expected(op, key);
        const got = await answered(op, key);
        expect({ total: got.total, more: got.more }, key).toEqual(counted(want.length));
        expect(got.ids, key).toEqual(want.slice(0, 1000));
      }
    };
    await check();
    await updateRow(database.db, resource, made[0], { title: 'renamed zzzq' }, now);
    await deleteRow(database.db, resource, made[1]);
    await check();
    expect((await answered(op, 'zzzq')).ids).toEqual([made[0]]);
    expect((await answered(op, 'a_b')).ids).not.toContain(made[1]);

    const tokens = contract.byId.get('searchToken')!;
    for (const key of ['usd', 'USDT', 'eth', '0x', 'zz']) {
      const got = await answered(tokens, key);
      expect({ total: got.total, more: got.more }, key).toEqual(counted((await expected(tokens, key)).length));
    }
  }, 120_000);

  it('every searchable list answers a key, the accounts (whose table the migrations own) included', async () => {
    const searchable = t.app.services.contract.operations.filter((op) => op.action === 'list' && op.resource !== null && op.search.length);
    expect(searchable.map((op) => op.operationId)).toContain('listAdminUser');
    for (const op of searchable)
      for (const key of ['adm', 'usd', 'zzzq']) {
        const got = await answered(op, key);
        expect({ total: got.total, more: got.more }, `${op.operationId} ${key}`).toEqual(counted((await expected(op, key)).length));
      }
  }, 120_000);
});

describe('searches of one or two characters', () => {
  it('read the grams index, page and total, on both engines (no scan of the large table)', async () => {
    const contract = t.app.services.contract;
    for (const [id, table] of [
      ['listApplication', 'application'],
      ['searchToken', 'token'],
    ] as const)
      for (const key of ['钱包', '包', 'Zq']) {
        captured = [];
        await call(contract.byId.get(id)!, { key, sort: 'id', order: 'desc', count: 10 });
        const reads = captured.filter((q) => q.sql.includes(`from "${table}"`) || q.sql.includes(`join "${table}"`));
        expect(reads.length, `${id} ${key}`).toBeGreaterThan(0);
        for (const read of reads) {
          const plan = (await explain(read)).join(' | ');
          if (POSTGRES) expect(plan, `${id} ${key}: ${read.sql}`).toMatch(new RegExp(`Bitmap Index Scan using ${table}__grams_`));
          else expect(plan, `${id} ${key}: ${read.sql}`).toMatch(new RegExp(`SCAN ${table}__grams VIRTUAL TABLE`));
          expect(plan, `${id} ${key}`).not.toMatch(new RegExp(`Seq Scan on ${table}|SCAN ${table}( |$)`));
        }
      }
  });
});

describe('searches by id on PostgreSQL', () => {
  it.runIf(POSTGRES)('collect rare matches through the trigram indexes, and walk the order once the matches are known many', async () => {
    const op = t.app.services.contract.byId.get('searchToken')!;
    const pageOf = async (key: string) => {
      captured = [];
      await call(op, { key });
      // The page of tokens (not the audit chainer's poll, which runs in the same process every 100 ms).
      return captured.find((q) => q.sql.startsWith('select') && q.sql.includes('order by') && q.sql.includes('"token"'))!;
    };
    // A key never searched: whatever the statistics say, no walk of the primary key testing every row.
    const rare = await pageOf('zqx');
    expect(rare.sql).toContain('"id" + 0');
    expect(await explain(rare)).toContain('Bitmap Heap Scan on token');
    // Every seeded token is named "… Token": once its total says so, the page walks the order.
    expect((await pageOf('tok')).sql).toContain('"id" + 0');
    expect((await call(op, { key: 'tok' })).total).toBeGreaterThan(1000);
    expect((await pageOf('tok')).sql).not.toContain('"id" + 0');
  });
});

describe('totals', () => {
  it('are cached and follow writes made by another connection and by custom handlers', async () => {
    const op = t.app.services.contract.byId.get('listApplication')!;
    const resource = resourceOf(op);
    const sample = await database.db.selectFrom(resource.table).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const query = { lang: sample.lang, category_id: sample.category_id };
    const before = (await call(op, query)).total;
    const entries = cachedTotals(database.db);
    expect(entries).toBeGreaterThan(0);
    captured = [];
    expect((await call(op, query)).total).toBe(before);
    expect(cachedTotals(database.db)).toBe(entries);
    // The page read the stamp its total is cached under: one statement for page and total (a round trip on PostgreSQL).
    const statements = captured.filter((q) => q.sql.includes(`from "${resource.table}"`) || q.sql.includes('list_stamp'));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.sql).toContain('list_stamp');

    const other = await openDatabase(database.schema ? { url: process.env.DATABASE_URL!, schema: database.schema } : database.location);
    try {
      const { id: _id, ...values } = sample;
      await other.db
        .insertInto(resource.table)
        .values({ ...values, title: 'from another process', url: 'https://example.test/other' })
        .execute();
      expect((await call(op, query)).total).toBe(before + 1);
      // A raw update (as a custom handler makes) moving a row out of the filter.
      await other.db.updateTable(resource.table).set({ lang: 'xx' }).where('id', '=', Number(sample.id)).execute();
      expect((await call(op, query)).total).toBe(before);
      await other.db.deleteFrom(resource.table).where('title', '=', 'from another process').execute();
      expect((await call(op, query)).total).toBe(before - 1);
    } finally {
      await other.close();
    }
  });
});

describe('cursor paging', () => {
  it('walks the same rows as offset paging, at every sort and order', async () => {
    const contract = t.app.services.contract;
    for (const [id, filter] of [
      ['listApplication', 'lang'],
      ['searchToken', 'status'],
    ] as const) {
      const op = contract.byId.get(id)!;
      const sample = await database.db.selectFrom(resourceOf(op).table).selectAll().limit(1).executeTakeFirstOrThrow();
      for (const sort of ['id', ...op.sort.filter((s) => s !== 'id')])
        for (const order of ['asc', 'desc']) {
          const base = { [filter]: sample[filter], sort, order, count: 1000 };
          const byOffset: number[] = [];
          let total = { total: 0, more: false };
          for (let start = 0; ; start += 1000) {
            const page = await call(op, { ...base, start });
            total = { total: page.total, more: page.total_more === true };
            byOffset.push(...page.list.map((r) => Number(r.id)));
            if (page.list.length < 1000) break;
          }
          const byCursor: number[] = [];
          let cursor: string | undefined;
          for (;;) {
            const page = await call(op, { ...base, ...(cursor ? { cursor } : {}) });
            byCursor.push(...page.list.map((r) => Number(r.id)));
            cursor = page.next_cursor;
            if (!cursor) break;
          }
          expect(counted(byOffset.length), `${id} ${sort} ${order}`).toEqual(total);
          expect(byCursor, `${id} ${sort} ${order}`).toEqual(byOffset);
        }
    }
  }, 300_000);

  it('refuses a cursor of another order, and page 9,000 by cursor equals page 9,000 by offset', async () => {
    const op = t.app.services.contract.byId.get('listApplication')!;
    const first = await call(op, { sort: 'sort', order: 'asc', count: 10 });
    const answer = await t.call(op, { token: t.admin, query: { sort: 'title', order: 'asc', cursor: first.next_cursor } });
    expect(answer.result).toBe(40000);
    expect((await t.call(op, { token: t.admin, query: { cursor: 'bm90IGEgY3Vyc29y' } })).result).toBe(40000);
    const deep = Math.floor(LARGE / 10) - 10;
    const before = await call(op, { start: (deep - 1) * 10, count: 10 });
    const byCursor = await call(op, { cursor: before.next_cursor, count: 10 });
    const byOffset = await call(op, { start: deep * 10, count: 10 });
    expect(byCursor.list.map((r) => r.id)).toEqual(byOffset.list.map((r) => r.id));
    expect(byCursor.total).toBe(byOffset.total);
  });
});

describe('version filter', () => {
  it('versionKey orders every pair of versions as compareVersions does', () => {
    const parts = ['0', '1', '2', '9', '10', '01', '100', '999999999999999'];
    const versions = [''];
    for (const a of parts) {
      versions.push(a);
      for (const b of parts) {
        versions.push(`${a}.${b}`);
        for (const c of ['0', '3', '10']) versions.push(`${a}.${b}.${c}`, `${a}.${b}.${c}.0`, `${a}.0.${c}.7`);
      }
    }
    const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
    for (const a of versions)
      for (const b of versions) {
        const keys = versionKey(a) < versionKey(b) ? -1 : versionKey(a) > versionKey(b) ? 1 : 0;
        if (keys !== sign(compareVersions(a || '0', b || '0'))) expect(`${a} vs ${b}: ${keys}`).toBe(String(sign(compareVersions(a, b))));
      }
  });

  it('keeps the rows an app of that version shows, in SQL, as compareVersions does', async () => {
    const op = t.app.services.contract.byId.get('listApplication')!;
    const resource = resourceOf(op);
    const now = Date.now();
    const base = await database.db.selectFrom(resource.table).selectAll().limit(1).executeTakeFirstOrThrow();
    const { id: _id, created_at: _c, updated_at: _u, ...template } = base;
    const versions = ['', '1', '1.2', '1.2.0', '1.10', '2.0.0.1', '10.0', '3.0.0'];
    const ids = new Map<string, number>();
    for (const v of versions)
      ids.set(
        v,
        Number(
          (
            await insertRow(
              database.db,
              resource,
              { ...template, category_id: 987654, min_version: v, url: `https://example.test/version/${v}` },
              now,
            )
          ).id,
        ),
      );
    const admitted = async (version: string) =>
      (await call(op, { category_id: 987654, version, count: 100, sort: 'id', order: 'asc' })).list.map((r) => r.min_version);
    expect(await admitted('1.2')).toEqual(['', '1', '1.2', '1.2.0']);
    expect(await admitted('1.9.9')).toEqual(['', '1', '1.2', '1.2.0']);
    expect(await admitted('1.10.0')).toEqual(['', '1', '1.2', '1.2.0', '1.10']);
    expect(await admitted('3')).toEqual(['', '1', '1.2', '1.2.0', '1.10', '2.0.0.1', '3.0.0']);
    await updateRow(database.db, resource, ids.get('10.0'), { min_version: '0.9' }, now);
    expect(await admitted('1')).toEqual(['', '1', '0.9']);
  });
});

describe('far pages by offset', () => {
  it('answer the rows a plain offset reads, from kept positions that follow writes', async () => {
    const op = t.app.services.contract.byId.get('listApplication')!;
    const resource = resourceOf(op);
    const sample = await database.db.selectFrom(resource.table).selectAll().limit(1).executeTakeFirstOrThrow();
    const shapes = [
      { query: {}, read: () => database.db.selectFrom(resource.table).select('id').orderBy('id', 'desc') },
      {
        query: { lang: sample.lang, sort: 'sort', order: 'asc' },
        read: () =>
          database.db
            .selectFrom(resource.table)
            .select('id')
            .where('lang', '=', sample.lang as string)
            .orderBy('sort', 'asc')
            .orderBy('id', 'asc'),
      },
    ];
    const check = async () => {
      for (const { query, read } of shapes)
        for (const start of [1000, 1234, 2571, Math.floor(LARGE * 0.6) + 7]) {
          const page = await call(op, { ...query, start, count: 10 });
          const expected = await read().limit(10).offset(start).execute();
          expect(
            page.list.map((r) => Number(r.id)),
            `${JSON.stringify(query)} start ${start}`,
          ).toEqual(expected.map((r) => Number(r.id)));
        }
    };
    const positionReads = () => captured.filter((q) => q.sql.includes('row_number()')).length;
    await check();
    // A write moves every later row's position: each list reads its positions once again and its pages follow.
    const { id: _id, created_at: _c, updated_at: _u, ...template } = sample;
    const made = await insertRow(
      database.db,
      resource,
      { ...template, title: 'far page probe', url: 'https://example.test/far' },
      Date.now(),
    );
    const middle = await shapes[0]!.read().limit(1).offset(1500).executeTakeFirstOrThrow();
    await deleteRow(database.db, resource, middle.id);
    captured = [];
    await check();
    expect(positionReads()).toBe(shapes.length);
    // Kept: the same far pages again read no positions, and skip fewer than a hundred rows.
    captured = [];
    await check();
    expect(positionReads()).toBe(0);
    // The list's page reads (the checks' own reads select only "id").
    const offsets = captured.filter((q) => !q.sql.startsWith('select "id"') && / offset (\?|\$\d+)$/.test(q.sql));
    expect(offsets.length).toBeGreaterThan(0);
    for (const q of offsets) expect(Number(q.parameters[q.parameters.length - 1])).toBeLessThan(100);
    await deleteRow(database.db, resource, made.id);
  }, 120_000);
});
