// The operations settings (/settings) and the prepaid cards (/card): what operations.test.ts does not cover
// generically. Integration keys and secrets of config documents are write-only (x-secret): never answered or audited
// in full, kept when the masked value comes back. Cards freeze and unfreeze only as their x-transitions allow.
// Prices keep their decimals exactly, pools follow their chain's address rule, subscriptions are read-only and
// filter by product and date range, and the demo rows page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationTable } from '@wallet-admin/sdk';
import type { Row } from '../src/db/types.ts';
import { readConfig } from '../src/operations/crud.ts';
import { maskSecret } from '../src/operations/secrets.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MASK = '*'.repeat(12);
type Page = { list: Row[]; total: number };
const page = async (op: string, query: Row = {}) => {
  const answer = await t.call(op, { token: t.admin, query: { count: 100, ...query } });
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Page;
};

describe('integration config documents: keys and secrets are write-only (x-secret)', () => {
  const cases = [
    ['getImConfig', 'setImConfig', 'im_config', ['app_key', 'app_secret']],
    ['getNewdexConfig', 'setNewdexConfig', 'newdex_config', ['api_key', 'api_secret']],
    ['getBtexConfig', 'setBtexConfig', 'btex_config', ['api_key', 'api_secret']],
  ] as const;

  it.each(cases)('%s answers every secret masked, never in full', async (get, _set, name, secrets) => {
    const stored = (await readConfig(t.db, name)) as Row;
    const answer = await t.call(get, { token: t.admin });
    expect(answer.result).toBe(0);
    const data = answer.data as Row;
    for (const secret of secrets) {
      const value = String(stored[secret]);
      expect(value.length).toBeGreaterThan(4);
      expect(data[secret]).toBe(maskSecret(value));
      expect(JSON.stringify(answer)).not.toContain(value);
    }
  });

  it.each(cases)(
    '%s: a masked secret sent back keeps the stored one; a new one replaces it; the answer and the audit stay masked',
    async (get, set, name, secrets) => {
      const before = (await readConfig(t.db, name)) as Row;
      const shown = (await t.call(get, { token: t.admin })).data as Row;
      const [kept, replaced] = secrets;
      const fresh = `new-${name}-secret-value-7f3a`;
      const answer = await t.call(set, { token: t.admin, body: { ...shown, [replaced]: fresh } });
      expect(answer.result, answer.message).toBe(0);
      const after = (await readConfig(t.db, name)) as Row;
      expect(after[kept]).toBe(before[kept]);
      expect(after[replaced]).toBe(fresh);
      expect((answer.data as Row)[replaced]).toBe(`${MASK}7f3a`);
      expect(JSON.stringify(answer)).not.toContain(fresh);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('target', '=', `config:${name}`)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      for (const text of [audit.before, audit.after]) {
        expect(text).not.toContain(fresh);
        expect(text).not.toContain(String(before[kept]));
      }
    },
  );

  it('a secret left blank keeps the stored one: a form that does not show it must not erase it', async () => {
    const initial = (await t.call('getBtexConfig', { token: t.admin })).data as Row;
    expect((await t.call('setBtexConfig', { token: t.admin, body: { ...initial, api_key: 'btex-key-kept-1234' } })).result).toBe(0);
    const stored = ((await readConfig(t.db, 'btex_config')) as Row).api_key;
    expect(stored).toBe('btex-key-kept-1234');
    const shown = (await t.call('getBtexConfig', { token: t.admin })).data as Row;
    for (const blank of ['', '   ']) {
      const answer = await t.call('setBtexConfig', { token: t.admin, body: { ...shown, api_key: blank } });
      expect(answer.result).toBe(0);
      expect((answer.data as Row).api_key).toBe(shown.api_key);
      expect(((await readConfig(t.db, 'btex_config')) as Row).api_key).toBe(stored);
    }
  });

  it('refuses a document that breaks its schema (40000) and keeps the stored one', async () => {
    const before = await readConfig(t.db, 'im_config');
    const shown = (await t.call('getImConfig', { token: t.admin })).data as Row;
    const answer = await t.call('setImConfig', { token: t.admin, body: { ...shown, provider: 'wechat' } });
    expect(answer.result).toBe(40000);
    expect(await readConfig(t.db, 'im_config')).toEqual(before);
  });
});

