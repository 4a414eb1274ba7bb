// The welfare center and invitation codes: batch generation (one transaction, CSPRNG codes, no duplicates, the
// count's bounds), the destroy move refused for used codes, and the campaign status derived from the window in
// the list's SQL (filter and sort by the database, never stored). The generic cases (no session, no permission,
// bad input of every operation) are operations.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/db/types.ts';
import { COUNT_BOUND } from '../src/operations/totals.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
type Batch = { batch_no: string; list: Row[] };
type Page = { list: Row[]; total: number };
const countRows = async (table: string) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('generateInviteCode', () => {
  it('makes 10,000 unused codes in one call, none repeated, none clashing with stored ones', async () => {
    const before = await countRows('invite_code');
    const stored = new Set((await t.db.selectFrom('invite_code').select('code').execute()).map((r) => String(r.code)));
    const answer = await t.call('generateInviteCode', { token: t.admin, body: { pay_type: 1, price: '9.9', count: 10_000 } });
    expect(answer.result, answer.message).toBe(0);
    const { batch_no, list } = answer.data as Batch;
    expect(list).toHaveLength(10_000);
    const codes = new Set(list.map((r) => String(r.code)));
    expect(codes.size).toBe(10_000);
    for (const code of codes) expect(stored.has(code)).toBe(false);
    expect(list.every((r) => r.status === 2 && r.pay_type === 1 && r.price === '9.9' && r.batch_no === batch_no)).toBe(true);
    expect(list.every((r) => /^[A-HJ-NP-Z2-9]{8}$/.test(String(r.code)))).toBe(true);
    expect(await countRows('invite_code')).toBe(before + 10_000);
    const listed = (await t.call('listInviteCode', { token: t.admin, query: { batch_no, count: 1 } })).data as Page;
    expect(listed.total).toBe(10_000);
  }, 60_000);

  it('refuses 0 and 10,001 and writes nothing', async () => {
    const before = await countRows('invite_code');
    for (const count of [0, 10_001]) {
      const answer = await t.call('generateInviteCode', { token: t.admin, body: { pay_type: 0, price: '68', count } });
      expect(answer.result, String(count)).toBe(40000);
      expect(answer.field).toBe('count');
    }
    expect(await countRows('invite_code')).toBe(before);
  });

  it('refuses a duplicate code through the unique index', async () => {
    const row = await t.db.selectFrom('invite_code').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(t.db.insertInto('invite_code').values(copy).execute()).rejects.toThrow();
  });

  it('filters by pay type and status, -1 meaning all', async () => {
    const all = (await t.call('listInviteCode', { token: t.admin, query: { pay_type: -1, status: -1 } })).data as Page & {
      total_more?: true;
    };
    // Every stored code, counted up to the list's bound (common.yaml#/Page): the 10,000 generated above pass it.
    const stored = await countRows('invite_code');
    expect(all.total).toBe(Math.min(stored, COUNT_BOUND));
    expect(all.total_more === true).toBe(stored > COUNT_BOUND);
    const used = (await t.call('listInviteCode', { token: t.admin, query: { pay_type: 2, status: 3, count: 100 } })).data as Page;
    expect(used.total).toBeGreaterThan(0);
    expect(used.list.every((r) => r.pay_type === 2 && r.status === 3)).toBe(true);
  });

  it('needs the invitation screen', async () => {
    expect((await t.call('generateInviteCode', { token: t.viewer, body: { pay_type: 0, price: '1', count: 1 } })).result).toBe(40003);
    expect((await t.call('generateInviteCode', { body: { pay_type: 0, price: '1', count: 1 } })).result).not.toBe(0);
  });
});

