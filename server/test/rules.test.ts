// Rules the forms check that the server enforces too, declared once in the contract and applied by the generic
// handler to every resource that declares them (issue 24's "rules the forms check and the server does not").
import { toText } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUtcOffset } from '../src/config.ts';
import { core } from '../src/db/core.ts';
import { readConfig } from '../src/operations/crud.ts';
import { HOME } from '../src/routes/catalogue.ts';
import { ADMIN_HEADER, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Approval off: these tests call the x-approval operations for what they do (change-control.test.ts tests approval).
  t = await createTestApp({ config: { approvalEnabled: false } });
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
      expect(answer.message).toBe('invalid input: end_at must not be before start_at');
      const zh = await t.call(op, { token: t.admin, body, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.message).toBe('输入无效：end_at 不能早于 start_at');
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

describe('x-address: one contract-address rule per chain for every write that stores a token address', () => {
  const chainOf = async (platform: number) =>
    Number((await t.db.selectFrom('block_chain').select('id').where('platform', '=', platform).orderBy('id').executeTakeFirstOrThrow()).id);
  const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'; // EIP-55 checksummed (a mixed case must be)

  it('refuses a malformed address on create and stores an EVM address lowercased', async () => {
    const blockchain_id = await chainOf(1);
    const body = { blockchain_id, symbol: 'RULE', name: 'Rule token', decimals: 18, protocol: 0 };
    const bad = await t.call('createToken', { token: t.admin, body: { ...body, address: 'not-an-address' } });
    expect(bad).toMatchObject({ result: 40000, field: 'address' });
    const good = await t.call('createToken', { token: t.admin, body: { ...body, address: evm } });
    expect(good.result).toBe(0);
    expect((good.data as { address: string }).address).toBe(evm.toLowerCase());
  });

  it('checks an update that moves the token to another chain against its stored address', async () => {
    const [jingtum, ethereum] = [await chainOf(2), await chainOf(1)];
    const token = await t.db
      .selectFrom('token')
      .select(['id', 'address'])
      .where('blockchain_id', '=', ethereum)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const moved = await t.call('updateToken', { token: t.admin, body: { id: token.id, blockchain_id: jingtum } });
    expect(moved).toMatchObject({ result: 40000, field: 'address' });
    expect((await t.call('updateToken', { token: t.admin, body: { id: token.id, name: 'Renamed' } })).result).toBe(0);
  });

  it('refuses to approve a submission whose address its chain refuses, creating nothing', async () => {
    const jingtum = await chainOf(2);
    const submit = await t.db.selectFrom('token_submit').select('id').where('audit_status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const moved = await t.call('updateTokenSubmit', { token: t.admin, body: { id: submit.id, blockchain_id: jingtum, address: evm } });
    expect(moved.result).toBe(0);
    const tokens = (await t.db.selectFrom('token').select('id').execute()).length;
    const approved = await t.call('updateTokenSubmit', { token: t.admin, body: { id: submit.id, audit_status: 1 } });
    expect(approved).toMatchObject({ result: 40000, field: 'address' });
    expect((await t.db.selectFrom('token').select('id').execute()).length).toBe(tokens);
    expect((await t.call('getTokenSubmit', { token: t.admin, query: { id: submit.id } })).data).toMatchObject({ audit_status: 0 });
  });
});

describe('role screens: nobody adds or removes a screen they do not hold', () => {
  let token: string;
  type Item = { component: string; children?: Item[] };
  const leaves = (items: Item[]): string[] =>
    items.flatMap((item) => (item.children?.length ? leaves(item.children) : [`/${item.component}`]));
  beforeAll(async () => {
    await core(t.db)
      .insertInto('role')
      .values({
        name: 'managers',
        code: 'managers',
        role_type: 1,
        permissions: JSON.stringify(['/permission/role', '/app/version']),
        description: '',
        created_at: t.clock.now,
        updated_at: t.clock.now,
      })
      .execute();
    await t.createUser('manager', 'Manager@12345', 'managers');
    token = ((await t.login('manager', 'Manager@12345')).data as { token: string }).token;
  });
  const operatorRole = () => core(t.db).selectFrom('role').selectAll().where('code', '=', 'operator').executeTakeFirstOrThrow();

  it('refuses to strip a role of screens the caller does not hold, naming the screen', async () => {
    const before = await operatorRole();
    const held = JSON.parse(before.permissions) as string[];
    expect(held.length).toBeGreaterThan(1);
    const answer = await t.call('setRole', {
      token,
      body: { id: before.id, name: before.name, permissions: ['/app/version'] },
      headers: { 'accept-language': 'en' },
    });
    expect(answer.result).toBe(40003);
    expect(answer.message).toMatch(/^forbidden: you cannot take away \/\S+, a screen you do not hold$/);
    expect(held).toContain(answer.message.split(' ')[5]!.replace(',', ''));
    expect(await operatorRole()).toEqual(before);
  });

  it('lets the caller add and remove the screens they hold, keeping the others as they are', async () => {
    const before = await operatorRole();
    const held = JSON.parse(before.permissions) as string[];
    const without = held.filter((p) => p !== '/app/version');
    const removed = await t.call('setRole', { token, body: { id: before.id, name: before.name, permissions: without } });
    expect(removed.result, removed.message).toBe(0);
    const added = await t.call('setRole', { token, body: { id: before.id, name: before.name, permissions: [...without, '/app/version'] } });
    expect(added.result, added.message).toBe(0);
    expect(JSON.parse((await operatorRole()).permissions)).toEqual([...without, '/app/version']);
  });

  it('offers only the screens the caller holds (listScreen)', async () => {
    const tree = (await t.call('listScreen', { token })).data as Item[];
    expect(leaves(tree).sort()).toEqual([HOME.path, '/app/version', '/permission/role'].sort());
    const all = (await t.call('listScreen', { token: t.admin })).data as Item[];
    expect(leaves(all).length).toBeGreaterThan(10);
  });
});

describe('x-delete-refused-while: the latest version stays', () => {
  it('refuses to delete the version set as latest, with a clear message, and deletes it once another is latest', async () => {
    const versions = await t.db.selectFrom('version').select(['id', 'platform']).where('status', '=', 0).orderBy('id').execute();
    const [first, second] = versions.filter((v) => v.platform === versions[0]!.platform);
    expect(
      (await t.call('setLastVersion', { token: t.admin, body: { id: first!.id }, headers: { 'x-admin-password': ADMIN_HEADER } })).result,
    ).toBe(0);
    const refused = await t.call('deleteVersion', { token: t.admin, params: { id: first!.id }, headers: { 'accept-language': 'en' } });
    expect(refused).toMatchObject({ result: 40009, field: 'latest_at' });
    expect(refused.message).toBe(
      `conflict: version ${String(first!.id)} cannot be deleted: it is the version the app is told is latest: set another version as latest first`,
    );
    expect(await t.db.selectFrom('version').select('id').where('id', '=', first!.id).executeTakeFirst()).toBeDefined();
    expect(
      (await t.call('setLastVersion', { token: t.admin, body: { id: second!.id }, headers: { 'x-admin-password': ADMIN_HEADER } })).result,
    ).toBe(0);
    expect((await t.call('deleteVersion', { token: t.admin, params: { id: first!.id } })).result).toBe(0);
  });
});

describe('batch writes through the generic update (batch_update, reorder)', () => {
  const auditOf = (requestId: string) =>
    core(t.db).selectFrom('audit_log').selectAll().where('request_id', '=', requestId).orderBy('id').execute();
  const apps = (n: number) => t.db.selectFrom('application').selectAll().orderBy('id').limit(n).execute();

  it('writes one full before/after audit row per row of a status batch', async () => {
    const rows = await apps(3);
    const ids = rows.map((r) => Number(r.id));
    t.clock.now += 1000;
    const answer = await t.call('updateApplicationStatus', { token: t.admin, body: { ids, status: 1 } });
    expect(answer.result).toBe(0);
    const audit = await auditOf(answer.request_id);
    expect(audit.map((a) => a.target)).toEqual(ids.map((id) => `application:${id}`));
    for (const [i, entry] of audit.entries()) {
      const before = JSON.parse(String(entry.before)) as Record<string, unknown>;
      const after = JSON.parse(String(entry.after)) as Record<string, unknown>;
      expect(before).toMatchObject({ id: ids[i], status: Number(rows[i]!.status), title: rows[i]!.title });
      expect(after).toMatchObject({ id: ids[i], status: 1, title: rows[i]!.title, updated_at: t.clock.now });
    }
  });

  it('moves a batch to another category through the update path, resetting fixed_order, and checks the category', async () => {
    const rows = await apps(2);
    const ids = rows.map((r) => Number(r.id));
    await t.db.updateTable('application').set({ fixed_order: 3 }).where('id', '=', ids[0]!).execute();
    const category = await t.db.selectFrom('category').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const missing = await t.call('changeApplicationCategory', { token: t.admin, body: { ids, category_id: 999_999 } });
    expect(missing).toMatchObject({ result: 40000, field: 'category_id' });
    const answer = await t.call('changeApplicationCategory', { token: t.admin, body: { ids, category_id: category.id } });
    expect(answer.result).toBe(0);
    const audit = await auditOf(answer.request_id);
    expect(audit).toHaveLength(2);
    expect(JSON.parse(String(audit[0]!.before))).toMatchObject({ fixed_order: 3, category_id: Number(rows[0]!.category_id) });
    expect(JSON.parse(String(audit[0]!.after))).toMatchObject({ fixed_order: 0, category_id: Number(category.id) });
  });

  it('reorders row by row with full audit rows; a repeated or unknown id changes nothing', async () => {
    const rows = await apps(2);
    const items = rows.map((r, i) => ({ id: Number(r.id), sort: 500 + i }));
    const twice = await t.call('updateApplicationOrder', { token: t.admin, body: { items: [items[0], items[0]] } });
    expect(twice).toMatchObject({ result: 40000, field: 'items[1]' });
    const answer = await t.call('updateApplicationOrder', { token: t.admin, body: { items } });
    expect(answer.result).toBe(0);
    const audit = await auditOf(answer.request_id);
    expect(audit.map((a) => JSON.parse(String(a.after)) as { sort: number })).toMatchObject(items.map((i) => ({ sort: i.sort })));
    expect(audit.map((a) => (JSON.parse(String(a.before)) as { sort: number }).sort)).toEqual(rows.map((r) => Number(r.sort)));
  });
});

describe('lookups by a list of ids', () => {
  it('answers the rows of every listed id in one call', async () => {
    const tokens = await t.db.selectFrom('token').select(['id', 'symbol']).orderBy('id').limit(30).execute();
    const ids = tokens.map((r) => Number(r.id));
    const answer = await t.call('lookupToken', { token: t.admin, query: { ids: ids.join(','), count: ids.length } });
    expect(answer.result).toBe(0);
    const list = (answer.data as { list: { id: number; symbol: string }[] }).list;
    expect(list.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    expect(list.find((r) => r.id === ids[0])?.symbol).toBe(tokens[0]!.symbol);
    const bad = await t.call('lookupToken', { token: t.admin, query: { ids: '1,x' } });
    expect(bad).toMatchObject({ result: 40000, field: 'ids' });
  });
});

describe('business days (BUSINESS_UTC_OFFSET)', () => {
  it('reads the setting as whole minutes east of UTC and refuses anything else at start', () => {
    expect(businessUtcOffset(undefined)).toBe(480);
    expect(businessUtcOffset('')).toBe(480);
    expect(businessUtcOffset('-300')).toBe(-300);
    expect(businessUtcOffset('840')).toBe(840);
    for (const wrong of ['UTC+8', '8h', '4.5', '900', '-721', ' 480'])
      expect(() => businessUtcOffset(wrong), wrong).toThrow(/BUSINESS_UTC_OFFSET/);
  });
  it("dates the daily report's rows at midnights of the business time zone, UTC+8 by default or as configured", async () => {
    const DAY_MS = 86_400_000;
    const days = async (app: TestApp) =>
      (await app.db.selectFrom('swap_daily_stat').select('day_at').execute()).map((r) => Number(r.day_at));
    for (const day of await days(t)) expect((day + 8 * 3_600_000) % DAY_MS).toBe(0);
    const west = await createTestApp({ config: { businessUtcOffset: -300 } });
    try {
      const seeded = await days(west);
      expect(seeded.length).toBeGreaterThan(0);
      for (const day of seeded) expect((day - 5 * 3_600_000) % DAY_MS).toBe(0);
      // The console learns the zone from the server, so it shows and filters moments in the statistics' days.
      expect(await t.call('getConsoleSettings', { token: t.admin })).toMatchObject({ result: 0, data: { business_utc_offset: 480 } });
      expect(await west.call('getConsoleSettings', { token: west.admin })).toMatchObject({
        result: 0,
        data: { business_utc_offset: -300 },
      });
    } finally {
      await west.close();
    }
  });
});

describe('demo links', () => {
  it('seed no link to a host that does not resolve: pages are example.com or .org (RFC 2606), pictures are served here', async () => {
    const LINK = /(^|_)(url|website|link|homepage)($|_)/;
    const IMAGE = /(^|_)(logo|icon|image|banner|avatar|cover)($|_)/;
    const bad: string[] = [];
    for (const resource of t.app.services.contract.resources.values()) {
      if (resource.ownedByMigrations) continue;
      const links = resource.columns.filter((c) => LINK.test(c.name) && c.kind === 'text').map((c) => c.name);
      if (!links.length) continue;
      const rows = await t.db
        .selectFrom(resource.table)
        .select(['id', ...links])
        .execute();
      for (const row of rows)
        for (const name of links) {
          const value = toText(row[name]);
          if (!/^https?:\/\//.test(value)) continue;
          const host = new URL(value).hostname;
          const example = /(^|\.)example\.(com|org|net)$/.test(host);
          if (IMAGE.test(name) || (example && host !== 'example.com' && host !== 'example.org'))
            bad.push(`${resource.name} ${String(row.id)} ${name}: ${value}`);
        }
    }
    expect(bad).toEqual([]);
  });
});
