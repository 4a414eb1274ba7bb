// The OTC back office (/otc): what operations.test.ts does not cover generically: the demo rows the screens need
// (enough to page, exact amounts), the merchant review (x-transitions), the currencies scoped to a merchant, the
// gas settings document, the daily statistics (each equal to the exact sum of the orders it summarises) and the
// entry of the hidden group (its hub on the dashboard of a user holding only /otc).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumDecimals } from '@wallet-admin/sdk';
import { SCREENS } from '../src/routes/catalogue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; total: number };

let t: TestApp;
/** A user whose role holds exactly the /otc screens. */
let otc: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { volume: 1 } }); // the demo's half year of orders
  const permissions = SCREENS.filter((s) => s.path.startsWith('/otc/')).map((s) => s.path);
  const role = await t.call('setRole', { token: t.admin, body: { name: 'OTC 运营', code: 'otc-ops', permissions } });
  expect(role.result, role.message).toBe(0);
  await t.createUser('otc-ops', 'OtcOps@12345', 'otc-ops');
  otc = ((await t.login('otc-ops', 'OtcOps@12345')).data as { token: string }).token;
});
afterAll(() => t.close());

const page = async (op: string, query: Record<string, unknown> = {}, token = otc) => {
  const answer = await t.call(op, { token, query });
  expect(answer.result, `${op}: ${answer.message}`).toBe(0);
  return answer.data as Page;
};

describe('demo rows', () => {
  it('fill every list past one page, with thousands of orders over half a year', async () => {
    for (const op of ['listOtcPayway', 'listOtcMerchant', 'listOtcOrder', 'listOtcGasRecord', 'listOtcMerchantCurrency']) {
      expect((await page(op)).total, op).toBeGreaterThan(20);
    }
    const orders = await page('listOtcOrder', { sort: 'created_at', order: 'asc', count: 1 });
    expect(orders.total).toBeGreaterThanOrEqual(5000);
    expect(t.clock.now - Number(orders.list[0]!.created_at)).toBeGreaterThan(170 * 86_400_000);
    expect((await page('listOtcPayment')).total).toBeGreaterThanOrEqual(10);
    expect((await page('listOtcToken')).total).toBeGreaterThanOrEqual(10);
  });

  it('answer amounts as exact decimal strings', async () => {
    const { list } = await page('listOtcOrder', { count: 50 });
    for (const order of list) {
      for (const field of ['price', 'amount', 'total', 'fee']) expect(order[field], field).toMatch(/^\d+(\.\d+)?$/);
    }
  });
});

describe('the hidden group has a way in', () => {
  it('puts the order list, the group hub, on the dashboard of a user holding only /otc', async () => {
    const answer = await t.call('getDashboardSummary', { token: otc });
    const counts = (answer.data as { counts: { route: string; title: string; titleEn: string; total: number }[] }).counts;
    expect(counts.map((c) => c.route)).toEqual(['/otc/order']);
    expect(counts[0]).toMatchObject({ title: 'OTC订单', titleEn: 'OTC orders' });
    expect(counts[0]!.total).toBe((await page('listOtcOrder')).total);
  });
});

