// The DApp picker's search (issue 58): pickApplication runs the app's DApp search (searchApplication's handler) for the
// session of anyone holding a screen that picks DApps, as the spec's DApp search is called (start 0, count 100,
// version 10.0.0), and refuses a role without such a screen.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const users: Record<string, string> = {};
const query = { start: 0, count: 100, version: '10.0.0' };
beforeAll(async () => {
  t = await createTestApp();
  users.banners = await t.signedInWith('picker_banners', ['/banner/list']);
  users.languages = await t.signedInWith('picker_languages', ['/system/language']);
});
afterAll(async () => {
  await t.close();
});

describe('pickApplication', () => {
  test("answers what the app's search answers, for a holder of the banner screen", async () => {
    const inChinese = { ...query, lang: 'zh-Hans' };
    const picked = await t.call('pickApplication', { token: users.banners, query: inChinese });
    expect(picked.result).toBe(0);
    const preview = await t.call('previewApplicationSearch', { token: t.admin, query: inChinese });
    expect(picked.data).toEqual(preview.data);
    const rows = (picked.data as { list: { hid: number; title: string }[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ hid: expect.any(Number), title: expect.any(String) });
  });
  test('a key narrows it to the matching titles', async () => {
    const all = (await t.call('pickApplication', { token: users.banners, query })).data as { list: { title: string }[] };
    const word = all.list[0]!.title.slice(0, 4);
    const found = (await t.call('pickApplication', { token: users.banners, query: { ...query, key: word } })).data as {
      list: { title: string }[];
    };
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((row) => row.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });
  test("without a language (a form that has none: a hot DApp, a contact) it picks among every language's DApps", async () => {
    const { lang, title } = await t.db
      .selectFrom('application')
      .select(['lang', 'title'])
      .where('status', '=', 0)
      .where('lang', '<>', 'zh-Hans')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const titles = async (extra: Record<string, string>) =>
      (
        (await t.call('pickApplication', { token: users.banners, query: { ...query, key: String(title), ...extra } })).data as {
          list: { title: string }[];
        }
      ).list.map((row) => row.title);
    expect(await titles({})).toContain(title);
    expect(await titles({ lang: String(lang) })).toContain(title);
    expect(await titles({ lang: 'zh-Hans' })).not.toContain(title);
  });
  test('is refused to a role without a screen that picks DApps', async () => {
    expect((await t.call('pickApplication', { token: users.languages, query })).result).toBe(40003);
  });
});
