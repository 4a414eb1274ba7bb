// Issue 54, approvals a risk team would sign: live state guarded whatever the field (deny by default, on every path),
// one latest version per platform as a database constraint, approvers outside the requester's provenance (a puppet of
// a puppet), one open request per row and action, every request and decision in the audit log, and the approved write
// equal to what the approver was shown. SQLite, and PostgreSQL under DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { clientHash } from '../src/auth/password.ts';
import type { Row } from '../src/db/types.ts';
import { provenanceOf } from '../src/operations/approval.ts';
import { findRow } from '../src/operations/rows.ts';
import { ADMIN_HEADER, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const users: Record<string, string> = {};
const SCREENS = ['/app/version', '/app/messagePush', '/exchange/trade', '/token/tokenlist', '/app/appconfig'];
const withPassword = { 'x-admin-password': ADMIN_HEADER };

beforeAll(async () => {
  t = await createTestApp();
  users.maker = await t.signedInWith('g_maker', SCREENS);
  users.checker = await t.signedInWith('g_checker', SCREENS);
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<TestApp['call']>>;
const approvalId = (answer: Answer) => (answer.data as { approval_id: number }).approval_id;
const approve = (id: number, token = users.checker!) => t.call('approveApproval', { token, body: { id } });
const versionRow = (id: unknown) => t.db.selectFrom('version').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const last = async (platform: string) => {
  const answer = await t.call('getLastVersion', { query: { platform }, sign: true });
  return answer.result === 0 ? (answer.data as Row) : answer.result;
};

/** A version of `platform` published (approved by the checker) as its latest; its id. */
async function published(platform: string, name: string): Promise<number> {
  const created = await t.call('createVersion', {
    token: users.maker,
    body: {
      platform,
      version_name: name,
      build_code: Number(name.replaceAll('.', '')),
      download_url: `https://dl.example/${name}.apk`,
      min_supported_version: '1.0.0',
    },
  });
  expect(created.result, created.message).toBe(0);
  const id = Number((created.data as Row).id);
  const asked = await t.call('setLastVersion', { token: users.maker, body: { id }, headers: withPassword });
  expect(asked.result).toBe(20202);
  const done = await approve(approvalId(asked));
  expect(done.result, done.message).toBe(0);
  return id;
}

describe('live state is guarded deny by default', () => {
  it('holds a move of the approved latest version to another platform (version/update platform=ios) and any other field', async () => {
    const id = await published('android', '7.0.0');
    const android = await last('android');
    // iOS has its latest: a second one on the platform is refused outright (the unique index, 40009).
    const clash = await t.call('updateVersion', { token: users.maker, body: { id, platform: 'ios' } });
    expect(clash.result, clash.message).toBe(40009);
    // Without one there, the move waits for approval.
    await t.db.updateTable('version').set({ latest_at: null }).where('platform', '=', 'ios').execute();
    const ios = await last('ios');
    expect(ios).toBe(40004);
    const moved = await t.call('updateVersion', { token: users.maker, body: { id, platform: 'ios' } });
    expect(moved.result, moved.message).toBe(20202);
    expect((await versionRow(id)).platform).toBe('android');
    for (const body of [{ version_name: '7.0.9' }, { build_code: 709 }, { release_notes_en: 'new words' }, { status: 1 }]) {
      const answer = await t.call('updateVersion', { token: users.maker, body: { id, ...body } });
      expect(answer.result, JSON.stringify(body)).toBe(20202);
    }
    expect(await last('android')).toEqual(android);
    expect(await last('ios')).toEqual(ios);
    // A version that is not live changes at once.
    const draft = await t.call('createVersion', {
      token: users.maker,
      body: {
        platform: 'android',
        version_name: '7.1.0',
        build_code: 710,
        download_url: 'https://dl.example/7.1.0.apk',
        min_supported_version: '1.0.0',
      },
    });
    const draftId = Number((draft.data as Row).id);
    expect((await t.call('updateVersion', { token: users.maker, body: { id: draftId, platform: 'ios' } })).result).toBe(0);
  });

  it('holds a change of a campaign in progress, but not of one not started', async () => {
    const campaign = await t.db.selectFrom('exchange_campaign').selectAll().where('status', '=', 1).orderBy('id').executeTakeFirst();
    const waiting = await t.db.selectFrom('exchange_campaign').selectAll().where('status', '=', 0).orderBy('id').executeTakeFirst();
    if (campaign) {
      const answer = await t.call('updateExchangeCampaign', { token: users.maker, body: { id: campaign.id, winners: 3 } });
      expect(answer.result, answer.message).toBe(20202);
    }
    if (waiting) {
      const answer = await t.call('updateExchangeCampaign', { token: users.maker, body: { id: waiting.id, winners: 3 } });
      expect(answer.result, answer.message).toBe(0);
    }
    expect(campaign ?? waiting).toBeDefined();
  });
});

describe('one latest version per platform', () => {
  it('is a unique index: a second row of the platform with latest_at set is refused by the database', async () => {
    const rows = await t.db.selectFrom('version').select(['id', 'platform']).where('latest_at', 'is not', null).execute();
    const platforms = rows.map((r) => r.platform);
    expect(new Set(platforms).size).toBe(platforms.length);
    const other = await t.db
      .selectFrom('version')
      .select('id')
      .where('platform', '=', 'android')
      .where('latest_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(sql`update ${sql.table('version')} set latest_at = ${t.clock.now} where id = ${other.id}`.execute(t.db)).rejects.toThrow(
      /unique|duplicate/i,
    );
  });
});

describe('independent approvers', () => {
  it('refuses a puppet of a puppet: rm1 makes role + account pup1, pup1 makes role + account pup2, pup2 cannot approve rm1', async () => {
    const rm1 = await t.signedInWith('g_rm1', ['/permission/role', '/app/version']);
    const makeAccount = async (token: string, name: string) => {
      const role = await t.call('setRole', {
        token,
        body: { name: `${name} role`, code: `${name}_role`, permissions: ['/permission/role', '/app/version'] },
      });
      expect(role.result, role.message).toBe(0);
      const made = await t.call('register', {
        token,
        body: { user_name: name, password: clientHash('Puppet@12345'), role_id: (role.data as Row).id },
      });
      expect(made.result, made.message).toBe(0);
      const login = await t.login(name, 'Puppet@12345');
      expect(login.result, login.message).toBe(0);
      return (login.data as { token: string }).token;
    };
    const pup1 = await makeAccount(rm1, 'g_pup1');
    const pup2 = await makeAccount(pup1, 'g_pup2');
    const version = await t.db
      .selectFrom('version')
      .select('id')
      .where('latest_at', 'is', null)
      .where('status', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const asked = await t.call('setLastVersion', { token: rm1, body: { id: version.id }, headers: withPassword });
    expect(asked.result).toBe(20202);
    for (const puppet of [pup1, pup2]) {
      const refused = await approve(approvalId(asked), puppet);
      expect(refused.result, refused.message).toBe(40003);
      expect(refused.message).toContain('g_rm1');
    }
    // Outside the window, the account is no one's puppet any more.
    {
      const rm1Id = (await t.db.selectFrom('admin_user').select('id').where('user_name', '=', 'g_rm1').executeTakeFirstOrThrow()).id;
      const pup2Id = (await t.db.selectFrom('admin_user').select('id').where('user_name', '=', 'g_pup2').executeTakeFirstOrThrow()).id;
      expect((await provenanceOf(t.db, Number(rm1Id), t.clock.now - 86_400_000)).accounts.has(Number(pup2Id))).toBe(true);
      expect((await provenanceOf(t.db, Number(rm1Id), t.clock.now + 1)).accounts.has(Number(pup2Id))).toBe(false);
    }
    const done = await approve(approvalId(asked));
    expect(done.result, done.message).toBe(0);
  });
});

describe('one open request per row and action', () => {
  it('answers a second identical submit with the open request (same id), whoever sends it; a decided one lets a new one in', async () => {
    const version = await t.db
      .selectFrom('version')
      .select('id')
      .where('latest_at', 'is', null)
      .where('status', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const ask = (token: string) => t.call('setLastVersion', { token, body: { id: version.id }, headers: withPassword });
    const [a, b] = await Promise.all([ask(users.maker!), ask(users.maker!)]);
    const c = await ask(users.maker!);
    const other = await t.signedInWith('g_other', SCREENS);
    const d = await ask(other);
    expect([a, b, c, d].map((x) => x.result)).toEqual([20202, 20202, 20202, 20202]);
    expect(new Set([a, b, c, d].map(approvalId)).size).toBe(1);
    const stored = await t.db
      .selectFrom('approval_request')
      .select('id')
      .where('operation', '=', 'setLastVersion')
      .where('target', '=', `version:${Number(version.id)}`)
      .where('status', '=', 'pending')
      .execute();
    expect(stored).toHaveLength(1);
    // Another change of the same row is its own request.
    const notes = await t.call('updateVersion', { token: users.maker, body: { id: version.id, release_notes_en: 'x' } });
    expect(notes.result).toBe(0);
    expect((await t.call('rejectApproval', { token: users.checker, body: { id: approvalId(a), remark: 'not now' } })).result).toBe(0);
    const again = await ask(users.maker!);
    expect(again.result).toBe(20202);
    expect(approvalId(again)).not.toBe(approvalId(a));
  });
});

describe('the audit log holds every request, decision and expiry', () => {
  it('lists requestApproval, approveApproval, rejectApproval and expireApproval entries naming approval:<id>', async () => {
    const versions = await t.db
      .selectFrom('version')
      .select('id')
      .where('latest_at', 'is', null)
      .where('status', '=', 0)
      .orderBy('id')
      .limit(3)
      .execute();
    const asks = [];
    for (const v of versions)
      asks.push(
        await t.call('setLastVersion', {
          token: users.maker,
          body: { id: v.id },
          headers: { ...withPassword, 'idempotency-key': `audit-${Number(v.id)}` },
        }),
      );
    const [approved, rejected, expiring] = asks.map(approvalId);
    expect((await t.call('rejectApproval', { token: users.checker, body: { id: rejected, remark: 'no' } })).result).toBe(0);
    expect((await approve(approved!)).result).toBe(0);
    // The third expires: the clock moves past its hours and the inbox is read.
    t.clock.now += 25 * 3_600_000;
    const admin = ((await t.login('admin', 'Admin@12345')).data as { token: string }).token;
    await t.call('listApproval', { token: admin, query: { status: 'expired' } });
    const entries = async (operation: string) => {
      const page = await t.call('listAuditLog', { token: admin, query: { operation, count: 100 } });
      expect(page.result, page.message).toBe(0);
      return (page.data as { list: Row[] }).list;
    };
    const requested = await entries('requestApproval');
    for (const id of [approved, rejected, expiring]) expect(requested.map((e) => e.target)).toContain(`approval:${id}`);
    expect(requested.find((e) => e.target === `approval:${approved}`)?.user_name).toBe('g_maker');
    expect((await entries('approveApproval')).find((e) => e.target === `approval:${approved}`)?.user_name).toBe('g_checker');
    expect((await entries('rejectApproval')).map((e) => e.target)).toContain(`approval:${rejected}`);
    expect((await entries('expireApproval')).map((e) => e.target)).toContain(`approval:${expiring}`);
    const status = await t.db.selectFrom('approval_request').select('status').where('id', '=', expiring!).executeTakeFirstOrThrow();
    expect(status.status).toBe('expired');
    users.maker = ((await t.login('g_maker', 'Change@12345')).data as { token: string }).token;
    users.checker = ((await t.login('g_checker', 'Change@12345')).data as { token: string }).token;
  });
});

describe('the request is what goes live', () => {
  const inbox = async (id: number) => {
    const page = await t.call('listApproval', { token: users.checker, query: { status: 'pending' } });
    return (page.data as { list: Row[] }).list.find((r) => r.id === id)!;
  };
  type Shown = { target: string; before: Row | null; after: Row | null };

  it('shows every row a publish writes, whole (the download URL users will get), and applies exactly those rows', async () => {
    const created = await t.call('createVersion', {
      token: users.maker,
      body: {
        platform: 'android',
        version_name: '8.0.0',
        build_code: 800,
        download_url: 'https://dl.example/8.0.0.apk',
        min_supported_version: '1.0.0',
      },
    });
    const id = Number((created.data as Row).id);
    expect(
      (
        await t.call('updateVersion', {
          token: users.maker,
          body: { id, download_url: 'https://mirror.example/8.apk', force_update: true },
        })
      ).result,
    ).toBe(0);
    const asked = await t.call('setLastVersion', { token: users.maker, body: { id }, headers: withPassword });
    const request = await inbox(approvalId(asked));
    const rows = request.rows as Shown[];
    const mine = rows.find((r) => r.target === `version:${id}`)!;
    expect(mine.after).toMatchObject({ download_url: 'https://mirror.example/8.apk', force_update: true, platform: 'android' });
    expect(rows.map((r) => r.target)).toHaveLength(2);
    expect((await approve(approvalId(asked))).result).toBe(0);
    const versions = t.app.services.contract.resources.get('version')!;
    for (const row of rows) {
      const stored = (await findRow(t.db, versions, row.target.split(':')[1]))!;
      for (const [field, value] of Object.entries(row.after!)) {
        if (field === 'updated_at' || (field === 'latest_at' && value === request.created_at)) continue;
        expect([field, stored[field] ?? null]).toEqual([field, value]);
      }
    }
    expect((await versionRow(id)).latest_at).toBeGreaterThan(Number(request.created_at) - 1);
  });

  it('refuses to apply a request whose rows would differ from the rows shown (40009), writing nothing', async () => {
    const live = await t.db
      .selectFrom('version')
      .selectAll()
      .where('platform', '=', 'android')
      .where('latest_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const asked = await t.call('updateVersion', { token: users.maker, body: { id: live.id, sha256: 'ab'.repeat(32) } });
    expect(asked.result).toBe(20202);
    const stored = await t.db
      .selectFrom('approval_request')
      .select('written_rows')
      .where('id', '=', approvalId(asked))
      .executeTakeFirstOrThrow();
    const rows = JSON.parse(String(stored.written_rows)) as Shown[];
    expect(rows[0]!.after!.sha256).toBe('ab'.repeat(32));
    // What the approver saw says another download URL than the call writes: the apply is refused.
    rows[0]!.after!.download_url = 'https://shown.example/x.apk';
    await t.db
      .updateTable('approval_request')
      .set({ written_rows: JSON.stringify(rows) })
      .where('id', '=', approvalId(asked))
      .execute();
    const refused = await approve(approvalId(asked));
    expect(refused.result, refused.message).toBe(40009);
    expect((await versionRow(live.id)).sha256).toBe(live.sha256);
  });
});

describe("App配置's live switches", () => {
  type AppConfig = { links: Row; features: Record<string, boolean>; review: Row };
  const config = async () => (await t.call('getAppConfig', { token: users.maker })).data as AppConfig;

  it('holds a change of a feature switch or the review mode (not of a link) until a second operator approves it', async () => {
    const first = await config();
    const links = await t.call('setAppConfig', {
      token: users.maker,
      body: { ...first, links: { ...first.links, help_center: 'https://help.example.com/' } },
    });
    expect(links.result, links.message).toBe(0);
    const stored = await config();
    expect(stored.links.help_center).toBe('https://help.example.com/');

    const swap = { ...stored, features: { ...stored.features, swap: !stored.features.swap } };
    const asked = await t.call('setAppConfig', { token: users.maker, body: swap });
    expect(asked.result, asked.message).toBe(20202);
    const review = await t.call('setAppConfig', {
      token: users.maker,
      body: { ...stored, review: { ...stored.review, enabled: !stored.review.enabled } },
    });
    expect(review.result, review.message).toBe(20202);
    expect(await config()).toEqual(stored); // nothing live moved

    const pending = (await t.call('listApproval', { token: users.checker, query: { status: 'pending', count: 100 } })).data as {
      list: Row[];
    };
    const request = pending.list.find((r) => r.id === approvalId(asked))!;
    expect(request).toMatchObject({ target: 'config:app_config', permission: '/app/appconfig' });
    expect(request.changes).toEqual([{ field: 'features.swap', before: stored.features.swap, after: swap.features.swap }]);
    const done = await approve(approvalId(asked));
    expect(done.result, done.message).toBe(0);
    expect((await config()).features.swap).toBe(swap.features.swap);

    // Going back, from the document's history, to the revision before the switch is a change of a live switch too:
    // held the same way (a revision is the state it left; the newest is the approved switch, the one before it the
    // link's save).
    const history = await t.call('listRowHistory', { token: users.maker, query: { config: 'app_config' } });
    const [latest, before] = (history.data as { list: { id: number; changes: { field: string }[] }[] }).list;
    expect(latest!.changes.map((c) => c.field)).toContain('features');
    const revert = await t.call('revertRow', { token: users.maker, body: { config: 'app_config', revision: before!.id } });
    expect(revert.result, revert.message).toBe(20202);
    expect((await config()).features.swap).toBe(swap.features.swap);
  });
});
