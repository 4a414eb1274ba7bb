// The dashboard's figures: one count per held screen with both titles, the 30-day trend of changes per screen and
// the latest changes as sentence parts, each limited to what the caller may see.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SCREENS } from '../src/routes/catalogue.ts';
import { rowPage } from '../src/operations/custom/dashboard.ts';
import { createTestApp, type TestApp } from './helpers.ts';

interface Screen {
  route: string;
  title: string;
  titleEn: string;
}
interface Summary {
  counts: (Screen & { resource: string; total: number })[];
  trend: { days: string[]; screens: (Screen & { counts: number[] })[] };
  recent: { user_name: string; operation: string; action: string; route?: string; titleEn?: string; label: string; link?: string }[];
}

const DAY = 86_400_000;
let t: TestApp;
const summary = async (token: string) => {
  const answer = await t.call('getDashboardSummary', { token });
  expect(answer.result).toBe(0);
  return answer.data as Summary;
};

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.call('createLanguage', { token: t.admin, body: { code: 'xx', name: 'Dashboardish' } });
  expect(created.result).toBe(0);
  // Older changes, as the audit log keeps them: one on /app/redPoint 3 days ago, one past the 30 days.
  const entry = (operation: string, target: string, at: number) => ({
    user_id: 1,
    user_name: 'admin',
    operation,
    target,
    before: null,
    after: JSON.stringify({ id: 1, menu_key: 'discover', badge_text: 'New', title: 'not a column of red_point' }),
    ip: '127.0.0.1',
    request_id: `r-${at}`,
    created_at: at,
    updated_at: at,
  });
  await t.db
    .insertInto('audit_log')
    .values([entry('createRedPoint', 'red_point:1', t.clock.now - 3 * DAY), entry('createRedPoint', 'red_point:2', t.clock.now - 40 * DAY)])
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('counts', () => {
  test('one card per held list screen, with its Chinese and English menu titles, never a raw table name as title', async () => {
    const { counts } = await summary(t.admin);
    const routes = counts.map((c) => c.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/system/blockchain');
    const chain = counts.find((c) => c.route === '/system/blockchain')!;
    expect(chain).toMatchObject({ title: '区块链管理', titleEn: 'Blockchains', resource: 'block_chain' });
    expect(chain.total).toBeGreaterThan(0);
    // Menu screens, and the entry of a group hidden in the menu (its hub: /otc/order).
    for (const c of counts) expect(SCREENS.find((s) => s.path === c.route && (!s.hidden || s.entry))?.title).toBe(c.title);
    expect(routes).toContain('/otc/order');
  });
  test('a count follows every write to its table, also one no handler made (the counts are cached per change)', async () => {
    const languages = async () => (await summary(t.admin)).counts.find((c) => c.resource === 'language')!.total;
    const before = await languages();
    expect(await languages()).toBe(before);
    const { id } = await t.db
      .insertInto('language')
      .values({ code: 'yy', name: 'Counted', created_at: t.clock.now, updated_at: t.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await languages()).toBe(before + 1);
    await t.db.deleteFrom('language').where('id', '=', id).execute();
    expect(await languages()).toBe(before);
  });
  test("a screen's count is of its own rows, not of a dialog's (a DApp's translations, an exchange's pairs)", async () => {
    const { counts } = await summary(t.admin);
    const rows = async (operation: string) => {
      const answer = await t.call(operation, { token: t.admin, query: { start: 0, count: 1 } });
      expect(answer.result).toBe(0);
      return (answer.data as { total: number }).total;
    };
    expect(counts.find((c) => c.route === '/application/dapp')).toMatchObject({
      resource: 'application',
      total: await rows('listApplication'),
    });
    expect(counts.find((c) => c.route === '/token/tokenexchange')).toMatchObject({
      resource: 'token_universal_exchange',
      total: await rows('listTokenUniversalExchange'),
    });
  });
  test('the operator counts only the screens of /app and /application', async () => {
    const { counts } = await summary(t.operator);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((c) => c.route.startsWith('/app/') || c.route.startsWith('/application/'))).toBe(true);
  });
});

describe('trend', () => {
  test('30 UTC days ending today, changes per screen per day, busiest first', async () => {
    const { trend } = await summary(t.admin);
    expect(trend.days).toHaveLength(30);
    expect(trend.days.at(-1)).toBe(new Date(t.clock.now).toISOString().slice(0, 10));
    const language = trend.screens.find((s) => s.route === '/system/language')!;
    expect(language).toMatchObject({ title: '语言管理', titleEn: 'Languages' });
    expect(language.counts.at(-1)).toBe(1);
    const badges = trend.screens.find((s) => s.route === '/app/redPoint')!;
    expect(badges.counts.reduce((a, b) => a + b, 0)).toBe(1); // the 40-day-old change is out
    expect(badges.counts[26]).toBe(1);
    for (const s of trend.screens) expect(s.counts).toHaveLength(30);
  });
  test("the caller's days: utc_offset moves a change made at 22:00 UTC into the next day east of UTC", async () => {
    const realNow = t.clock.now;
    const midnight = Math.floor(realNow / DAY) * DAY;
    t.clock.now = midnight + 3_600_000; // 01:00 UTC today
    const late = { user_id: 1, user_name: 'admin', operation: 'createRedPoint', target: 'red_point:3', before: null, after: null };
    await t.db
      .insertInto('audit_log')
      .values({ ...late, ip: '127.0.0.1', request_id: 'r-late', created_at: midnight - 2 * 3_600_000, updated_at: midnight })
      .execute();
    try {
      const badgesOn = async (utc_offset?: number) => {
        const answer = await t.call('getDashboardSummary', { token: t.admin, query: utc_offset === undefined ? {} : { utc_offset } });
        expect(answer.result).toBe(0);
        const { trend } = answer.data as Summary;
        expect(trend.days.at(-1)).toBe(new Date(midnight).toISOString().slice(0, 10));
        return trend.screens.find((s) => s.route === '/app/redPoint')!.counts;
      };
      expect((await badgesOn()).slice(-2)).toEqual([1, 0]); // UTC: yesterday
      expect((await badgesOn(180)).slice(-2)).toEqual([0, 1]); // UTC+3: 01:00 today
      expect((await t.call('getDashboardSummary', { token: t.admin, query: { utc_offset: 900 } })).result).toBe(40000);
    } finally {
      t.clock.now = realNow;
      await t.db.deleteFrom('audit_log').where('request_id', '=', 'r-late').execute();
    }
  });
  test("the operator's trend has no screen it does not hold", async () => {
    const { trend } = await summary(t.operator);
    expect(trend.screens.map((s) => s.route)).toEqual(['/app/redPoint']);
  });
});

describe('recent changes', () => {
  test('admin reads who did what to which row, with a link to the row', async () => {
    const { recent } = await summary(t.admin);
    expect(recent[0]).toMatchObject({
      user_name: 'admin',
      operation: 'createLanguage',
      action: 'create',
      route: '/system/language',
      titleEn: 'Languages',
      label: 'Dashboardish',
      link: '/system/language',
    });
    expect(recent.some((r) => r.action === 'signIn' && r.user_name === 'admin')).toBe(true);
    // Named by red_point's x-label (menu_key), not by a field that merely looks like a name.
    expect(recent.find((r) => r.operation === 'createRedPoint')).toMatchObject({ label: 'discover', link: '/app/redPoint/1' });
  });
  test('the operator sees neither admin sign-ins nor changes of screens it does not hold', async () => {
    const { recent } = await summary(t.operator);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.some((r) => r.action === 'signIn' && r.user_name !== 'operator')).toBe(false);
    expect(recent.some((r) => r.route && !r.route.startsWith('/app/') && !r.route.startsWith('/application/'))).toBe(false);
    expect(recent.some((r) => r.operation === 'createRedPoint')).toBe(true);
  });
  test('row pages: {path} and {id} routes take the id, add*/detail* and …Info pages take ?id=', () => {
    const route = (path: string) => SCREENS.find((s) => s.path === path)!;
    expect(rowPage(route('/app/version'), '7')).toBe('/app/version/7');
    expect(rowPage(route('/system/blockchain'), '24')).toBe('/system/blockchain/add?id=24');
    expect(rowPage(route('/app/messagePush'), '3')).toBe('/app/messagePushInfo?id=3');
    expect(rowPage(route('/system/language'), '3')).toBe('/system/language');
  });
});

