// The DApp list's search (issue 58): a key finds a DApp by its tag too, not only by its title, address or developer.
// Not by its description: with the description's grams in the index, PostgreSQL's planner read a one- or
// two-character key by scanning the table (list-plans.test), so the description stays out of x-search.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let id = 0;
beforeAll(async () => {
  t = await createTestApp();
  const listed = await t.call('listApplication', { token: t.admin, query: { start: 0, count: 1 } });
  const row = (listed.data as { list: { id: number }[] }).list[0]!;
  id = row.id;
  await t.db
    .updateTable('application')
    .set({ description: 'A wallet-native perpetuals venue (zqxdesc)', tag: 'zqxtag' })
    .where('id', '=', id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('listApplication key', () => {
  const found = async (key: string) => {
    const answer = await t.call('listApplication', { token: t.admin, query: { start: 0, count: 10, key } });
    expect(answer.result).toBe(0);
    return (answer.data as { list: { id: number }[] }).list.map((r) => r.id);
  };
  test('zqxtag finds the DApp by its tag', async () => {
    expect(await found('zqxtag')).toEqual([id]);
  });
  test('a word of its description alone does not (the description is not searched)', async () => {
    expect(await found('zqxdesc')).toEqual([]);
  });
});
