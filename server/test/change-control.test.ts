// Change control: a row's history from the audit log (diffs, secrets hidden, the screen's permission), revert
// (stale check, a revert of a revert, a restore of a deleted row, config documents) and maker-checker approval of
// x-approval operations (one request applied once even with two approvers at once, self-approval refused, expiry,
// a row changed meanwhile, the setting that turns it off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import type { Row } from '../src/db/types.ts';
import { ADMIN_HEADER, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const users: Record<string, string> = {};

const userWith = (name: string, screens: string[]) => t.signedInWith(name, screens);

beforeAll(async () => {
  t = await createTestApp();
  users.maker = await userWith('maker', ['/app/version', '/application/dapp', '/system/blockchain', '/token/tokenlist']);
  users.checker = await userWith('checker', ['/app/version', '/application/dapp', '/system/blockchain', '/token/tokenlist']);
  users.other = await userWith('other', ['/app/splash']);
});
afterAll(() => t.close());

const first = async (table: string, where: Row = {}) => {
  let q = t.db.selectFrom(table).selectAll().orderBy('id');
  for (const [k, v] of Object.entries(where)) q = q.where(k, v === null ? 'is' : '=', v);
  return q.executeTakeFirstOrThrow();
};
type Revision = {
  id: number;
  action: string;
  user_name: string;
  changes: { field: string; before?: unknown; after?: unknown; secret?: boolean }[];
};
const history = async (query: Row, token = users.maker!) => t.call('listRowHistory', { token, query });
const revisions = async (query: Row) => ((await history(query)).data as { list: Revision[] }).list;

describe('row history and revert', () => {
  it('lists each change with its diff, newest first, and refuses a caller without the screen', async () => {
    const dapp = await first('application');
    const id = Number(dapp.id);
    for (const name of ['History one', 'History two'])
      expect((await t.call('updateApplication', { token: users.maker, body: { id, title: name } })).message).toBe('ok');
    const list = await revisions({ resource: 'application', id });
    expect(list.slice(0, 2).map((r) => [r.action, r.user_name, r.changes.find((c) => c.field === 'title')])).toEqual([
      ['update', 'maker', { field: 'title', before: 'History one', after: 'History two' }],
      ['update', 'maker', { field: 'title', before: dapp.title, after: 'History one' }],
    ]);
    expect((await history({ resource: 'application', id }, users.other)).result).toBe(40003);
    expect((await t.call('listRowHistory', { query: { resource: 'application', id } })).result).toBe(9999);
    expect((await history({ resource: 'no_such_table', id })).result).toBe(40000);
    expect((await history({ id })).result).toBe(40000);
  });

  it('reverts to a revision through the update (stale check, audited as a revert), and a revert of that revert', async () => {
    const dapp = await first('application');
    const id = Number(dapp.id);
    const list = await revisions({ resource: 'application', id });
    const older = list[1]!; // left the title "History one"
    expect(
      (await t.call('revertRow', { token: users.maker, body: { resource: 'application', id, revision: older.id, updated_at: 1 } })).result,
    ).toBe(40012);
    const current = await first('application', { id });
    const reverted = await t.call('revertRow', {
      token: users.maker,
      body: { resource: 'application', id, revision: older.id, updated_at: current.updated_at },
    });
    expect(reverted.result).toBe(0);
    expect((reverted.data as Row).title).toBe('History one');
    const [top] = await revisions({ resource: 'application', id });
    expect(top!.action).toBe('revert');
    expect(top!.changes.find((c) => c.field === 'title')).toEqual({ field: 'title', before: 'History two', after: 'History one' });
    // The revert is a revision of its own: going back to the one before it undoes it.
    const again = await t.call('revertRow', { token: users.maker, body: { resource: 'application', id, revision: list[0]!.id } });
    expect(again.result).toBe(0);
    expect((await first('application', { id })).title).toBe('History two');
    expect((await t.call('revertRow', { token: users.other, body: { resource: 'application', id, revision: older.id } })).result).toBe(
      40003,
    );
    expect((await t.call('revertRow', { token: users.maker, body: { resource: 'block_chain', id: 1, revision: older.id } })).result).toBe(
      40004,
    );
  });

  it('restores a deleted row under its old id from the revision that deleted it, listed until then', async () => {
    const created = await t.call('createBlockChain', {
      token: t.admin,
      body: { name: 'Restore chain', symbol: 'RST', decimals: 18, platform: 1 },
    });
    expect(created.result, created.message).toBe(0);
    const id = Number((created.data as Row).id);
    // deleteBlockChain is x-approval: the admin asks, the checker approves.
    const asked = await t.call('deleteBlockChain', { token: t.admin, params: { id }, body: { password: clientHash('Admin@12345') } });
    expect(asked.result).toBe(20202);
    const approvalId = (asked.data as { approval_id: number }).approval_id;
    expect((await t.call('approveApproval', { token: users.checker, body: { id: approvalId } })).result).toBe(0);
    expect(await t.db.selectFrom('block_chain').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const list = await revisions({ resource: 'block_chain', id });
    expect(list.map((r) => [r.action, r.user_name])).toEqual([
      ['delete', 'admin'],
      ['create', 'admin'],
    ]);
    const deleted = await t.call('listDeletedRows', { token: users.maker, query: { resource: 'block_chain' } });
    expect(deleted.result).toBe(0);
    const entry = (deleted.data as { list: { revision: number; id: number; user_name: string; row: Row }[] }).list.find((d) => d.id === id);
    expect(entry).toMatchObject({ revision: list[0]!.id, user_name: 'admin', row: { name: 'Restore chain', symbol: 'RST' } });
    expect((await t.call('listDeletedRows', { token: users.other, query: { resource: 'block_chain' } })).result).toBe(40003);
    const restored = await t.call('revertRow', { token: users.maker, body: { resource: 'block_chain', id, revision: entry!.revision } });
    expect(restored.result, restored.message).toBe(0);
    expect(await first('block_chain', { id })).toMatchObject({ id, name: 'Restore chain', symbol: 'RST' });
    expect((await revisions({ resource: 'block_chain', id }))[0]!.action).toBe('restore');
    const after = await t.call('listDeletedRows', { token: users.maker, query: { resource: 'block_chain' } });
    expect((after.data as { list: { id: number }[] }).list.map((d) => d.id)).not.toContain(id);
    // Once the row is back, its delete is no state to go back to.
    expect((await t.call('revertRow', { token: users.maker, body: { resource: 'block_chain', id, revision: list[0]!.id } })).result).toBe(
      40000,
    );
  });

  it('restores a demo row deleted before any change was audited, its secret-free values listed', async () => {
    const splash = await first('splash');
    const id = Number(splash.id);
    const gone = await t.call('deleteSplash', { token: users.other, params: { id } });
    expect(gone.result, gone.message).toBe(0);
    const deleted = await t.call('listDeletedRows', { token: users.other, query: { resource: 'splash', count: 5 } });
    const [entry] = (deleted.data as { list: { revision: number; id: number; row: Row }[]; total: number }).list;
    expect(entry).toMatchObject({ id, row: { title: splash.title } });
    const restored = await t.call('revertRow', { token: users.other, body: { resource: 'splash', id, revision: entry!.revision } });
    expect(restored.result, restored.message).toBe(0);
    expect(await first('splash', { id })).toMatchObject({ id, title: splash.title, image_url: splash.image_url });
  });

  it('keeps the history of a config document and reverts it through config_set', async () => {
    const before = (await t.call('getDefiMarketConfig', { token: t.admin })).data as Row;
    const changed = { ...before, ...(Array.isArray(before.items) ? { items: [] } : {}) };
    const set = await t.call('setDefiMarketConfig', { token: t.admin, body: changed });
    expect(set.result, set.message).toBe(0);
    const list = ((await history({ config: 'defi_market_config' }, t.admin)).data as { list: Revision[]; total: number }).list;
    expect(['create', 'update']).toContain(list[0]!.action);
    expect((await history({ config: 'defi_market_config' }, users.other)).result).toBe(40003);
    const back = await t.call('revertRow', { token: t.admin, body: { config: 'defi_market_config', revision: list[0]!.id } });
    expect(back.result, back.message).toBe(0);
  });
});

describe('approval (x-approval)', () => {
  const setLatest = (id: number, token: string) =>
    t.call('setLastVersion', {
      token,
      body: { id },
      headers: { 'x-admin-password': ADMIN_HEADER, 'approval-remark': encodeURIComponent('发布 2.0') },
    });

  it('stores the request, lists it to holders of the screen, refuses self-approval and applies it once with two approvers at once', async () => {
    const version = await first('version', { status: 0, latest_at: null });
    const id = Number(version.id);
    const asked = await setLatest(id, users.maker!);
    expect(asked.result).toBe(20202);
    const approvalId = (asked.data as { approval_id: number }).approval_id;
    expect((await first('version', { id })).latest_at).toBeNull();

    const inbox = (await t.call('listApproval', { token: users.checker, query: { status: 'pending' } })).data as {
      list: Row[];
      total: number;
    };
    expect(inbox.list.find((r) => r.id === approvalId)).toMatchObject({
      operation: 'setLastVersion',
      target: `version:${id}`,
      requester_name: 'maker',
      remark: '发布 2.0',
      status: 'pending',
      mine: false,
    });
    const forRow = (await t.call('listApproval', { token: users.checker, query: { status: 'pending', target: `version:${id}` } })).data as {
      list: Row[];
    };
    expect(forRow.list.map((r) => r.id)).toEqual([approvalId]);
    // A list's marks: the requests that write rows of its resource, and no other resource's.
    const pendingOf = async (resource: string) =>
      ((await t.call('listApproval', { token: users.checker, query: { status: 'pending', resource } })).data as { list: Row[] }).list;
    expect((await pendingOf('version')).map((r) => r.target)).toContain(`version:${id}`);
    expect((await pendingOf('version')).every((r) => String(r.target).startsWith('version:'))).toBe(true);
    expect((await pendingOf('version_channel')).map((r) => r.id)).not.toContain(approvalId);
    const others = (await t.call('listApproval', { token: users.other })).data as { total: number };
    expect(others.total).toBe(0);

    expect((await t.call('approveApproval', { token: users.maker, body: { id: approvalId } })).result).toBe(40003);
    expect((await t.call('approveApproval', { token: users.other, body: { id: approvalId } })).result).toBe(40003);
    const third = await userWith('third', ['/app/version']);
    const both = await Promise.all([
      t.call('approveApproval', { token: users.checker, body: { id: approvalId } }),
      t.call('approveApproval', { token: third, body: { id: approvalId } }),
    ]);
    expect(both.map((a) => a.result).sort()).toEqual([0, 40009]);
    expect((await first('version', { id })).latest_at).not.toBeNull();
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('operation', '=', 'setLastVersion')
      .where('target', '=', `version:${id}`)
      .execute();
    expect(audits.filter((a) => a.user_name === 'maker')).toHaveLength(1);
    expect((await t.call('rejectApproval', { token: users.checker, body: { id: approvalId, remark: 'late' } })).result).toBe(40009);
  });

  it('asks only when a token address changes, and fails cleanly when the row changed meanwhile', async () => {
    const token = await first('token', { blockchain_id: 1 });
    const id = Number(token.id);
    expect((await t.call('updateToken', { token: users.maker, body: { id, name: 'No approval needed' } })).result).toBe(0);
    const address = `0x${'ab'.repeat(20)}`;
    const asked = await t.call('updateToken', { token: users.maker, body: { id, address } });
    expect(asked.result).toBe(20202);
    const approvalId = (asked.data as { approval_id: number }).approval_id;
    const inbox = (await t.call('listApproval', { token: users.checker, query: { status: 'pending' } })).data as { list: Row[] };
    expect(inbox.list.find((r) => r.id === approvalId)!.changes).toEqual([{ field: 'address', before: token.address, after: address }]);
    expect((await t.call('updateToken', { token: users.maker, body: { id, name: 'Moved on' } })).result).toBe(0);
    const stale = await t.call('approveApproval', { token: users.checker, body: { id: approvalId } });
    expect(stale.result).toBe(40012);
    expect((await first('token', { id })).address).toBe(token.address);
    expect((await t.call('rejectApproval', { token: users.checker, body: { id: approvalId, remark: '' } })).result).toBe(40000);
    expect((await t.call('rejectApproval', { token: users.checker, body: { id: approvalId, remark: 'Stale, ask again' } })).result).toBe(0);
    const decided = (await t.call('listApproval', { token: users.maker, query: { status: 'rejected' } })).data as { list: Row[] };
    expect(decided.list.find((r) => r.id === approvalId)).toMatchObject({
      status: 'rejected',
      decided_by_name: 'checker',
      decision_remark: 'Stale, ask again',
      mine: true,
    });
  });

  it('stores one request for a call sent again with its Idempotency-Key, also when the copies arrive at once', async () => {
    const version = await first('version', { status: 0, latest_at: null });
    const send = (key: string) =>
      t.call('setLastVersion', {
        token: users.maker!,
        body: { id: Number(version.id) },
        headers: { 'x-admin-password': ADMIN_HEADER, 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([send('retry-1'), send('retry-1')]);
    const again = await send('retry-1');
    const other = await send('retry-2');
    const ids = [a, b, again].map((answer) => (answer.data as { approval_id: number }).approval_id);
    expect([a.result, b.result, again.result, other.result]).toEqual([20202, 20202, 20202, 20202]);
    expect(new Set(ids).size).toBe(1);
    // Another key, the same call on the same row: one open request per row and action (issue 54) answers it too.
    expect((other.data as { approval_id: number }).approval_id).toBe(ids[0]);
    const stored = await t.db.selectFrom('approval_request').select('id').where('idempotency_key', '=', 'retry-1').execute();
    expect(stored).toHaveLength(1);
  });

  it('lets a request expire after the configured hours', async () => {
    const version = await first('version', { status: 0, latest_at: null });
    const asked = await setLatest(Number(version.id), users.maker!);
    const approvalId = (asked.data as { approval_id: number }).approval_id;
    t.clock.now += 24 * 3_600_000 + 1;
    try {
      const fresh = await t.login('checker', 'Change@12345');
      const checker = (fresh.data as { token: string }).token;
      expect((await t.call('approveApproval', { token: checker, body: { id: approvalId } })).result).toBe(40009);
      const expired = (await t.call('listApproval', { token: checker, query: { status: 'expired' } })).data as { list: Row[] };
      expect(expired.list.map((r) => r.id)).toContain(approvalId);
      users.checker = checker;
      users.maker = ((await t.login('maker', 'Change@12345')).data as { token: string }).token;
    } finally {
      expect((await first('version', { id: version.id })).latest_at).toBeNull();
    }
  });

  it('holds a revert that would change a token address, and applies nothing when approval is off', async () => {
    const token = await first('token', { blockchain_id: 1 });
    const id = Number(token.id);
    const asked = await t.call('updateToken', { token: users.maker, body: { id, address: `0x${'cd'.repeat(20)}` } });
    const approved = await t.call('approveApproval', {
      token: users.checker,
      body: { id: (asked.data as { approval_id: number }).approval_id },
    });
    expect(approved.result, approved.message).toBe(0);
    const [changed, before] = await revisions({ resource: 'token', id });
    expect(changed!.user_name).toBe('maker');
    const revert = await t.call('revertRow', { token: users.maker, body: { resource: 'token', id, revision: before!.id } });
    expect(revert.result).toBe(20202);
    expect((await first('token', { id })).address).toBe(`0x${'cd'.repeat(20)}`);
    const pending = (await t.call('listApproval', { token: users.checker, query: { status: 'pending' } })).data as { list: Row[] };
    const request = pending.list.find((r) => r.id === (revert.data as { approval_id: number }).approval_id)!;
    expect(request).toMatchObject({ operation: 'revertRow', target: `token:${id}` });
    expect((await t.call('approveApproval', { token: users.checker, body: { id: request.id } })).result).toBe(0);
    expect((await first('token', { id })).address).toBe(token.address);
    const off = await createTestApp({ config: { approvalEnabled: false } });
    try {
      const version = await off.db.selectFrom('version').selectAll().where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      const answer = await off.call('setLastVersion', {
        token: off.admin,
        body: { id: version.id },
        headers: { 'x-admin-password': ADMIN_HEADER },
      });
      expect(answer.result).toBe(0);
    } finally {
      await off.close();
    }
  });
});
