// Rules the forms check that the server enforces too, declared once in the contract and applied by the generic
// handler to every resource that declares them (issue 24's "rules the forms check and the server does not").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/operations/crud.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('x-range: no end before its start', () => {
  it('refuses a create whose end is before its start, naming the end, in both languages', async () => {
    const start = t.clock.now;
    for (const [op, body] of [
      ['createRecommend', { slot: 'banner', application_id: 1, start_at: start, end_at: start - DAY }],
      [
        'createBootMessage',
        { title: 'T', content: 'C', lang: 'en', platform: 'all', frequency: 'once', start_at: start, end_at: start - DAY },
      ],
    ] as const) {
      const answer = await t.call(op, { token: t.admin, body, headers: { 'accept-language': 'en' } });
      expect(answer, op).toMatchObject({ result: 40000, field: 'end_at' });
      expect(answer.message).toBe('invalid input: body.end_at must not be before body.start_at');
      const zh = await t.call(op, { token: t.admin, body, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.message).toBe('输入无效：body.end_at 不能早于 body.start_at');
    }
    expect((await t.db.selectFrom('boot_message').select('id').where('title', '=', 'T').execute()).length).toBe(0);
  });

  it('accepts an open side (0) and checks an update against the stored other side', async () => {
    const start = t.clock.now;
    const created = await t.call('createBootMessage', {
      token: t.admin,
      body: { title: 'R', content: 'C', lang: 'en', platform: 'all', frequency: 'once', start_at: start, end_at: 0 },
    });
    expect(created.result).toBe(0);
    const id = (created.data as { id: number }).id;
    const moved = await t.call('updateBootMessage', { token: t.admin, body: { id, end_at: start - 1 } });
    expect(moved).toMatchObject({ result: 40000, field: 'end_at' });
    expect((await t.call('updateBootMessage', { token: t.admin, body: { id, end_at: start + DAY } })).result).toBe(0);
  });

  it('applies to config documents (the check-in rules)', async () => {
    const current = (await t.call('getSignConfig', { token: t.admin })).data as Record<string, unknown>;
    const answer = await t.call('setSignConfig', { token: t.admin, body: { ...current, start_at: 2 * DAY, end_at: DAY } });
    expect(answer).toMatchObject({ result: 40000, field: 'end_at' });
  });

  it('holds for every seeded row and config document', async () => {
    for (const resource of t.app.services.contract.resources.values())
      for (const [start, end] of resource.ranges) {
        const rows = await t.db.selectFrom(resource.table).select(['id', start, end]).execute();
        const bad = rows.filter((r) => Number(r[start]) > 0 && Number(r[end]) > 0 && Number(r[end]) < Number(r[start]));
        expect(bad, `${resource.name}: ${end} before ${start}`).toEqual([]);
      }
    const sign = (await readConfig(t.db, 'sign_config')) as { start_at: number; end_at: number };
    expect(sign.end_at === 0 || sign.start_at === 0 || sign.end_at >= sign.start_at).toBe(true);
  });
});