describe('generateCampaignCode and destroyCampaignCode', () => {
  it('makes codes of the campaign, and refuses a campaign that does not exist', async () => {
    const answer = await t.call('generateCampaignCode', { token: t.admin, body: { campaign_id: 3, count: 25 } });
    expect(answer.result, answer.message).toBe(0);
    const { list } = answer.data as Batch;
    expect(list.map((r) => r.campaign_id)).toEqual(Array(25).fill(3));
    const before = await countRows('campaign_code');
    const missing = await t.call('generateCampaignCode', { token: t.admin, body: { campaign_id: 999_999, count: 5 } });
    expect(missing.result).toBe(40000);
    expect(missing.field).toBe('campaign_id');
    expect(await countRows('campaign_code')).toBe(before);
  });

  it('destroys unused codes, and refuses the whole batch when one was used', async () => {
    const unused = await t.db.selectFrom('campaign_code').select('id').where('status', '=', 2).orderBy('id').limit(3).execute();
    const used = await t.db.selectFrom('campaign_code').select('id').where('status', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    const ids = unused.map((r) => Number(r.id));
    const refused = await t.call('destroyCampaignCode', { token: t.admin, body: { ids: [...ids, Number(used.id)] } });
    expect(refused.result).toBe(40009);
    const still = await t.db.selectFrom('campaign_code').select('status').where('id', 'in', ids).execute();
    expect(still.map((r) => Number(r.status))).toEqual([2, 2, 2]);
    const done = await t.call('destroyCampaignCode', { token: t.admin, body: { ids } });
    expect(done.result, done.message).toBe(0);
    const after = await t.db.selectFrom('campaign_code').select('status').where('id', 'in', ids).execute();
    expect(after.map((r) => Number(r.status))).toEqual([4, 4, 4]);
    expect((await t.call('destroyCampaignCode', { token: t.admin, body: { ids: [ids[0]] } })).result).toBe(40009);
  });

  it('refuses to destroy a used invitation code', async () => {
    const used = await t.db.selectFrom('invite_code').select('id').where('status', '=', 3).executeTakeFirstOrThrow();
    expect((await t.call('destroyInviteCode', { token: t.admin, body: { ids: [Number(used.id)] } })).result).toBe(40009);
    const row = await t.db.selectFrom('invite_code').select('status').where('id', '=', Number(used.id)).executeTakeFirstOrThrow();
    expect(Number(row.status)).toBe(3);
  });
});

describe('derived campaign status', () => {
  const expected = (r: Row, now: number) => (Number(r.start_at) > now ? 0 : Number(r.end_at) < now ? 2 : 1);

  it('is not a column: the table stores the window only', async () => {
    const row = await t.db.selectFrom('campaign').selectAll().executeTakeFirstOrThrow();
    expect('status' in row).toBe(false);
  });

  it('filters by each state in SQL and pages with the right totals', async () => {
    const all = ((await t.call('listCampaign', { token: t.admin, query: { count: 100 } })).data as Page).list;
    for (const status of [0, 1, 2]) {
      const page = (await t.call('listCampaign', { token: t.admin, query: { status, count: 3 } })).data as Page;
      const want = all.filter((r) => expected(r, t.clock.now) === status);
      expect(page.total, `status ${status}`).toBe(want.length);
      expect(want.length).toBeGreaterThan(0);
      expect(page.list.every((r) => r.status === status)).toBe(true);
    }
  });

  it('sorts by the state in SQL', async () => {
    const page = (await t.call('listStakingRush', { token: t.admin, query: { sort: 'status', order: 'asc', count: 100 } })).data as Page;
    const states = page.list.map((r) => Number(r.status));
    expect(states).toEqual([...states].sort((a, b) => a - b));
    expect(new Set(states).size).toBe(3);
  });

  it('follows the clock: a campaign created to start in a minute is not started, then in progress, then ended', async () => {
    const now = t.clock.now;
    const created = await t.call('createCampaign', {
      token: t.admin,
      body: { name: '测试活动 derived', start_at: now + MINUTE, end_at: now + 2 * MINUTE },
    });
    expect(created.result, created.message).toBe(0);
    const id = (created.data as Row).id;
    expect((created.data as Row).status).toBe(0);
    const read = async () => ((await t.call('getCampaign', { token: t.admin, query: { id } })).data as Row).status;
    const saved = t.clock.now;
    try {
      t.clock.now = now + MINUTE + 1;
      expect(await read()).toBe(1);
      t.clock.now = now + 3 * MINUTE;
      expect(await read()).toBe(2);
      const ended = (await t.call('listCampaign', { token: t.admin, query: { status: 2, count: 1000 } })).data as Page;
      expect(ended.list.some((r) => r.id === id)).toBe(true);
    } finally {
      t.clock.now = saved;
    }
  });

  it('refuses an end before the start', async () => {
    const now = t.clock.now;
    const answer = await t.call('createStakingKeypal', {
      token: t.admin,
      body: { name: 'bad window', token_id: 1, rate: '5', quota: '100', start_at: now + DAY, end_at: now },
    });
    expect(answer.result).toBe(40000);
    expect(answer.field).toBe('end_at');
  });
});