describe('merchant review (x-transitions)', () => {
  const merchant = async (id: number) => (await t.call('getOtcMerchant', { token: otc, query: { id } })).data as Row;
  const pending = async () => (await page('listOtcMerchant', { audit_status: 0, count: 100 })).list;

  it('creates a merchant waiting for review, whatever the form says', async () => {
    const created = await t.call('createOtcMerchant', { token: otc, body: { name: '测试商户 Review', country: 'SG', deposit: '5000.50' } });
    expect(created.result, created.message).toBe(0);
    expect(created.data).toMatchObject({ audit_status: 0, deposit: '5000.50', audited_by: '', audited_at: null });
  });

  it('refuses a rejection without a remark and changes nothing', async () => {
    const [row] = await pending();
    const answer = await t.call('updateOtcMerchant', { token: otc, body: { id: row!.id, audit_status: 2, audit_remark: ' ' } });
    expect(answer.result).toBe(40000);
    expect(answer.field).toBe('audit_remark');
    expect(await merchant(row!.id)).toEqual(row);
  });

  it('rejects with a remark, stamping who and when; a rejected merchant cannot be approved', async () => {
    const [row] = await pending();
    const rejected = await t.call('updateOtcMerchant', {
      token: otc,
      body: { id: row!.id, audit_status: 2, audit_remark: '营业执照已过期' },
    });
    expect(rejected.result, rejected.message).toBe(0);
    expect(rejected.data).toMatchObject({
      audit_status: 2,
      audit_remark: '营业执照已过期',
      audited_by: 'otc-ops',
      audited_at: t.clock.now,
    });
    expect((await t.call('updateOtcMerchant', { token: otc, body: { id: row!.id, audit_status: 1 } })).result).toBe(40009);
  });

  it('approves once: a second approval is refused (40009) and changes nothing', async () => {
    const [row] = await pending();
    const approved = await t.call('updateOtcMerchant', { token: otc, body: { id: row!.id, audit_status: 1 } });
    expect(approved.result, approved.message).toBe(0);
    expect(approved.data).toMatchObject({ audit_status: 1, audited_by: 'otc-ops' });
    const again = await t.call('updateOtcMerchant', { token: otc, body: { id: row!.id, audit_status: 1 } });
    expect(again.result).toBe(40009);
    expect(await merchant(row!.id)).toEqual(approved.data);
  });

  it('refuses the review to a user without the merchant screen', async () => {
    const [row] = await pending();
    expect((await t.call('updateOtcMerchant', { token: t.operator, body: { id: row!.id, audit_status: 1 } })).result).toBe(40003);
  });
});

describe("a merchant's currencies", () => {
  it('are listed per merchant, one quote per token and fiat, and go with their merchant', async () => {
    const created = await t.call('createOtcMerchant', { token: otc, body: { name: 'Currency Test Desk', country: 'US' } });
    const id = (created.data as Row).id;
    const quote = { otc_merchant_id: id, otc_token_id: 1, fiat: 'USD', buy_price: '1.0050', sell_price: '0.9950', max_amount: '50000' };
    expect((await t.call('createOtcMerchantCurrency', { token: otc, body: quote })).result).toBe(0);
    const twice = await t.call('createOtcMerchantCurrency', { token: otc, body: quote });
    expect([twice.result, twice.field]).toEqual([40009, 'otc_token_id']);
    const bad = await t.call('createOtcMerchantCurrency', { token: otc, body: { ...quote, fiat: 'HKD', buy_price: '1e3' } });
    expect([bad.result, bad.field]).toEqual([40000, 'buy_price']);
    const list = await page('listOtcMerchantCurrency', { otc_merchant_id: id });
    expect(list.list.map((r) => [r.fiat, r.buy_price, r.sell_price])).toEqual([['USD', '1.0050', '0.9950']]);
    expect((await t.call('deleteOtcMerchant', { token: otc, params: { id } })).result).toBe(0);
    expect((await page('listOtcMerchantCurrency', { otc_merchant_id: id })).total).toBe(0);
  });
});

describe('the gas settings document', () => {
  it('reads the seeded settings and replaces them as a whole, refusing a bad amount', async () => {
    const before = (await t.call('getOtcGasConfig', { token: otc })).data as Record<string, unknown>;
    expect(before).toMatchObject({ enabled: true, min_order_total: '100' });
    const next = { ...before, enabled: false, min_order_total: '250.5' };
    expect((await t.call('setOtcGasConfig', { token: otc, body: next })).data).toEqual(next);
    const bad = await t.call('setOtcGasConfig', { token: otc, body: { ...next, min_order_total: -1 } });
    expect(bad.result).toBe(40000);
    expect((await t.call('getOtcGasConfig', { token: otc })).data).toEqual(next);
  });
});

