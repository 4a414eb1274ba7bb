// One door for every write (server/src/operations/door.ts): what an operator or an attacker found beside the tested
// paths, each refused or recorded on every path that can make the change (form, API, batch, revert, restore,
// approval). Runs on SQLite and, under DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDecimal } from '@wallet-admin/sdk';
import { clientHash } from '../src/auth/password.ts';
import { core } from '../src/db/core.ts';
import type { Row } from '../src/db/types.ts';
import { ADMIN_HEADER, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
/** Holds every screen these tests touch: the second operator of the admin's requests. */
let checker: string;
const SCREENS = [
  '/app/messagePush',
  '/app/version',
  '/app/update',
  '/token/tokenlist',
  '/system/appkey',
  '/welfareCenter/activity',
  '/banner/list',
];

beforeAll(async () => {
  t = await createTestApp();
  checker = await t.signedInWith('door_checker', SCREENS);
});
afterAll(() => t.close());

const first = async (table: string, where: Row = {}) => {
  let q = t.db.selectFrom(table).selectAll().orderBy('id');
  for (const [k, v] of Object.entries(where)) q = q.where(k, v === null ? 'is' : '=', v);
  return q.executeTakeFirstOrThrow();
};
const approvalId = (answer: { data?: unknown }) => (answer.data as { approval_id: number }).approval_id;
const approve = (id: number, token = checker) => t.call('approveApproval', { token, body: { id } });
const request = async (id: number) =>
  ((await t.call('listApproval', { token: checker, query: { count: 100 } })).data as { list: Row[] }).list.find((r) => r.id === id)!;
const withHeader = { 'x-admin-password': ADMIN_HEADER };
type Change = { field: string; before?: unknown; after?: unknown; secret?: boolean; target?: string };
type Revision = { id: number; action: string; changes: Change[] };
const history = async (query: Row) =>
  ((await t.call('listRowHistory', { token: t.admin, query: { ...query, count: 50 } })).data as { list: Revision[] }).list;
const password = { password: clientHash('Admin@12345') };

describe('approval is a policy on data, whatever the path', () => {
  it('shows the send as a diff, then holds any change of the sent message (update and revert)', async () => {
    const created = await t.call('createMessage', {
      token: t.admin,
      body: { title: 'Door launch', content: 'Hello', lang: 'en', platform: 'all', link_url: 'https://wallet.example/news' },
    });
    expect(created.result, created.message).toBe(0);
    const id = Number((created.data as Row).id);
    const edited = await t.call('updateMessage', { token: t.admin, body: { id, link_url: 'https://wallet.example/launch' } });
    expect(edited.result, edited.message).toBe(0);
    const sent = await t.call('sendMessage', { token: t.admin, body: { id }, headers: withHeader });
    expect(sent.result).toBe(20202);
    expect((await request(approvalId(sent))).changes).toContainEqual({ field: 'status', before: 0, after: 1 });
    expect((await approve(approvalId(sent))).result).toBe(0);
    expect((await first('message', { id })).status).toBe(1);

    const phishing = await t.call('updateMessage', { token: t.admin, body: { id, link_url: 'https://phish.example/claim' } });
    expect(phishing.result).toBe(20202);
    expect((await first('message', { id })).link_url).toBe('https://wallet.example/launch');
    const firstRevision = (await history({ resource: 'message', id })).find((r) => r.action === 'create')!;
    const reverted = await t.call('revertRow', { token: t.admin, body: { resource: 'message', id, revision: firstRevision.id } });
    expect(reverted.result).toBe(20202);
    expect((await first('message', { id })).link_url).toBe('https://wallet.example/launch');
  });

  it("holds the latest version's download URL and force flag on update, and lists every row a publish touches", async () => {
    const make = async (name: string, build: number) => {
      const answer = await t.call('createVersion', {
        token: t.admin,
        body: {
          platform: 'android',
          version_name: name,
          build_code: build,
          download_url: `https://dl.example/${name}.apk`,
          min_supported_version: '1.0',
        },
      });
      expect(answer.result, answer.message).toBe(0);
      return Number((answer.data as Row).id);
    };
    const publish = async (id: number) => {
      const asked = await t.call('setLastVersion', { token: t.admin, body: { id }, headers: withHeader });
      expect(asked.result).toBe(20202);
      expect((await approve(approvalId(asked))).result).toBe(0);
      return approvalId(asked);
    };
    const older = await make('90.1', 900001);
    await publish(older);
    const newer = await make('90.2', 900002);
    const asked = await publish(newer);
    const changes = (await request(asked)).changes as Change[];
    expect(changes.map((c) => [c.target, c.field])).toEqual([
      [`version:${older}`, 'latest_at'],
      [`version:${newer}`, 'latest_at'],
    ]);
    expect((await history({ resource: 'version', id: older }))[0]!.changes).toEqual([
      { field: 'latest_at', before: expect.any(Number) as number, after: null },
    ]);

    const forced = await t.call('updateVersion', {
      token: t.admin,
      body: { id: newer, download_url: 'https://evil.example/wallet.apk', force_update: true },
    });
    expect(forced.result).toBe(20202);
    const stored = await first('version', { id: newer });
    expect([stored.download_url, Boolean(stored.force_update)]).toEqual(['https://dl.example/90.2.apk', false]);
    const last = await t.call('getLastVersion', { query: { platform: 'android' }, sign: true });
    expect((last.data as Row).download_url).toBe('https://dl.example/90.2.apk');
    // Deny by default (issue 54): every field of the live version is guarded, its release notes too (the app shows them).
    expect((await t.call('updateVersion', { token: t.admin, body: { id: newer, release_notes_en: 'Fixes' } })).result).toBe(20202);

    // A publish asked while `newer` was the latest would now clear another version: not what was approved (40009).
    const stale = await make('90.3', 900003);
    const staleAsk = await t.call('setLastVersion', { token: t.admin, body: { id: stale }, headers: withHeader });
    expect(staleAsk.result).toBe(20202);
    await publish(await make('90.4', 900004));
    expect((await approve(approvalId(staleAsk))).result).toBe(40009);
    expect((await first('version', { id: stale })).latest_at).toBeNull();
  });

  it('holds a forced upgrade: its create, and a change that does not name upgrade_type', async () => {
    const body = {
      platform: 'android',
      channel: 'door',
      upgrade_type: 1,
      min_version: '1.0',
      max_version: '2.0',
      target_version: '3.0',
      build_code: 3000,
      download_url: 'https://dl.example/3.0.apk',
      lang: 'en',
      title: 'Forced 3.0',
    };
    const asked = await t.call('createUpgrade', { token: t.admin, body });
    expect(asked.result).toBe(20202);
    expect((await approve(approvalId(asked))).result).toBe(0);
    const row = await first('upgrade', { channel: 'door' });
    const moved = await t.call('updateUpgrade', { token: t.admin, body: { id: row.id, download_url: 'https://evil.example/3.0.apk' } });
    expect(moved.result).toBe(20202);
    expect((await first('upgrade', { id: row.id })).download_url).toBe('https://dl.example/3.0.apk');
  });

  it("keeps a token's contract address unique on its chain on create and on an approved update, as validateToken says", async () => {
    const token = await first('token', { blockchain_id: 1 });
    const copy = {
      blockchain_id: 1,
      address: token.address,
      symbol: 'DOORCOPY',
      name: 'Door copy',
      decimals: 18,
      protocol: token.protocol,
    };
    const validated = await t.call('validateToken', { token: t.admin, body: { blockchain_id: 1, address: token.address } });
    expect([validated.result, validated.field]).toEqual([40009, 'address']);
    const created = await t.call('createToken', { token: t.admin, body: copy });
    expect([created.result, created.field]).toEqual([40009, 'address']);
    const other = await t.db
      .selectFrom('token')
      .selectAll()
      .where('blockchain_id', '=', 1)
      .where('id', '!=', token.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // An update to a taken address is refused when asked (its dry run meets the key), not stored for approval.
    const taken = await t.call('updateToken', { token: t.admin, body: { id: other.id, address: token.address } });
    expect([taken.result, taken.field]).toEqual([40009, 'address']);
    // One asked while the address was free is refused when applied, if another token took it meanwhile.
    const free = `0x${'d0'.repeat(20)}`;
    const asked = await t.call('updateToken', { token: t.admin, body: { id: other.id, address: free } });
    expect(asked.result).toBe(20202);
    expect((await t.call('createToken', { token: t.admin, body: { ...copy, address: free } })).result).toBe(0);
    const applied = await approve(approvalId(asked));
    expect([applied.result, applied.field]).toEqual([40009, 'address']);
    expect((await first('token', { id: other.id })).address).toBe(other.address);
  });

  it('applies exactly what was approved: a request whose rows changed since is refused', async () => {
    const token = await first('token', { blockchain_id: 1 });
    const id = Number(token.id);
    const asked = await t.call('updateToken', { token: t.admin, body: { id, address: `0x${'ef'.repeat(20)}` } });
    expect(asked.result).toBe(20202);
    expect((await request(approvalId(asked))).changes).toEqual([
      { field: 'address', before: token.address, after: `0x${'ef'.repeat(20)}` },
    ]);
    expect((await t.call('updateToken', { token: t.admin, body: { id, name: 'Renamed meanwhile' } })).result).toBe(0);
    expect((await approve(approvalId(asked))).result).toBe(40012);
    expect((await first('token', { id })).address).toBe(token.address);
  });
});

describe('four eyes are two people', () => {
  it("refuses an approver whose account the requester made, and a role manager's own requests through it", async () => {
    const now = t.clock.now;
    const role = await core(t.db)
      .insertInto('role')
      .values({
        name: 'puppets',
        code: 'puppets',
        role_type: 1,
        permissions: JSON.stringify(SCREENS),
        description: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made = await t.call('register', {
      token: t.admin,
      body: { user_name: 'door_puppet', password: clientHash('Puppet@12345'), role_id: role.id },
    });
    expect(made.result, made.message).toBe(0);
    const puppet = ((await t.login('door_puppet', 'Puppet@12345')).data as { token: string }).token;
    const version = await first('version', { status: 0, latest_at: null });
    const asked = await t.call('setLastVersion', { token: t.admin, body: { id: version.id }, headers: withHeader });
    expect(asked.result).toBe(20202);
    const refused = await approve(approvalId(asked), puppet);
    expect(refused.result).toBe(40003);
    expect(refused.message).toContain('admin');
    expect((await request(approvalId(asked))).status).toBe('pending');
    // An operator the requester never touched decides it.
    expect((await approve(approvalId(asked))).result).toBe(0);
  });
});

describe('the contract holds on every stored row', () => {
  it('refuses blanks the form refuses, on create and on update', async () => {
    const banner = {
      title: 'Door banner',
      image_url: '/static/seed/banner.svg',
      lang: 'en',
      position: 'home',
      link_type: 1,
      link_url: 'https://wallet.example',
    };
    const blankImage = await t.call('createBanner', { token: t.admin, body: { ...banner, image_url: '' } });
    expect([blankImage.result, blankImage.field]).toEqual([40000, 'image_url']);
    // In the operator's language, the field named as the screens name it.
    const inChinese = await t.call('createBanner', {
      token: t.admin,
      body: { ...banner, image_url: '' },
      headers: { 'accept-language': 'zh' },
    });
    expect(inChinese.message).toBe('输入无效：请填写图片');
    const spaces = await t.call('createBanner', { token: t.admin, body: { ...banner, title: '   ' } });
    expect([spaces.result, spaces.field]).toEqual([40000, 'title']);
    const created = await t.call('createBanner', { token: t.admin, body: banner });
    expect(created.result, created.message).toBe(0);
    const id = Number((created.data as Row).id);
    const cleared = await t.call('updateBanner', { token: t.admin, body: { id, image_url: '' } });
    expect([cleared.result, cleared.field]).toEqual([40000, 'image_url']);
    expect((await first('banner', { id })).image_url).toBe('/static/seed/banner.svg');
    const keypal = await t.call('createKeypalChannel', {
      token: t.admin,
      body: { name: 'Door shop', link_url: '', region: 'global', lang: 'en' },
    });
    expect([keypal.result, keypal.field]).toEqual([40000, 'link_url']);
    const news = await t.call('createNews', {
      token: t.admin,
      body: { lang: 'en', title: 'Door news', content: '<script>alert(1)</script>' },
    });
    expect([news.result, news.field]).toEqual([40000, 'content']);
    const mail = await t.call('createMailTemplate', {
      token: t.admin,
      body: { template_key: 'door_notice', lang: 'en', subject: 'Door', content: '<script>alert(1)</script>' },
    });
    expect([mail.result, mail.field]).toEqual([40000, 'content']);
    const campaign = await first('campaign');
    const campaignBanner = await t.call('createCampaignBanner', {
      token: t.admin,
      body: { campaign_id: campaign.id, lang: 'en', title: 'Door', image: '' },
    });
    expect([campaignBanner.result, campaignBanner.field]).toEqual([40000, 'image']);
  });

  it('refuses an import row whose required value is only spaces, listing it, and writes none of the file', async () => {
    const before = (await t.db.selectFrom('address_label').select('id').execute()).length;
    const address = (n: number) => `0x${String(n).padStart(40, 'a')}`;
    const answer = await t.call('importAddressLabel', {
      token: t.admin,
      body: {
        rows: [
          { blockchain_id: 1, address: address(1), label: 'Door import', category: 'exchange' },
          { blockchain_id: 1, address: address(2), label: '   ', category: 'exchange' },
        ],
      },
    });
    expect(answer.result).toBe(40000);
    expect((answer.data as { errors: Row[] }).errors).toMatchObject([{ row: 1, field: 'label', reason: 'schema' }]);
    expect((await t.db.selectFrom('address_label').select('id').execute()).length).toBe(before);
  });

  it('keeps the rules across fields (x-rules) on create, on update against the stored row, and in a batch', async () => {
    const banner = { title: 'Door link', image_url: '/static/seed/banner.svg', lang: 'en', position: 'home' };
    const noUrl = await t.call('createBanner', { token: t.admin, body: { ...banner, link_type: 1 } });
    expect([noUrl.result, noUrl.field]).toEqual([40000, 'link_url']);
    const noDapp = await t.call('createBanner', { token: t.admin, body: { ...banner, link_type: 2 } });
    expect([noDapp.result, noDapp.field]).toEqual([40000, 'application_id']);
    const campaign = await first('campaign');
    const reward = await t.call('createCampaignItem', {
      token: t.admin,
      body: { campaign_id: campaign.id, name: 'Door reward', reward_type: 0, amount: '5', quantity: 10 },
    });
    expect([reward.result, reward.field]).toEqual([40000, 'token_id']);
    const token = await first('token');
    const staking = {
      name: 'Door staking',
      token_id: token.id,
      rate: '5',
      quota: '1000',
      min_stake: '100',
      max_stake: '10',
      start_at: t.clock.now,
      end_at: t.clock.now + 86_400_000,
    };
    const inverted = await t.call('createStakingRush', { token: t.admin, body: staking });
    expect([inverted.result, inverted.field]).toEqual([40000, 'max_stake']);
    const made = await t.call('createStakingRush', { token: t.admin, body: { ...staking, max_stake: '500' } });
    expect(made.result, made.message).toBe(0);
    const id = Number((made.data as Row).id);
    // One side moved: checked against the other side as stored.
    const above = await t.call('updateStakingRush', { token: t.admin, body: { id, min_stake: '600' } });
    expect([above.result, above.field]).toEqual([40000, 'max_stake']);
    const overQuota = await t.call('updateStakingRush', { token: t.admin, body: { id, max_stake: '5000' } });
    expect([overQuota.result, overQuota.field]).toEqual([40000, 'quota']);
    const oversubscribed = await t.call('updateStakingRush', { token: t.admin, body: { id, subscribed: '5000' } });
    expect([oversubscribed.result, oversubscribed.field]).toEqual([40000, 'quota']);
    const product = await first('finance_product');
    const limits = await t.call('updateFinanceProduct', { token: t.admin, body: { id: product.id, min_amount: '100', max_amount: '10' } });
    expect([limits.result, limits.field]).toEqual([40000, 'max_amount']);
    const row = await first('staking_rush', { id });
    expect([normalizeDecimal(String(row.min_stake)), normalizeDecimal(String(row.max_stake))]).toEqual(['100', '500']);
  });
});

describe('history and the bin', () => {
  it('refuses to bring back an app key without its secret', async () => {
    const created = await t.call('createAppKey', {
      token: t.admin,
      body: { name: 'Door partner', app_key: 'door_partner', app_secret: 'door-partner-secret-1' },
    });
    expect(created.result, created.message).toBe(0);
    const id = Number((created.data as Row).id);
    expect((await t.call('deleteAppKey', { token: t.admin, params: { id }, body: password })).result).toBe(0);
    const bin = (await t.call('listDeletedRows', { token: t.admin, query: { resource: 'app_key' } })).data as { list: Row[] };
    const entry = bin.list.find((r) => r.id === id)!;
    const restored = await t.call('revertRow', { token: t.admin, body: { resource: 'app_key', id, revision: entry.revision } });
    expect([restored.result, restored.field]).toEqual([40000, 'app_secret']);
    expect(await t.db.selectFrom('app_key').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('gives a seeded row a baseline at its first change, so the change can be reverted', async () => {
    const banner = await first('banner');
    const id = Number(banner.id);
    expect((await t.call('updateBanner', { token: t.admin, body: { id, title: 'First audited change' } })).result).toBe(0);
    const [change, baseline] = await history({ resource: 'banner', id });
    expect([change!.action, baseline!.action]).toEqual(['update', 'baseline']);
    const back = await t.call('revertRow', { token: t.admin, body: { resource: 'banner', id, revision: baseline!.id } });
    expect(back.result, back.message).toBe(0);
    expect((await first('banner', { id })).title).toBe(banner.title);
  });

  it('gives a seeded config document a baseline at its first change, so the change can be reverted', async () => {
    const before = (await t.call('getImConfig', { token: t.admin })).data as Row;
    expect(
      (await t.call('setImConfig', { token: t.admin, body: { ...before, welcome: { ...(before.welcome as Row), en: 'Door welcome' } } }))
        .result,
    ).toBe(0);
    const [change, baseline] = await history({ config: 'im_config' });
    expect([change!.action, baseline!.action]).toEqual(['update', 'baseline']);
    expect((await t.call('revertRow', { token: t.admin, body: { config: 'im_config', revision: baseline!.id } })).result).toBe(0);
    expect(((await t.call('getImConfig', { token: t.admin })).data as Row).welcome).toEqual(before.welcome);
  });

  it("keeps a config document's secret when the form leaves it blank, and records its change without its value", async () => {
    const get = async () => (await t.call('getNewdexConfig', { token: t.admin })).data as Row;
    const stored = async () =>
      JSON.parse(
        (await core(t.db).selectFrom('config').select('value').where('name', '=', 'newdex_config').executeTakeFirstOrThrow()).value,
      ) as Row;
    const base = await get();
    expect((await t.call('setNewdexConfig', { token: t.admin, body: { ...base, api_secret: 'door-secret-one-1234' } })).result).toBe(0);
    expect((await t.call('setNewdexConfig', { token: t.admin, body: { ...(await get()), api_secret: '' } })).result).toBe(0);
    expect((await stored()).api_secret).toBe('door-secret-one-1234');
    expect(
      (await t.call('setNewdexConfig', { token: t.admin, body: { ...(await get()), api_secret: 'door-secret-two-1234' } })).result,
    ).toBe(0);
    const [latest] = await history({ config: 'newdex_config' });
    expect(latest!.changes).toEqual([{ field: 'api_secret', secret: true }]);
    expect(JSON.stringify(await history({ config: 'newdex_config' }))).not.toContain('door-secret');
  });

  it('moves a campaign and everything it holds to the bin as one unit and restores them together; refuses while users hold a code', async () => {
    const made = await t.call('createCampaign', {
      token: t.admin,
      body: { name: 'Door campaign', start_at: t.clock.now, end_at: t.clock.now + 86_400_000 },
    });
    expect(made.result, made.message).toBe(0);
    const id = Number((made.data as Row).id);
    for (const name of ['Door points', 'Door energy'])
      expect(
        (await t.call('createCampaignItem', { token: t.admin, body: { campaign_id: id, name, reward_type: 1, amount: '5', quantity: 10 } }))
          .result,
      ).toBe(0);
    expect(
      (
        await t.call('createCampaignBanner', {
          token: t.admin,
          body: { campaign_id: id, lang: 'en', title: 'Door', image: '/static/seed/banner.svg' },
        })
      ).result,
    ).toBe(0);
    const codes = await t.call('generateCampaignCode', { token: t.admin, body: { campaign_id: id, count: 5 } });
    expect(codes.result, codes.message).toBe(0);
    const [used] = (codes.data as { list: Row[] }).list;
    await t.db
      .updateTable('campaign_code')
      .set({ status: 3, used_by: '0xuser', used_at: t.clock.now })
      .where('id', '=', Number(used!.id))
      .execute();
    const held = await t.call('deleteCampaign', { token: t.admin, params: { id }, body: password });
    expect([held.result, held.field]).toEqual([40009, 'status']);
    expect(await t.db.selectFrom('campaign_code').select('id').where('campaign_id', '=', id).execute()).toHaveLength(5);

    await t.db.updateTable('campaign_code').set({ status: 2, used_by: '', used_at: 0 }).where('id', '=', Number(used!.id)).execute();
    expect((await t.call('deleteCampaign', { token: t.admin, params: { id }, body: password })).result).toBe(0);
    const count = async (table: string) => (await t.db.selectFrom(table).select('id').where('campaign_id', '=', id).execute()).length;
    expect([await count('campaign_item'), await count('campaign_banner'), await count('campaign_code')]).toEqual([0, 0, 0]);
    const bin = (await t.call('listDeletedRows', { token: t.admin, query: { resource: 'campaign_item' } })).data as { list: Row[] };
    expect(bin.list.filter((r) => (r.row as Row).campaign_id === id)).toHaveLength(2);
    const [deleted] = await history({ resource: 'campaign', id });
    const restored = await t.call('revertRow', { token: t.admin, body: { resource: 'campaign', id, revision: deleted!.id } });
    expect(restored.result, restored.message).toBe(0);
    expect([await count('campaign_item'), await count('campaign_banner'), await count('campaign_code')]).toEqual([2, 1, 5]);
  });
});
