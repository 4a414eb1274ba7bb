// The exchange back office (/exchange): statistics equal, exactly, the sums of the ledger rows they summarise (on
// SQLite and on PostgreSQL: DATABASE_URL), money stays exact end to end, rewards are paid once in one batch, an
// internal transfer is password-confirmed and idempotent, and KYC review follows its transitions. The generic
// success/no-session/no-permission/bad-input calls of every operation are operations.test.ts's.
import { normalizeDecimal, sumDecimals, toText } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import type { Row } from '../src/db/types.ts';
import {
  businessDay,
  DAY_TOTALS,
  entriesOf,
  rebuildDayTotals,
  SOURCES,
  type StatLedger,
} from '../src/operations/custom/exchange-ledger.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let operator: string;
const OFFSET = 480 * 60_000; // the default business time zone, UTC+8
beforeAll(async () => {
  // Payments and transfers wait for a second operator (x-approval): here one operator pays, approval is tested below.
  t = await createTestApp({ config: { approvalEnabled: false } });
  await t.createUser('exchange-op', 'Exch@12345', 'exchange-role');
  await t.db
    .updateTable('role')
    .set({
      permissions: JSON.stringify(['/exchange/rewards', '/exchange/internal/transfer', '/exchange/stat/trade', '/exchange/stat/reward']),
    })
    .where('code', '=', 'exchange-role')
    .execute();
  operator = ((await t.login('exchange-op', 'Exch@12345')).data as { token: string }).token;
});
afterAll(() => t.close());

interface Stat {
  list: { day: number; count: number; amount: string; fee: string }[];
  total: { count: number; amount: string; fee: string };
  decimals: number;
}
const ALL = () => ({ from: 0, to: t.clock.now });
const stat = async (op: string, query: Row = {}, token = t.admin) => {
  const answer = await t.call(op, { token, query: { ...ALL(), ...query } });
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Stat;
};

/** What a statistic must say, from the ledger rows themselves (summed in JS with BigInt, no SQL aggregate). */
async function expected(ledger: StatLedger, key?: string, second?: StatLedger) {
  const days = new Map<number, { count: number; amount: string[]; fee: string[] }>();
  for (const [which, slot] of [[ledger, 'amount'], ...(second ? [[second, 'fee']] : [])] as [StatLedger, 'amount' | 'fee'][]) {
    const rows = await t.db.selectFrom(SOURCES[which].table).selectAll().execute();
    for (const entry of rows.flatMap((row) => entriesOf(which, row))) {
      if (key !== undefined && entry.key !== key) continue;
      const day = businessDay(entry.at, OFFSET);
      const sums = days.get(day) ?? { count: 0, amount: [], fee: [] };
      sums.count++;
      sums[slot].push(entry.amount);
      if (!second) sums.fee.push(entry.fee);
      days.set(day, sums);
    }
  }
  return [...days]
    .sort(([a], [b]) => a - b)
    .map(([day, s]) => ({ day, count: s.count, amount: sumDecimals(s.amount), fee: sumDecimals(s.fee) }));
}

/** Decimal strings compared by value (numeric may write 1.50 where the sum wrote 1.5). */
const norm = (list: Row[]) =>
  list.map((d) => ({
    ...d,
    count: Number(d.count),
    day: Number(d.day),
    amount: normalizeDecimal(String(d.amount)),
    fee: normalizeDecimal(String(d.fee)),
  }));
const same = (a: Row[], b: Row[]) => expect(norm(a)).toEqual(norm(b));

