// Precision is a rule of the data (issue 56): a money field names its token or currency in the contract
// (`x-decimals: n`, `x-decimals-of: decimals`, `x-decimals-of: token_id.decimals`) and the one write door refuses a
// value with more decimals than that (40000 naming the field and the decimals allowed), on every writing path: a
// create, an update, a batch (generate), an import (the door's createRows), a custom handler and an approved request
// being applied. fast-check draws the amounts (whole digits, fraction digits, trailing zeros) and the decimals.
import fc from 'fast-check';
import { normalizeDecimal } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import type { Row } from '../src/db/types.ts';
import { render } from '../src/http/messages.ts';
import { createRows, fractionDigits, precisionOf } from '../src/operations/door.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A decimal text: up to 12 whole digits, up to 12 fraction digits, then 0-3 trailing zeros (not significant). */
const amount = fc
  .tuple(fc.stringMatching(/^[1-9][0-9]{0,11}$|^0$/), fc.stringMatching(/^[0-9]{0,12}$/), fc.integer({ min: 0, max: 3 }))
  .map(([whole, fraction, zeros]) => {
    const digits = fraction + '0'.repeat(zeros);
    return digits ? `${whole}.${digits}` : whole;
  });
const RUNS = { numRuns: 12, seed: 56 };

/** Refused (40000 naming the field and the decimals) exactly when the value carries more decimals than allowed. */
function expectRule(answer: { result: number; field?: string; message?: string }, value: string, allowed: number, field: string) {
  if (fractionDigits(value) > allowed) {
    expect(answer.result, `${value} (${allowed})`).toBe(40000);
    expect(answer.field).toBe(field);
    expect(answer.message).toContain(String(allowed));
  } else expect(answer.result, `${value} (${allowed}): ${answer.message}`).toBe(0);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { approvalEnabled: false } });
});
afterAll(() => t.close());

describe('the rule itself', () => {
  it('counts significant decimals (a numeric read back with its scale is not refused for its zeros)', () => {
    expect(fractionDigits('1.1234567')).toBe(7);
    expect(fractionDigits('1.500000000000000000')).toBe(1);
    expect(fractionDigits('25000.00')).toBe(0);
    expect(fractionDigits('12')).toBe(0);
  });

  it('says which field and how many decimals, in both languages', () => {
    const params = { field: { en: 'amount', zh: '金额' }, decimals: '6' };
    expect(render('invalid input: {field} allows at most {decimals} decimals', params, 'en')).toBe(
      'invalid input: amount allows at most 6 decimals',
    );
    expect(render('invalid input: {field} allows at most {decimals} decimals', params, 'zh')).toBe('输入无效：金额最多 6 位小数');
  });

  it('reads every declaration of the contract (a misspelled column would fail here, as at startup)', () => {
    const { contract } = t.app.services;
    const declared = Object.fromEntries(
      [...contract.resources.values()]
        .map(
          (r) =>
            [r.name, precisionOf(contract, r).map((p) => `${p.field}:${p.fixed ?? (p.via ? `${p.via}.${p.column}` : p.column)}`)] as const,
        )
        .filter(([, rules]) => rules.length),
    );
    expect(declared).toMatchObject({
      exchange_campaign: ['reward_pool:6', 'min_volume:6'],
      exchange_transfer: ['amount:decimals'],
      otc_merchant_currency: ['buy_price:4', 'sell_price:4', 'min_amount:2', 'max_amount:2'],
      otc_order: ['price:4', 'amount:otc_token_id.decimals', 'total:2', 'fee:otc_token_id.decimals'],
      prepaid_card: ['balance:2'],
      custody_user: ['total_usd:2'],
      custody_token: ['balance:decimals', 'value_usd:2'],
      campaign_item: ['amount:token_id.decimals'],
    });
  });
});

describe('create and update (fixed decimals: a USDT reward pool, 6)', () => {
  let n = 0;
  const campaign = (reward_pool: string) => ({
    name: `精度活动 ${++n}`,
    market: 'BTC_USDT',
    start_at: t.clock.now + 86_400_000,
    end_at: t.clock.now + 2 * 86_400_000,
    reward_pool,
    winners: 10,
  });

  it('refuses the finding (1234567890.123456789) and keeps nothing', async () => {
    const answer = await t.call('createExchangeCampaign', { token: t.admin, body: campaign('1234567890.123456789') });
    expect(answer).toMatchObject({ result: 40000, field: 'reward_pool' });
    expect(await t.db.selectFrom('exchange_campaign').select('id').where('name', '=', `精度活动 ${n}`).executeTakeFirst()).toBeUndefined();
  });

  it('create: refused exactly when the amount has more than 6 decimals', async () => {
    await fc.assert(
      fc.asyncProperty(amount, async (value) => {
        expectRule(await t.call('createExchangeCampaign', { token: t.admin, body: campaign(value) }), value, 6, 'reward_pool');
      }),
      RUNS,
    );
  });

  it('update: the same rule, and a refused update changes nothing', async () => {
    const created = await t.call('createExchangeCampaign', { token: t.admin, body: campaign('100') });
    expect(created.result, created.message).toBe(0);
    const id = (created.data as Row).id;
    await fc.assert(
      fc.asyncProperty(amount, fc.stringMatching(/^[0-9]{1,6}\.[0-9]{0,4}[1-9]$/), async (value, min) => {
        const answer = await t.call('updateExchangeCampaign', { token: t.admin, body: { id, reward_pool: value, min_volume: min } });
        expectRule(answer, value, 6, 'reward_pool');
        const stored = await t.db
          .selectFrom('exchange_campaign')
          .select('reward_pool')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow();
        if (answer.result !== 0) expect(fractionDigits(String(stored.reward_pool))).toBeLessThanOrEqual(6);
        else expect(normalizeDecimal(String(stored.reward_pool))).toBe(normalizeDecimal(value));
      }),
      RUNS,
    );
  });
});

