// The custodial wallet (/centralizewallet): the drill-down lists refuse a child asked under a parent it does not
// belong to (users → assets → movements and tokens), the gas API's keys are write-only, the currency writes sit
// beside the spec's currency list, and the demo rows are consistent and enough to page. The four generic cases of
// every operation (success, no session, no permission, bad input) are operations.test.ts's.
import { compareDecimals, sumDecimals } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/db/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { list: Row[]; total: number };
const page = async (operationId: string, query: Row) => {
  const answer = await t.call(operationId, { token: t.admin, query });
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Page;
};
/** An asset of another user than `userId`'s. */
const assetOf = (userId: number, same: boolean) =>
  t.db
    .selectFrom('custody_asset')
    .selectAll()
    .where('custody_user_id', same ? '=' : '!=', userId)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('the drill-down: users → assets → movements and tokens', () => {
  it("lists a user, their assets, an asset's movements and tokens, each only under its parent", async () => {
    const users = await page('listCustodyUser', { count: 50 });
    expect(users.total).toBeGreaterThan(20);
    const user = users.list.find((u) => u.uid === 'U100001')!;
    const assets = await page('listCustodyAsset', { custody_user_id: user.id, count: 50 });
    expect(assets.total).toBe(6);
    expect(assets.list.every((a) => a.custody_user_id === user.id)).toBe(true);
    const asset = assets.list.find((a) => a.blockchain_id === 1)!;
    const movements = await page('listCustodyMovement', { custody_user_id: user.id, custody_asset_id: asset.id, count: 10 });
    expect(movements.total).toBeGreaterThan(20);
    expect(movements.list.every((m) => m.custody_asset_id === asset.id && m.custody_user_id === user.id)).toBe(true);
    const tokens = await page('listCustodyToken', { custody_user_id: user.id, custody_asset_id: asset.id });
    expect(tokens.list.map((row) => row.symbol)).toContain('USDT');
  });

  for (const operationId of ['listCustodyMovement', 'listCustodyToken']) {
    it(`${operationId} refuses an asset of another user (40000 naming custody_asset_id) and an unknown one (40004)`, async () => {
      const asset = await assetOf(1, false);
      const across = await t.call(operationId, { token: t.admin, query: { custody_user_id: 1, custody_asset_id: asset.id } });
      expect(across).toMatchObject({ result: 40000, field: 'custody_asset_id' });
      expect(across.message).toContain(`custody_asset ${String(asset.id)} does not belong to custody_user_id 1`);
      const own = await assetOf(1, true);
      const gone = await t.call(operationId, { token: t.admin, query: { custody_user_id: 1, custody_asset_id: 999999 } });
      expect(gone.result).toBe(40004);
      const noUser = await t.call(operationId, { token: t.admin, query: { custody_user_id: 999999, custody_asset_id: own.id } });
      expect(noUser.result).toBe(40004);
      const missing = await t.call(operationId, { token: t.admin, query: { custody_user_id: 1 } });
      expect(missing).toMatchObject({ result: 40000, field: 'custody_asset_id' });
    });
  }

  it("refuses a user's assets for a user that does not exist, and asks for the user", async () => {
    expect((await t.call('listCustodyAsset', { token: t.admin, query: { custody_user_id: 999999 } })).result).toBe(40004);
    expect(await t.call('listCustodyAsset', { token: t.admin, query: {} })).toMatchObject({ result: 40000, field: 'custody_user_id' });
  });

  it('names the parents for the breadcrumb through the lookups the drill-down screens may call', async () => {
    const asset = await assetOf(1, true);
    // A holder of the asset tokens screen alone (the drill-down's third level) reads both parents' labels.
    const viewer = await t.signedInWith('asset-tokens-only', ['/centralizewallet/UserAssetsTokenList']);
    const users = await t.call('lookupCustodyUser', { token: viewer, query: { ids: '1' } });
    expect((users.data as Page).list).toEqual([{ id: 1, uid: 'U100001', nickname: '张伟' }]);
    const assets = await t.call('lookupCustodyAsset', { token: viewer, query: { ids: String(asset.id) } });
    expect((assets.data as Page).list[0]).toEqual({ id: asset.id, custody_user_id: 1, symbol: asset.symbol, address: asset.address });
  });
});