describe('statistics equal the ledger rows they summarise, exactly', () => {
  it('trades per day: every market and one market', async () => {
    const all = await stat('statExchangeTrade');
    expect(all.list.length).toBeGreaterThan(170);
    same(all.list, await expected('trade'));
    expect(all.total.count).toBe(
      await t.db
        .selectFrom('exchange_trade')
        .select(t.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    );
    same((await stat('statExchangeTrade', { market: 'BTC_USDT' })).list, await expected('trade', 'BTC_USDT'));
  });

  it('deposits and withdrawals per day of one coin, rewards paid per day', async () => {
    for (const symbol of ['USDT', 'BTC', 'ETH']) {
      const answer = await stat('statExchangeAssets', { symbol });
      same(answer.list, await expected('deposit', symbol, 'withdraw'));
    }
    same((await stat('statExchangeReward')).list, await expected('reward'));
  });

  it('the totals rebuilt by one SQL GROUP BY per business day equal the totals kept with each write', async () => {
    const before = await t.db
      .selectFrom(DAY_TOTALS)
      .select(['ledger', 'day', 'key', 'count', 'amount', 'fee'])
      .orderBy(['ledger', 'day', 'key'])
      .execute();
    for (const ledger of Object.keys(SOURCES) as StatLedger[]) await rebuildDayTotals(t.db, dialect(), OFFSET, ledger, t.clock.now);
    const after = await t.db
      .selectFrom(DAY_TOTALS)
      .select(['ledger', 'day', 'key', 'count', 'amount', 'fee'])
      .orderBy(['ledger', 'day', 'key'])
      .execute();
    expect(norm(after)).toEqual(norm(before));
  });

  it('a range keeps whole business days and refuses an end before its start', async () => {
    const day = businessDay(t.clock.now, OFFSET) - 10 * 86_400_000;
    const one = await stat('statExchangeTrade', { from: day + 3_600_000, to: day + 7_200_000 });
    expect(one.list.map((d) => d.day)).toEqual([day]);
    const bad = await t.call('statExchangeTrade', { token: t.admin, query: { from: 10, to: 5 } });
    expect(bad.result).toBe(40000);
  });
});

const dialect = () => (t.app as unknown as { services: { database: { dialect: 'sqlite' | 'postgres' } } }).services.database.dialect;

describe('payExchangeReward', () => {
  it('pays the selected rewards once, in one batch, audited, and the reward statistic grows by exactly their sum', async () => {
    const unpaid = await t.db.selectFrom('exchange_reward').selectAll().where('status', '=', 0).orderBy('id').limit(3).execute();
    expect(unpaid).toHaveLength(3);
    const ids = unpaid.map((r) => Number(r.id));
    const before = await stat('statExchangeReward');
    const key = { 'Idempotency-Key': 'pay-rewards-1' };
    const answer = await t.call('payExchangeReward', { token: operator, body: { ids }, headers: key });
    expect(answer.result, answer.message).toBe(0);
    const sum = sumDecimals(unpaid.map((r) => String(r.amount)));
    expect(answer.data).toEqual({ count: 3, amount: sum });
    // A retried submission (same key) answers the same and pays nothing again.
    const retry = await t.call('payExchangeReward', { token: operator, body: { ids }, headers: key });
    expect(retry).toMatchObject({ result: 0, data: { count: 3, amount: sum } });
    const after = await stat('statExchangeReward');
    expect(after.total.count).toBe(before.total.count + 3);
    expect(normalizeDecimal(sumDecimals([after.total.amount, `-${before.total.amount}`]))).toBe(normalizeDecimal(sum));
    const rows = await t.db.selectFrom('exchange_reward').selectAll().where('id', 'in', ids).execute();
    expect(rows.every((r) => Number(r.status) === 1 && r.paid_by === 'exchange-op' && Number(r.paid_at) === t.clock.now)).toBe(true);
    const audited = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where(
        'target',
        'in',
        ids.map((id) => `exchange_reward:${id}`),
      )
      .where('operation', '=', 'payExchangeReward')
      .execute();
    expect(audited).toHaveLength(3);
    // A reward already paid cannot be paid again, even with a new key; nothing of the batch is paid.
    const fresh = await t.db.selectFrom('exchange_reward').select('id').where('status', '=', 0).executeTakeFirstOrThrow();
    const again = await t.call('payExchangeReward', { token: operator, body: { ids: [Number(fresh.id), ids[0]] } });
    expect(again).toMatchObject({ result: 40009, field: 'ids' });
    expect(
      Number(
        (await t.db.selectFrom('exchange_reward').select('status').where('id', '=', Number(fresh.id)).executeTakeFirstOrThrow()).status,
      ),
    ).toBe(0);
  });

  it('refuses unknown ids, no session, no permission and bad input', async () => {
    expect((await t.call('payExchangeReward', { token: operator, body: { ids: [99_999_999] } })).result).toBe(40004);
    expect((await t.call('payExchangeReward', { body: { ids: [1] } })).result).toBe(9999);
    expect((await t.call('payExchangeReward', { token: t.viewer, body: { ids: [1] } })).result).toBe(40003);
    expect((await t.call('payExchangeReward', { token: operator, body: { ids: [] } })).result).toBe(40000);
  });
});

describe('transferExchangeInternal', () => {
  const body = (extra: Row = {}) => ({
    from_account: 1,
    to_account: 2,
    symbol: 'USDT',
    amount: '0.1',
    remark: 'test',
    password: clientHash('Exch@12345'),
    ...extra,
  });

  it('asks the password, writes one ledger row per submission, and keeps amounts exact (0.1 + 0.2 = 0.3)', async () => {
    const usdt = async () =>
      (
        await t.db
          .selectFrom(DAY_TOTALS)
          .select('amount')
          .where('ledger', '=', 'transfer')
          .where('key', '=', 'USDT')
          .where('day', '=', businessDay(t.clock.now, OFFSET))
          .executeTakeFirst()
      )?.amount;
    const start = toText((await usdt()) ?? '0');
    expect((await t.call('transferExchangeInternal', { token: operator, body: body({ password: clientHash('wrong') }) })).result).toBe(
      40001,
    );
    const key = { 'Idempotency-Key': 'transfer-1' };
    const first = await t.call('transferExchangeInternal', { token: operator, body: body(), headers: key });
    expect(first.result, first.message).toBe(0);
    expect(first.data).toMatchObject({ amount: '0.1', operator: 'exchange-op', decimals: 6 });
    const retry = await t.call('transferExchangeInternal', { token: operator, body: body(), headers: key });
    expect((retry.data as Row).id).toBe((first.data as Row).id);
    expect((await t.call('transferExchangeInternal', { token: operator, body: body({ amount: '0.2' }) })).result).toBe(0);
    expect(normalizeDecimal(sumDecimals([String(await usdt()), `-${start}`]))).toBe('0.3');
    const rows = await t.db.selectFrom('exchange_transfer').select('amount').where('remark', '=', 'test').execute();
    expect(rows.map((r) => String(r.amount)).sort()).toEqual(['0.1', '0.2']);
  });

  it('refuses the same account on both sides, a zero amount, no session and no permission', async () => {
    expect(await t.call('transferExchangeInternal', { token: operator, body: body({ to_account: 1 }) })).toMatchObject({
      result: 40000,
      field: 'to_account',
    });
    expect(await t.call('transferExchangeInternal', { token: operator, body: body({ amount: '0' }) })).toMatchObject({
      result: 40000,
      field: 'amount',
    });
    expect((await t.call('transferExchangeInternal', { body: body() })).result).toBe(9999);
    expect(
      (await t.call('transferExchangeInternal', { token: t.viewer, body: body({ password: clientHash(ADMIN.password) }) })).result,
    ).toBe(40003);
  });
});

describe('KYC review and the overview', () => {
  it('approves a pending submission, rejects only with a remark, and never reviews twice', async () => {
    const [a, b] = await t.db.selectFrom('exchange_kyc').select('id').where('status', '=', 0).orderBy('id').limit(2).execute();
    const review = (id: unknown, extra: Row) => t.call('reviewExchangeKyc', { token: t.admin, body: { id: Number(id), ...extra } });
    expect((await review(a!.id, { status: 1 })).data).toMatchObject({ status: 1, reviewed_by: 'admin' });
    expect((await review(a!.id, { status: 2, remark: 'late' })).result).toBe(40009);
    expect((await review(b!.id, { status: 2 })).result).toBe(40000);
    expect((await review(b!.id, { status: 2, remark: '证件过期' })).data).toMatchObject({ status: 2, remark: '证件过期' });
  });

  it('the overview counts what waits and sums today exactly', async () => {
    const answer = await t.call('getExchangeOverview', { token: t.admin });
    expect(answer.result).toBe(0);
    const data = answer.data as Row;
    expect(Number(data.kyc_pending)).toBe(
      Number(
        (await t.db.selectFrom('exchange_kyc').select(t.db.fn.countAll<number>().as('n')).where('status', '=', 0).executeTakeFirstOrThrow())
          .n,
      ),
    );
    const unpaid = await t.db.selectFrom('exchange_reward').select('amount').where('status', '=', 0).execute();
    expect(normalizeDecimal(String(data.rewards_unpaid_amount))).toBe(normalizeDecimal(sumDecimals(unpaid.map((r) => String(r.amount)))));
  });
});

describe('with approval on (x-approval)', () => {
  it('an approved internal transfer records who asked for it and who approved it (issue 54)', async () => {
    const a = await createTestApp();
    try {
      const screens = ['/exchange/internal/transfer'];
      const maker = await a.signedInWith('transfer-maker', screens);
      const checker = await a.signedInWith('transfer-checker', screens);
      const body = {
        from_account: 1,
        to_account: 2,
        symbol: 'USDT',
        amount: '0.5',
        remark: 'issue 54',
        password: clientHash('Change@12345'),
      };
      const asked = await a.call('transferExchangeInternal', { token: maker, body });
      expect(asked.result).toBe(20202);
      const id = (asked.data as { approval_id: number }).approval_id;
      // The inbox shows the row as it will be written: asked by the maker, made by the approver (the server's swap).
      const inbox = (await a.call('listApproval', { token: checker, query: { status: 'pending' } })).data as {
        list: { id: number; rows: { after: Row | null }[] }[];
      };
      expect(inbox.list.find((r) => r.id === id)?.rows[0]?.after).toMatchObject({
        requested_by: 'transfer-maker',
        operator: 'transfer-maker',
      });
      const approved = await a.call('approveApproval', { token: checker, body: { id } });
      expect(approved.result, approved.message).toBe(0);
      const row = await a.db
        .selectFrom('exchange_transfer')
        .select(['requested_by', 'operator'])
        .where('remark', '=', 'issue 54')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ requested_by: 'transfer-maker', operator: 'transfer-checker' });
      // Listed with both.
      const listed = (await a.call('listExchangeTransfer', { token: a.admin, query: { count: 100 } })).data as { list: Row[] };
      expect(listed.list.find((r) => r.remark === 'issue 54')).toMatchObject({
        requested_by: 'transfer-maker',
        operator: 'transfer-checker',
      });
    } finally {
      await a.close();
    }
  });

  it('a reward payment waits for a second operator and pays nothing until then', async () => {
    const a = await createTestApp();
    try {
      const reward = await a.db.selectFrom('exchange_reward').select(['id', 'status']).where('status', '=', 0).executeTakeFirstOrThrow();
      const pay = await a.call('payExchangeReward', { token: a.admin, body: { ids: [Number(reward.id)] } });
      expect(pay.result).toBe(20202);
      const after = await a.db.selectFrom('exchange_reward').select('status').where('id', '=', reward.id).executeTakeFirstOrThrow();
      expect(after.status).toBe(reward.status);
      const pending = await a.call('listApproval', { token: a.admin, query: { status: 'pending' } });
      expect((pending.data as { list: { operation: string }[] }).list.map((r) => r.operation)).toContain('payExchangeReward');
    } finally {
      await a.close();
    }
  });
});