describe("decimals of the row's own token (x-decimals-of: decimals) and of a referenced token (token_id.decimals)", () => {
  it('an OTC token: its limits carry at most the decimals the same write gives it', async () => {
    const token = await t.db.selectFrom('otc_token').select('id').orderBy('id').executeTakeFirstOrThrow();
    await fc.assert(
      fc.asyncProperty(amount, fc.integer({ min: 0, max: 18 }), async (value, decimals) => {
        const body = { id: token.id, decimals, min_amount: value, max_amount: value };
        expectRule(await t.call('updateOtcToken', { token: t.admin, body }), value, decimals, 'min_amount');
      }),
      RUNS,
    );
  });

  it('a campaign reward: its amount carries at most the decimals of the token it names', async () => {
    const item = await t.db
      .selectFrom('campaign_item')
      .select(['id', 'token_id'])
      .where('token_id', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = await t.db.selectFrom('token').select('decimals').where('id', '=', Number(item.token_id)).executeTakeFirstOrThrow();
    await fc.assert(
      fc.asyncProperty(amount, async (value) => {
        const answer = await t.call('updateCampaignItem', { token: t.admin, body: { id: item.id, amount: value } });
        expectRule(answer, value, Number(token.decimals), 'amount');
      }),
      RUNS,
    );
  });

  it('an OTC buy price: at most the 4 decimals orders show (the finding: 7.123456789)', async () => {
    const row = await t.db.selectFrom('otc_merchant_currency').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect(await t.call('updateOtcMerchantCurrency', { token: t.admin, body: { id: row.id, buy_price: '7.123456789' } })).toMatchObject({
      result: 40000,
      field: 'buy_price',
    });
    expect((await t.call('updateOtcMerchantCurrency', { token: t.admin, body: { id: row.id, buy_price: '7.1235' } })).result).toBe(0);
  });
});

describe('batch and import', () => {
  it('a generated batch (invitation codes, priced in fiat: 2 decimals) is refused whole', async () => {
    await fc.assert(
      fc.asyncProperty(amount, async (value) => {
        const before = await t.db
          .selectFrom('invite_code')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const answer = await t.call('generateInviteCode', { token: t.admin, body: { pay_type: 0, price: value, count: 3 } });
        expectRule(answer, value, 2, 'price');
        const after = await t.db
          .selectFrom('invite_code')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(after.n) - Number(before.n)).toBe(answer.result === 0 ? 3 : 0);
      }),
      RUNS,
    );
  });

  it("an import's rows (the door's createRows, which every import writes through) are checked before any is written", async () => {
    const { services } = t.app;
    const resource = services.contract.resources.get('exchange_transfer')!;
    await fc.assert(
      fc.asyncProperty(amount, fc.integer({ min: 0, max: 8 }), async (value, decimals) => {
        const row = { from_account: 1, to_account: 2, symbol: 'USDT', amount: value, decimals, remark: 'import', operator: 'test' };
        const run = services.database.db.transaction().execute(async (db) => {
          await createRows({ db, now: t.clock.now, services, writes: [] }, resource, [{ ...row, amount: '1' }, row]);
          throw new Error('rolled back');
        });
        if (fractionDigits(value) > decimals) await expect(run).rejects.toMatchObject({ result: 40000, field: 'amount' });
        else await expect(run).rejects.toThrow('rolled back');
      }),
      RUNS,
    );
  });
});

describe('a custom handler and an approved request being applied (internal transfer, USDT: 6 decimals)', () => {
  let a: TestApp;
  let maker: string;
  let checker: string;
  const PASSWORD = 'Change@12345';
  const body = (amount: string) => ({
    from_account: 1,
    to_account: 2,
    symbol: 'USDT',
    amount,
    remark: 'precision',
    password: clientHash(PASSWORD),
  });
  beforeAll(async () => {
    a = await createTestApp();
    maker = await a.signedInWith('transfer-maker', ['/exchange/internal/transfer', '/exchange/transfer/log']);
    checker = await a.signedInWith('transfer-checker', ['/exchange/internal/transfer', '/exchange/transfer/log']);
  });
  afterAll(() => a.close());

  it('refuses the finding (1.1234567 USDT) before it is held: no request waits for a checker', async () => {
    const answer = await a.call('transferExchangeInternal', { token: maker, body: body('1.1234567') });
    expect(answer).toMatchObject({ result: 40000, field: 'amount' });
    const pending = await a.db.selectFrom('approval_request').select('id').where('operation', '=', 'transferExchangeInternal').execute();
    expect(pending).toEqual([]);
  });

  it('refuses, when approved, a request stored before the rule held it, and writes nothing', async () => {
    const held = await a.call('transferExchangeInternal', { token: maker, body: body('1.5') });
    expect(held.result, held.message).toBe(20202);
    const request = await a.db
      .selectFrom('approval_request')
      .select(['id', 'request'])
      .where('operation', '=', 'transferExchangeInternal')
      .executeTakeFirstOrThrow();
    const asked = JSON.parse(String(request.request)) as { body: Row };
    asked.body.amount = '1.1234567';
    await a.db
      .updateTable('approval_request')
      .set({ request: JSON.stringify(asked) })
      .where('id', '=', request.id)
      .execute();
    const approved = await a.call('approveApproval', { token: checker, body: { id: request.id } });
    expect(approved).toMatchObject({ result: 40000, field: 'amount' });
    expect(await a.db.selectFrom('exchange_transfer').select('id').where('remark', '=', 'precision').execute()).toEqual([]);
  });
});