describe('the summary kept while nothing changed (these write, so they come last)', () => {
  test("after writes through every path (create, import, delete, restore, a statement of no handler) each count equals its list's total", async () => {
    const chain = await t.db.selectFrom('block_chain').select('id').where('platform', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    const label = (n: number) => ({ blockchain_id: Number(chain.id), address: address(n), label: 'Dashboard label', category: 'exchange' });
    const agree = async (step: string) => {
      const tile = (await summary(t.admin)).counts.find((c) => c.route === '/label/List');
      const list = await t.call('listAddressLabel', { token: t.admin, query: { start: 0, count: 1 } });
      expect(tile?.total, step).toBe((list.data as { total: number }).total);
      return tile!.total;
    };
    const start = await agree('before');
    const created = await t.call('createAddressLabel', { token: t.admin, body: label(9001) });
    expect(created.result, created.message).toBe(0);
    expect(await agree('create')).toBe(start + 1);
    const imported = await t.call('importAddressLabel', { token: t.admin, body: { rows: [label(9002), label(9003)] } });
    expect(imported.result, imported.message).toBe(0);
    expect(await agree('import')).toBe(start + 3);
    const id = Number(
      (await t.db.selectFrom('address_label').select('id').where('address', '=', address(9002)).executeTakeFirstOrThrow()).id,
    );
    expect((await t.call('deleteAddressLabel', { token: t.admin, params: { id } })).result).toBe(0);
    expect(await agree('delete')).toBe(start + 2);
    const bin = await t.call('listDeletedRows', { token: t.admin, query: { resource: 'address_label' } });
    const entry = (bin.data as { list: { revision: number; id: number }[] }).list.find((d) => d.id === id)!;
    const restored = await t.call('revertRow', { token: t.admin, body: { resource: 'address_label', id, revision: entry.revision } });
    expect(restored.result, restored.message).toBe(0);
    expect(await agree('restore')).toBe(start + 3);
    await t.db
      .deleteFrom('address_label')
      .where('address', 'in', [address(9001), address(9002), address(9003)])
      .execute();
    expect(await agree('a statement of no handler')).toBe(start);
  });
  test('a visit while nothing changed answers the same summary; an audit entry of no handler shows at the next visit', async () => {
    const first = await summary(t.admin);
    expect(await summary(t.admin)).toEqual(first);
    await t.db
      .insertInto('audit_log')
      .values({
        user_id: 1,
        user_name: 'admin',
        operation: 'createLanguage',
        target: 'language:1',
        before: null,
        after: JSON.stringify({ id: 1, code: 'zz', name: 'Logged elsewhere' }),
        ip: '127.0.0.1',
        request_id: 'r-dashboard-cache',
        created_at: t.clock.now,
        updated_at: t.clock.now,
      })
      .execute();
    expect((await summary(t.admin)).recent[0]).toMatchObject({
      operation: 'createLanguage',
      label: expect.stringContaining('Logged elsewhere'),
    });
  });
});
