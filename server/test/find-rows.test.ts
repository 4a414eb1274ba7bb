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

  // Issue 55: Ctrl+K finds an account by its id and a custodial user by a wallet address, on the lists' screens only.
  it('finds an account by its id, 12 or #12, first, with the key its own list finds it by', async () => {
    const account = await t.db
      .selectFrom('admin_user')
      .select(['id', 'user_name'])
      .where('user_name', '=', 'operator')
      .executeTakeFirstOrThrow();
    const want = {
      operation: 'listAdminUser',
      screen: '/permission/role',
      resource: 'admin_user',
      id: account.id,
      label: 'operator',
      key: 'operator',
    };
    const id = Number(account.id);
    expect((await find(t.admin, `#${id}`)).filter((row) => row.resource === 'admin_user')[0]).toEqual(want);
    expect((await find(t.admin, String(id).padStart(2, '0'))).filter((row) => row.resource === 'admin_user')[0]).toEqual(want);
    // The account list's screen only: a caller without it finds no account by its id.
    const tokens = await t.signedInWith('id-outsider', ['/token/tokenlist']);
    expect((await find(tokens, `#${id}`)).filter((row) => row.resource === 'admin_user')).toEqual([]);
    // A name still finds by the list's own search, with no key of its own (the typed one finds it).
    const { key: _key, ...byName } = want;
    expect((await find(t.admin, 'operat')).filter((row) => row.id === account.id && row.resource === 'admin_user')).toEqual([byName]);
  });

  it("finds a custodial user by one of its assets' addresses, for a caller holding both lists' screens", async () => {
    const asset = await t.db
      .selectFrom('custody_asset')
      .select(['custody_user_id', 'address', 'symbol'])
      .where('address', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const user = await t.db
      .selectFrom('custody_user')
      .select(['id', 'uid', 'nickname'])
      .where('id', '=', asset.custody_user_id)
      .executeTakeFirstOrThrow();
    const want = {
      operation: 'listCustodyUser',
      screen: '/centralizewallet/UserIndex',
      resource: 'custody_user',
      id: user.id,
      label: `${String(user.nickname)} · ${String(user.uid)}`,
      key: String(user.uid),
    };
    const address = String(asset.address);
    expect(await find(t.admin, address)).toContainEqual(want);
    // The middle of the address too, as the assets list searches it.
    expect(await find(t.admin, address.slice(6, 20))).toContainEqual(want);
    const both = await t.signedInWith('custody-both', ['/centralizewallet/UserIndex', '/centralizewallet/UserAssetsList']);
    expect(await find(both, address)).toContainEqual(want);
    // Through the address only: an asset's symbol finds no user.
    expect((await find(both, String(asset.symbol))).filter((row) => row.resource === 'custody_user' && row.key !== undefined)).toEqual([]);
    // The users' screen alone: the assets are not read, so no user is found by an address.
    const usersOnly = await t.signedInWith('custody-users', ['/centralizewallet/UserIndex']);
    expect((await find(usersOnly, address)).filter((row) => row.resource === 'custody_user')).toEqual([]);
    const { key: _key, ...byUid } = want;
    expect(await find(usersOnly, String(user.uid))).toContainEqual(byUid);
    const assetsOnly = await t.signedInWith('custody-assets', ['/centralizewallet/UserAssetsList']);
    expect((await find(assetsOnly, address)).filter((row) => row.resource === 'custody_user')).toEqual([]);
  });

  it('refuses a key under 2 characters', async () => {
    expect((await t.call('findRows', { token: t.admin, query: { key: 'a' } })).result).toBe(40000);
  });
});