describe('prepaid cards: freeze and unfreeze (x-transitions)', () => {
  const card = async (where: Row) => {
    let query = t.db.selectFrom('prepaid_card').selectAll();
    for (const [k, v] of Object.entries(where)) query = query.where(k, '=', v as string | number);
    return query.orderBy('id').executeTakeFirstOrThrow();
  };
  const update = (body: Row) => t.call('updatePrepaidCard', { token: t.admin, body });

  it('refuses to freeze without a remark (40000) and changes nothing', async () => {
    const row = await card({ status: 0, remark: '' });
    const answer = await update({ id: row.id, status: 1 });
    expect(answer.result).toBe(40000);
    expect(answer.field).toBe('remark');
    expect((await card({ id: row.id })).status).toBe(0);
  });

  it('refuses to freeze without a new remark a card whose remark is left from an earlier move (40000)', async () => {
    const row = await card({ status: 0, remark: '用户已确认交易，解除冻结' });
    const answer = await update({ id: row.id, status: 1 });
    expect(answer.result).toBe(40000);
    expect(answer.field).toBe('remark');
    expect((await card({ id: row.id })).status).toBe(0);
  });

  it('freezes an active card with a remark, stamped with who and when, then unfreezes it', async () => {
    const row = await card({ status: 0, remark: '' });
    const frozen = await update({ id: row.id, status: 1, remark: '用户挂失' });
    expect(frozen.result, frozen.message).toBe(0);
    expect(frozen.data).toMatchObject({ status: 1, remark: '用户挂失', status_changed_by: 'admin', status_changed_at: t.clock.now });
    const unfrozen = await update({ id: row.id, status: 0, remark: 'User found the card' });
    expect(unfrozen.result, unfrozen.message).toBe(0);
    expect(unfrozen.data).toMatchObject({ status: 0, remark: 'User found the card' });
  });

  it('refuses to unfreeze an active card and any move of a cancelled one (40009)', async () => {
    const active = await card({ status: 0 });
    expect((await update({ id: active.id, status: 0, remark: 'again' })).result).toBe(40009);
    const cancelled = await card({ status: 2 });
    for (const status of [0, 1]) expect((await update({ id: cancelled.id, status, remark: '试图恢复' })).result).toBe(40009);
    expect((await card({ id: cancelled.id })).status).toBe(2);
  });

  it('changes nothing but the status and its remark: the card service owns the rest (40000)', async () => {
    const row = await card({ status: 0 });
    const answer = await update({ id: row.id, balance: '1000000' });
    expect(answer.result).toBe(40000);
    expect((await card({ id: row.id })).balance).toBe(row.balance);
  });

  it('lists by status, type, key and issue date', async () => {
    expect((await page('listPrepaidCard')).total).toBeGreaterThan(20);
    const frozen = await page('listPrepaidCard', { status: 1 });
    expect(frozen.total).toBeGreaterThan(0);
    expect(frozen.list.every((r) => r.status === 1)).toBe(true);
    const recent = await page('listPrepaidCard', { from: t.clock.now - 30 * 86_400_000, to: t.clock.now });
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.list.every((r) => Number(r.created_at) >= t.clock.now - 30 * 86_400_000)).toBe(true);
    const one = (await page('listPrepaidCard')).list[0]!;
    // The list shows the number masked (first 6, last 4: x-mask pan); its last 4 find it.
    expect((await page('listPrepaidCard', { key: String(one.card_no).slice(-4) })).list.map((r) => r.id)).toContain(one.id);
  });
});