describe('the gas price API settings', () => {
  it('answers the keys masked and keeps them when the masked value is saved back', async () => {
    const read = await t.call('getEthGasApi', { token: t.admin });
    const settings = read.data as Row;
    expect(settings.api_key).toMatch(/^\*{12}.{4}$/);
    expect(settings.backup_api_key).toMatch(/^\*{12}.{4}$/);
    const saved = await t.call('setEthGasApi', {
      token: t.admin,
      body: { ...settings, refresh_seconds: 30, backup_api_key: 'new-backup-key-9876' },
    });
    expect(saved.result, saved.message).toBe(0);
    expect(saved.data).toMatchObject({ api_key: settings.api_key, backup_api_key: '************9876', refresh_seconds: 30 });
    const stored = await t.db.selectFrom('config').select('value').where('name', '=', 'eth_gas_api').executeTakeFirstOrThrow();
    expect(JSON.parse(String(stored.value))).toMatchObject({
      api_key: 'K7YQ2M4XH9ZP3R8TB6WN1VDC5EJFGSAU',
      backup_api_key: 'new-backup-key-9876',
    });
  });
});

describe('currencies, their names and alerts', () => {
  it("adds a currency the spec's currency list then shows, names it per language once, and deletes it with its names and alerts", async () => {
    const created = await t.call('createCurrency', { token: t.admin, body: { code: 'XAU', name: '黄金', symbol: 'oz' } });
    expect(created.result, created.message).toBe(0);
    const id = (created.data as Row).id;
    expect((await page('listCurrency', { key: 'XAU' })).list.map((c) => c.code)).toEqual(['XAU']);
    expect((await t.call('createCurrency', { token: t.admin, body: { code: 'XAU', name: 'Gold', symbol: 'oz' } })).result).toBe(40009);
    const name = { currency_id: id, lang: 'en', name: 'Gold' };
    expect((await t.call('createCurrencyLanguage', { token: t.admin, body: name })).result).toBe(0);
    expect((await t.call('createCurrencyLanguage', { token: t.admin, body: name })).result).toBe(40009);
    const alert = {
      name: 'Gold above 2400',
      currency_id: id,
      direction: 'above',
      threshold: '0.000417',
      channel: 'email',
      recipient: 'a@example.com',
    };
    expect((await t.call('createCurrencyAlert', { token: t.admin, body: alert })).result).toBe(0);
    expect((await t.call('createCurrencyAlert', { token: t.admin, body: { ...alert, threshold: '1e3' } })).result).toBe(40000);
    expect((await t.call('deleteCurrency', { token: t.admin, params: { id } })).result).toBe(0);
    expect((await page('listCurrencyLanguage', { currency_id: id })).total).toBe(0);
    expect((await page('listCurrencyAlert', { currency_id: id })).total).toBe(0);
  });

  it('seeds names in three languages and alerts enough to page', async () => {
    expect((await page('listCurrencyLanguage', { currency_id: 1 })).list.map((r) => r.name).sort()).toEqual(['US Dollar', '美元', '美元']);
    expect((await page('listCurrencyAlert', {})).total).toBeGreaterThan(20);
    expect((await page('listCurrency', {})).total).toBeGreaterThan(20);
  });
});

describe('DeFi entries and their exchange data', () => {
  it('pages both lists and deletes an entry with its pairs', async () => {
    expect((await page('listDefiInfo', {})).total).toBeGreaterThan(20);
    expect((await page('listDefiExchange', {})).total).toBeGreaterThan(20);
    const pairs = await page('listDefiExchange', { defi_info_id: 1 });
    expect(pairs.total).toBeGreaterThan(1);
    expect((await t.call('deleteDefiInfo', { token: t.admin, params: { id: 1 } })).result).toBe(0);
    expect((await page('listDefiExchange', { defi_info_id: 1 })).total).toBe(0);
  });
});

describe('totals add up (issue 56)', () => {
  it("a user's total USD is the exact sum of their assets' values, each in cents, as the rows show them", async () => {
    const users = await page('listCustodyUser', { count: 100 });
    expect(users.list.length).toBe(users.total);
    for (const user of users.list) {
      const assets = await page('listCustodyAsset', { custody_user_id: user.id, count: 50 });
      for (const asset of assets.list) expect(String(asset.value_usd)).toMatch(/^\d+(\.\d{1,2})?$/);
      const sum = sumDecimals(assets.list.map((a) => String(a.value_usd)));
      expect(compareDecimals(String(user.total_usd), sum), `${String(user.uid)}: ${String(user.total_usd)} vs ${sum}`).toBe(0);
    }
  });
});
