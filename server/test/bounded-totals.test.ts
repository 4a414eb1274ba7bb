// Totals that do not grow with the table (issue 57, common.yaml#/Page): a generic list counts its matches exactly up
// to COUNT_BOUND and answers the bound with `total_more: true` beyond it, while its pages go on past the bound by
// offset and by cursor. 20,000 invitation codes in two batches of 10,000 (generateInviteCode's largest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BOUND } from '../src/operations/totals.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const batches: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const pay_type of [0, 1]) {
    const made = await t.call('generateInviteCode', { token: t.admin, body: { pay_type, price: '9.9', count: 10_000 } });
    expect(made.result, made.message).toBe(0);
    batches.push((made.data as { batch_no: string }).batch_no);
  }
}, 120_000);
afterAll(() => t.close());

type Page = { list: { id: number }[]; total: number; total_more?: boolean; next_cursor?: string };
const list = async (query: Record<string, unknown>) => {
  const answer = await t.call('listInviteCode', { token: t.admin, query });
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Page;
};

describe('a bounded total', () => {
  it('is exact up to the bound, and the bound with total_more beyond it', async () => {
    expect(COUNT_BOUND).toBe(10_000);
    const every = await list({ count: 10 });
    expect(every).toMatchObject({ total: COUNT_BOUND, total_more: true });
    const one = await list({ batch_no: batches[0], count: 10 });
    expect(one.total).toBe(10_000);
    expect(one.total_more).toBeUndefined();
    const fewer = await list({ pay_type: 1, status: 2, batch_no: batches[1], count: 10 });
    expect(fewer.total).toBe(10_000);
    expect(fewer.total_more).toBeUndefined();
  });

  it('leaves the pages past the bound reachable, by offset and by cursor, the same rows either way', async () => {
    const far = await list({ start: 15_000, count: 10, sort: 'id', order: 'desc' });
    expect(far.list).toHaveLength(10);
    expect(far.total_more).toBe(true);
    const before = await list({ start: 14_990, count: 10, sort: 'id', order: 'desc' });
    const next = await list({ cursor: before.next_cursor, count: 10, sort: 'id', order: 'desc' });
    expect(next.list.map((r) => r.id)).toEqual(far.list.map((r) => r.id));
    // The last page of everything: short, and nothing after it.
    const stored = Number(
      (
        await t.db
          .selectFrom('invite_code')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const last = await list({ start: stored - 3, count: 10, sort: 'id', order: 'desc' });
    expect(last.list).toHaveLength(3);
    expect(last.next_cursor).toBeUndefined();
  });
});
