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

describe('idempotent writes (Idempotency-Key)', () => {
  const chainBody = (name: string) => ({ platform: 1, name, symbol: 'IDEM', decimals: 18 });
  const rowsNamed = async (name: string) =>
    Number(
      (
        await t.db
          .selectFrom('block_chain')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('name', '=', name)
          .executeTakeFirst()
      )?.n,
    );
  const create = (name: string, key: string, token = t.admin) =>
    t.call('createBlockChain', { token, body: chainBody(name), headers: { 'idempotency-key': key } });

  test('20 concurrent identical creates with one key create exactly one row and all answer it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create('Idem twenty', 'key-twenty')));
    expect(answers.map((a) => a.result)).toEqual(Array(20).fill(0));
    expect(await rowsNamed('Idem twenty')).toBe(1);
    const ids = new Set(answers.map((a) => (a.data as Row).id));
    expect(ids.size).toBe(1);
  });

  test('a repeat answers the stored answer, writes nothing and says it replayed', async () => {
    const first = await create('Idem repeat', 'key-repeat');
    const audits = async () =>
      Number(
        (
          await t.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await audits();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/block_chain/create',
      headers: { token: t.admin, 'idempotency-key': 'key-repeat', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ platform: '1', name: 'Idem repeat', symbol: 'IDEM', decimals: '18' }).toString(),
    });
    const again = JSON.parse(response.body) as { result: number; data: unknown };
    expect(response.headers['idempotent-replayed']).toBe('true');
    expect(again.result).toBe(0);
    expect(again.data).toEqual(first.data);
    expect(await rowsNamed('Idem repeat')).toBe(1);
    expect(await audits()).toBe(before);
  });

  test('without a key two identical creates make two rows', async () => {
    for (let i = 0; i < 2; i++) expect((await t.call('createBlockChain', { token: t.admin, body: chainBody('Idem none') })).result).toBe(0);
    expect(await rowsNamed('Idem none')).toBe(2);
  });

  test('a key sent again with another body is refused naming the header', async () => {
    expect((await create('Idem first body', 'key-reused')).result).toBe(0);
    const answer = await create('Idem other body', 'key-reused');
    expect(answer).toMatchObject({ result: 40000, field: 'Idempotency-Key' });
    expect(await rowsNamed('Idem other body')).toBe(0);
  });

  test('a key is the caller’s: another user with the same key writes its own row', async () => {
    expect((await create('Idem per user', 'key-user')).result).toBe(0);
    await t.createUser('second-admin', 'Second@12345', 'super-admin');
    const second = ((await t.login('second-admin', 'Second@12345')).data as { token: string }).token;
    expect((await create('Idem per user', 'key-user', second)).result).toBe(0);
    expect(await rowsNamed('Idem per user')).toBe(2);
  });

  test('an empty or over-long key is refused naming the header', async () => {
    expect(await create('Idem long', 'k'.repeat(101))).toMatchObject({ result: 40000, field: 'Idempotency-Key' });
    expect(await create('Idem empty', '')).toMatchObject({ result: 40000, field: 'Idempotency-Key' });
    expect(await rowsNamed('Idem long')).toBe(0);
  });

  test('a failed write keeps no answer: its retry runs again', async () => {
    const body = { code: 'fr', name: 'Français' };
    const headers = { 'idempotency-key': 'key-failed' };
    expect((await t.call('createLanguage', { token: t.admin, body: { code: 'en', name: 'dup' }, headers })).result).toBe(40009);
    // Same key, other body: the failed attempt stored nothing, so this is a first use.
    expect((await t.call('createLanguage', { token: t.admin, body, headers })).result).toBe(0);
  });

  test('the key expires after 24 hours', async () => {
    expect((await create('Idem expiry', 'key-expiry')).result).toBe(0);
    t.clock.now += 24 * 3_600_000 + 1;
    const fresh = await t.login('admin', 'Admin@12345'); // the session itself is too old by now
    expect((await create('Idem expiry', 'key-expiry', (fresh.data as { token: string }).token)).result).toBe(0);
    expect(await rowsNamed('Idem expiry')).toBe(2);
  });
});