describe('daily statistics (statOtcOrderDaily)', () => {
  const DAY = 86_400_000;
  const OFFSET = 480 * 60_000; // the default business time zone, UTC+8
  /** A decimal string without trailing zeros, so 12.50 (numeric) and 12.5 (digits) compare equal. */
  const plain = (value: unknown) =>
    String(value)
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  const stat = async (query: Record<string, unknown>) => {
    const answer = await t.call('statOtcOrderDaily', { token: otc, query });
    expect(answer.result, answer.message).toBe(0);
    return answer.data as {
      list: { day: number; orders: number; count: number; amount: string; fee: string }[];
      total: { orders: number; count: number; amount: string; fee: string };
      decimals: number;
      symbol: string;
    };
  };

  it('equals, day by day, the exact sum of the orders it summarises', async () => {
    const from = t.clock.now - 90 * DAY;
    const data = await stat({ from, to: t.clock.now, otc_token_id: 1 });
    expect(data).toMatchObject({ symbol: 'USDT', decimals: 6 });
    expect(data.list.length).toBeGreaterThan(80);
    const first = Math.floor((from + OFFSET) / DAY) * DAY - OFFSET;
    const rows = await t.db
      .selectFrom('otc_order')
      .select(['created_at', 'status', 'amount', 'fee'])
      .where('otc_token_id', '=', 1)
      .where('created_at', '>=', first)
      .execute();
    const expected = new Map<number, { orders: number; count: number; amount: string[]; fee: string[] }>();
    for (const row of rows) {
      const day = Math.floor((Number(row.created_at) + OFFSET) / DAY) * DAY - OFFSET;
      const entry = expected.get(day) ?? { orders: 0, count: 0, amount: [], fee: [] };
      entry.orders += 1;
      if (Number(row.status) === 2) {
        entry.count += 1;
        entry.amount.push(String(row.amount));
        entry.fee.push(String(row.fee));
      }
      expected.set(day, entry);
    }
    expect(data.list.map((d) => d.day)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const d of data.list) {
      const e = expected.get(d.day)!;
      expect([d.orders, d.count], String(d.day)).toEqual([e.orders, e.count]);
      expect(plain(d.amount), String(d.day)).toBe(plain(sumDecimals(e.amount)));
      expect(plain(d.fee), String(d.day)).toBe(plain(sumDecimals(e.fee)));
    }
    const all = [...expected.values()];
    expect(plain(data.total.amount)).toBe(plain(sumDecimals(all.flatMap((e) => e.amount))));
    expect(data.total.orders).toBe(rows.length);
  });

  it('narrows by side and merchant, and refuses a range that ends before it starts or an unknown token', async () => {
    const range = { from: t.clock.now - 30 * DAY, to: t.clock.now, otc_token_id: 1 };
    const all = await stat(range);
    const buys = await stat({ ...range, side: 0 });
    const sells = await stat({ ...range, side: 1 });
    expect(buys.total.orders + sells.total.orders).toBe(all.total.orders);
    expect(plain(sumDecimals([buys.total.amount, sells.total.amount]))).toBe(plain(all.total.amount));
    const merchant = await stat({ ...range, otc_merchant_id: 2 });
    expect(merchant.total.orders).toBeLessThan(all.total.orders);
    const reversed = await t.call('statOtcOrderDaily', { token: otc, query: { ...range, from: range.to, to: range.from } });
    expect([reversed.result, reversed.field]).toEqual([40000, 'from']);
    expect((await t.call('statOtcOrderDaily', { token: otc, query: { ...range, otc_token_id: 99_999 } })).result).toBe(40004);
    expect((await t.call('statOtcOrderDaily', { token: t.operator, query: range })).result).toBe(40003);
  });
});

describe('a referenced row is not deleted out from under its referrers (issue 56, x-delete-referenced)', () => {
  it('refuses to delete a payment method historical orders used, with their count and screen, and keeps it', async () => {
    const used = await t.db
      .selectFrom('otc_order')
      .select(['otc_payment_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('otc_payment_id')
      .orderBy('otc_payment_id')
      .executeTakeFirstOrThrow();
    const id = Number(used.otc_payment_id);
    const answer = await t.call('deleteOtcPayment', { token: otc, params: { id } });
    expect(answer.result).toBe(40009);
    const references = (answer.data as { references: { resource: string; count: number; route: string }[] }).references;
    expect(references).toContainEqual({ resource: 'otc_order', column: 'otc_payment_id', count: Number(used.n), route: '/otc/order' });
    expect(answer.message).toContain(String(used.n));
    expect(await t.db.selectFrom('otc_payment').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
  });

  it('deletes a payment method nothing references', async () => {
    const created = await t.call('createOtcPayment', {
      token: otc,
      body: { name: '未使用的支付方式', name_en: 'Unused', code: 'unused_pay' },
    });
    expect(created.result, created.message).toBe(0);
    const id = (created.data as Row).id;
    expect((await t.call('deleteOtcPayment', { token: otc, params: { id } })).result).toBe(0);
  });
});
