// Issue 44, "find any row": findRows searches each x-find list as that list searches, over only the screens the
// caller holds.
import type { Schema } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../src/seed/scale.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Found = Schema<'FoundRow'>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const find = async (token: string, key: string) => {
  const answer = await t.call('findRows', { token, query: { key } });
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Found[];
};

describe('findRows', () => {
  it('finds a token by the middle of its address, named by its label, on its screen', async () => {
    const token = await t.db
      .selectFrom('token')
      .select(['id', 'address', 'symbol', 'name'])
      .where('address', 'like', '0x%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const middle = String(token.address).slice(10, 22);
    const found = await find(t.admin, middle.toUpperCase());
    expect(found).toContainEqual({
      operation: 'searchToken',
      screen: '/token/tokenlist',
      resource: 'token',
      id: token.id,
      label: `${String(token.symbol)} · ${String(token.name)}`,
    });
  });

  it('never answers a row of a screen the caller does not hold', async () => {
    const version = await t.db.selectFrom('version').select(['id', 'version_name']).orderBy('id').executeTakeFirstOrThrow();
    const key = String(version.version_name);
    const admin = await find(t.admin, key);
    expect(admin.some((row) => row.resource === 'version' && row.id === version.id)).toBe(true);

    const versions = await t.signedInWith('finder', ['/app/version']);
    const own = await find(versions, key);
    expect(own.some((row) => row.id === version.id)).toBe(true);
    expect(new Set(own.map((row) => row.screen))).toEqual(new Set(['/app/version']));

    const tokens = await t.signedInWith('outsider', ['/token/tokenlist']);
    expect((await find(tokens, key)).filter((row) => row.screen !== '/token/tokenlist')).toEqual([]);
    expect((await find(t.viewer, key)).length).toBe(0);
  });

  it('finds a flash-exchange trade (a swap order) by its number', async () => {
    const order = await t.db.selectFrom('swap_order').select(['id', 'order_no']).orderBy('id').executeTakeFirstOrThrow();
    expect(await find(t.admin, String(order.order_no))).toContainEqual({
      operation: 'listSwapOrder',
      screen: '/flashCash/orderList',
      resource: 'swap_order',
      id: order.id,
      label: String(order.order_no),
    });
  });

  // PostgreSQL tests the newest 2,000 rows first, then asks the indexes (custom/find.ts): past 2,000 tokens a rare key
  // takes the second way, a common one the first; both answer the newest matches, as the plain test over every row.
  it('answers the newest matches of a rare key and of a common one alike', async () => {
    const { database, contract } = t.app.services;
    await seedScale(database, contract, 2100);
    const columns = contract.byId.get('searchToken')!.search;
    const rows = await t.db
      .selectFrom('token')
      .select(['id', ...columns])
      .orderBy('id', 'desc')
      .execute();
    const newest = (key: string) =>
      rows
        .filter((row) =>
          columns.some((c) => {
            const value = row[c];
            return typeof value === 'string' && value.toLowerCase().includes(key.toLowerCase());
          }),
        )
        .slice(0, 5)
        .map((row) => row.id);
    const old = String(rows[2050]!.address);
    for (const key of [old.slice(12, 24), '0x', old.slice(2, 5)]) {
      const want = newest(key);
      expect(want.length, key).toBeGreaterThan(0);
      const found = (await find(t.admin, key)).filter((row) => row.resource === 'token').map((row) => row.id);
      expect(found, key).toEqual(want);
    }
  });

  it('refuses a key under 2 characters', async () => {
    expect((await t.call('findRows', { token: t.admin, query: { key: 'a' } })).result).toBe(40000);
  });
});
