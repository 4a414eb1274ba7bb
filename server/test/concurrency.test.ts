// Stale edits (40012) and idempotent writes: what two operators or a retried request cannot do to each other.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Row } from '../src/db/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (op: string, id: number): Promise<Row> => {
  const answer = await t.call(op, { token: t.admin, query: { id } });
  expect(answer.result).toBe(0);
  return answer.data as Row;
};

describe('stale edits (40012)', () => {
  test('an update carrying the updated_at it read is written and moves updated_at forward', async () => {
    const before = await get('getBlockChain', 1);
    const answer = await t.call('updateBlockChain', { token: t.admin, body: { id: 1, updated_at: before.updated_at, sort: 7 } });
    expect(answer.result).toBe(0);
    const after = answer.data as Row;
    expect(after.sort).toBe(7);
    expect(after.updated_at as number).toBeGreaterThan(before.updated_at as number);
  });

  test('an update carrying an older updated_at is refused with the row as get answers it, and nothing is written', async () => {
    const read = await get('getBlockChain', 2);
    expect(
      (await t.call('updateBlockChain', { token: t.admin, body: { id: 2, updated_at: read.updated_at, name: 'theirs' } })).result,
    ).toBe(0);
    const current = await get('getBlockChain', 2);
    const answer = await t.call('updateBlockChain', { token: t.admin, body: { id: 2, updated_at: read.updated_at, name: 'mine' } });
    expect(answer.result).toBe(40012);
    expect(answer.data).toEqual(current);
    expect(await get('getBlockChain', 2)).toEqual(current);
  });

  test('an update without updated_at still writes (last one wins, as before)', async () => {
    const answer = await t.call('updateBlockChain', { token: t.admin, body: { id: 2, name: 'anyway' } });
    expect(answer).toMatchObject({ result: 0, data: { name: 'anyway' } });
  });

  test('two concurrent saves of the same read: exactly one wins', async () => {
    const read = await get('getBlockChain', 3);
    const answers = await Promise.all(
      ['first', 'second'].map((name) => t.call('updateBlockChain', { token: t.admin, body: { id: 3, updated_at: read.updated_at, name } })),
    );
    expect(answers.map((a) => a.result).sort()).toEqual([0, 40012]);
    const winner = answers.find((a) => a.result === 0)!.data as Row;
    const loser = answers.find((a) => a.result === 40012)!;
    expect(loser.data).toEqual(winner);
    expect(await get('getBlockChain', 3)).toEqual(winner);
  });

  test('the current row of a stale answer is masked like get (app secrets)', async () => {
    const created = await t.call('createAppKey', {
      token: t.admin,
      body: { name: 'stale', app_key: 'stale-key', app_secret: 'a-secret-of-sixteen-chars' },
    });
    const row = created.data as Row;
    expect((await t.call('updateAppKey', { token: t.admin, body: { id: row.id, remark: 'moved' } })).result).toBe(0);
    const answer = await t.call('updateAppKey', { token: t.admin, body: { id: row.id, updated_at: row.updated_at, remark: 'mine' } });
    expect(answer.result).toBe(40012);
    expect((answer.data as Row).app_secret).toBe(`${'*'.repeat(12)}hars`);
    const listed = await t.call('listAppKey', { token: t.admin, query: { count: 100 } });
    expect(answer.data).toEqual((listed.data as { list: Row[] }).list.find((r) => r.id === row.id));
  });

  test('an upsert with an id honours updated_at too', async () => {
    const list = await t.call('listHotToken', { token: t.admin, query: { count: 1 } });
    const row = (list.data as { list: Row[] }).list[0]!;
    expect((await t.call('saveHotToken', { token: t.admin, body: { id: row.id, sort: 5 } })).result).toBe(0);
    const answer = await t.call('saveHotToken', { token: t.admin, body: { id: row.id, updated_at: row.updated_at, sort: 6 } });
    expect(answer.result).toBe(40012);
    expect((answer.data as Row).sort).toBe(5);
  });
});
