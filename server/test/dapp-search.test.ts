// The DApp list's search (issue 58): a key finds a DApp by its description and its tag too, not only by its title,
// address or developer.
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
  test.each(['zqxdesc', 'perpetuals venue', 'zqxtag'])('%s finds the DApp by its description or tag', async (key) => {
    const answer = await t.call('listApplication', { token: t.admin, query: { start: 0, count: 10, key } });
    expect(answer.result).toBe(0);
    expect((answer.data as { list: { id: number }[] }).list.map((r) => r.id)).toEqual([id]);
  });
});