describe('savings products and subscriptions', () => {
  it('subscriptions are read-only: the contract offers no write on them', () => {
    const writes = Object.values(operationTable).filter((op) => op.resource === 'finance_order' && op.method !== 'get');
    expect(writes).toEqual([]);
  });

  it('filters subscriptions by product and date range, and every one names a seeded product', async () => {
    const all = await page('listFinanceOrder');
    expect(all.total).toBeGreaterThan(20);
    const products = new Set((await page('listFinanceProduct')).list.map((p) => p.id));
    expect(all.list.every((o) => products.has(o.finance_product_id))).toBe(true);
    const product = all.list[0]!.finance_product_id;
    const of = await page('listFinanceOrder', { finance_product_id: product });
    expect(of.list.every((o) => o.finance_product_id === product)).toBe(true);
    const from = t.clock.now - 10 * 86_400_000;
    const range = await page('listFinanceOrder', { from, to: t.clock.now });
    expect(range.total).toBeGreaterThan(0);
    expect(range.total).toBeLessThan(all.total);
    expect(range.list.every((o) => Number(o.subscribed_at) >= from)).toBe(true);
  });

  it('keeps amounts and rates exactly as written (decimal strings)', async () => {
    const token = (await page('lookupToken', { count: 1 })).list[0]!.id;
    const answer = await t.call('createFinanceProduct', {
      token: t.admin,
      body: { name: '精度测试 USDT 30天', token_id: token, apy: '7.123456789012345678', term_days: 30, min_amount: '0.000000000000000001' },
    });
    expect(answer.result, answer.message).toBe(0);
    expect(answer.data).toMatchObject({ apy: '7.123456789012345678', min_amount: '0.000000000000000001' });
  });

  it('refuses a sale window that ends before it starts (40000, end_at)', async () => {
    const token = (await page('lookupToken', { count: 1 })).list[0]!.id;
    const answer = await t.call('createFinanceProduct', {
      token: t.admin,
      body: { name: '窗口测试', token_id: token, apy: '5', term_days: 7, min_amount: '1', start_at: t.clock.now, end_at: t.clock.now - 1 },
    });
    expect(answer.result).toBe(40000);
    expect(answer.field).toBe('end_at');
  });
});

describe('price overrides and trading pools', () => {
  it('keeps a price of many decimals exactly and refuses a window ending before it starts', async () => {
    const token = (await page('lookupToken', { count: 1 })).list[0]!.id;
    const ok = await t.call('createTokenPrice', {
      token: t.admin,
      body: { token_id: token, price: '0.000017612345678901', remark: 'precision' },
    });
    expect(ok.result, ok.message).toBe(0);
    expect((ok.data as Row).price).toBe('0.000017612345678901');
    const bad = await t.call('createTokenPrice', { token: t.admin, body: { token_id: token, price: '1', start_at: 2000, end_at: 1000 } });
    expect(bad.result).toBe(40000);
    expect(bad.field).toBe('end_at');
    expect((await t.call('createTokenPrice', { token: t.admin, body: { token_id: token, price: '1e5' } })).field).toBe('price');
  });

  it("checks and normalizes a pool's contract with its chain's rule (x-address)", async () => {
    const body = { blockchain_id: 1, dex: 'Uniswap V3', pair: 'PEPE/WETH', fee_bps: 100 };
    const upper = `0x${'AB'.repeat(20)}`;
    const ok = await t.call('createTradingPool', { token: t.admin, body: { ...body, pool_address: upper } });
    expect(ok.result, ok.message).toBe(0);
    expect((ok.data as Row).pool_address).toBe(upper.toLowerCase());
    const bad = await t.call('createTradingPool', { token: t.admin, body: { ...body, pool_address: '0x1234' } });
    expect(bad.result).toBe(40000);
    expect(bad.field).toBe('pool_address');
    const twice = await t.call('createTradingPool', { token: t.admin, body: { ...body, pool_address: upper } });
    expect(twice.result).toBe(40009);
  });

  it('seeds enough rows to page', async () => {
    for (const op of ['listTokenPrice', 'listTradingPool', 'listFinanceProduct']) expect((await page(op)).total, op).toBeGreaterThan(20);
  });
});
