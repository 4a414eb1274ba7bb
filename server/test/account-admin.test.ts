// Issue 55 and 58: an administrator disables, enables and re-roles operator accounts from the account list
// (setUserStatus, setUserRole). Disabling ends every session at once, each answering why, and refuses the password
// (with its second factor) until the account is enabled again (every other way in: account-model.test.ts); a role
// manager never disables or re-roles a super-admin, nor its own account; a passkey-only role never takes an account
// without a passkey; each change is audited on the account, so it counts in the approval provenance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { core } from '../src/db/core.ts';
import { provenanceOf } from '../src/operations/approval.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const idOf = async (name: string) =>
  Number((await core(t.db).selectFrom('admin_user').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id);
const roleId = async (code: string) =>
  Number((await core(t.db).selectFrom('role').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
const tokenOf = async (name: string) => {
  const answer = await t.login(name, 'Change@12345');
  expect(answer.result, answer.message).toBe(0);
  return (answer.data as { token: string }).token;
};
const account = async (id: number) =>
  core(t.db).selectFrom('admin_user').select(['status', 'role_id']).where('id', '=', id).executeTakeFirstOrThrow();

describe('disabling and enabling an account', () => {
  it('ends every session at once, naming why; refuses the password until enabled; audited on the account', async () => {
    const first = await t.signedInWith('dis-worker', []);
    const second = await tokenOf('dis-worker');
    const id = await idOf('dis-worker');
    const answer = await t.call('setUserStatus', { token: t.admin, body: { user_id: id, status: 1 } });
    expect([answer.result, (answer.data as { status: number }).status]).toEqual([0, 1]);
    for (const token of [first, second])
      expect(await t.call('getUserRoutes', { token })).toMatchObject({
        result: 10003,
        message: 'session revoked: your account is disabled',
        data: { reason: 'account_disabled', by: 'admin' },
      });
    expect(await t.login('dis-worker', 'Change@12345')).toMatchObject({ result: 40003, message: 'account disabled' });
    // Enabled again: it signs in anew; the ended sessions stay ended.
    expect((await t.call('setUserStatus', { token: t.admin, body: { user_id: id, status: 0 } })).result).toBe(0);
    const fresh = await tokenOf('dis-worker');
    expect((await t.call('getUserRoutes', { token: fresh })).result).toBe(0);
    expect((await t.call('getUserRoutes', { token: first })).result).toBe(10003);
    const audit = await core(t.db)
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('operation', '=', 'setUserStatus')
      .where('target', '=', `admin_user:${id}`)
      .orderBy('id')
      .execute();
    const statusOf = (json: unknown) => (JSON.parse(String(json)) as { status: number }).status;
    expect(audit.map((row): number[] => [statusOf(row.before), statusOf(row.after)])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const adminId = await idOf(ADMIN.user_name);
    expect((await provenanceOf(t.db, adminId, 0)).accounts.has(id)).toBe(true);
  });

  it('refuses bad input, the caller’s own account and an unknown account, changing nothing', async () => {
    const user = await t.createUser('dis-bad', 'Change@12345', 'viewer');
    expect((await t.call('setUserStatus', { token: t.admin, body: { user_id: user, status: 2 } })).result).toBe(40000);
    expect((await t.call('setUserStatus', { token: t.admin, body: { user_id: 999_999, status: 1 } })).result).toBe(40004);
    expect(await t.call('setUserStatus', { token: t.admin, body: { user_id: await idOf(ADMIN.user_name), status: 1 } })).toMatchObject({
      result: 40009,
      message: 'refused: the signed-in account cannot disable, enable or re-role itself',
    });
    expect((await account(user)).status).toBe(0);
    expect((await account(await idOf(ADMIN.user_name))).status).toBe(0);
  });
});

function roleRow(code: string, passkeyOnly: 0 | 1 = 0, permissions: string[] = []) {
  const now = t.clock.now;
  return {
    name: code,
    code,
    role_type: 1 as const,
    permissions: JSON.stringify(permissions),
    description: '',
    passkey_only: passkeyOnly,
    created_at: now,
    updated_at: now,
  };
}

describe('a role manager', () => {
  it('never disables or re-roles a super-admin, nor itself, nor gives a role holding a screen it lacks', async () => {
    const manager = await t.signedInWith('dis-manager', ['/permission/role', '/system/blockchain']);
    const adminId = await idOf(ADMIN.user_name);
    const superRole = Number((await account(adminId)).role_id);
    const forbidden = { result: 40003, message: 'forbidden: only a super-admin manages super-admin accounts' };
    expect(await t.call('setUserStatus', { token: manager, body: { user_id: adminId, status: 1 } })).toMatchObject(forbidden);
    expect(await t.call('setUserRole', { token: manager, body: { user_id: adminId, role_id: await roleId('viewer') } })).toMatchObject(
      forbidden,
    );
    const worker = await t.createUser('dis-managed', 'Change@12345', 'viewer');
    // Raising an account it manages to the super-admin role, or to a role holding a screen the manager lacks.
    expect(await t.call('setUserRole', { token: manager, body: { user_id: worker, role_id: superRole } })).toMatchObject(forbidden);
    await core(t.db)
      .insertInto('role')
      .values(roleRow('dis-wide', 0, ['/app/version']))
      .execute();
    expect((await t.call('setUserRole', { token: manager, body: { user_id: worker, role_id: await roleId('dis-wide') } })).result).toBe(
      40003,
    );
    expect(
      (await t.call('setUserRole', { token: manager, body: { user_id: await idOf('dis-manager'), role_id: await roleId('viewer') } }))
        .result,
    ).toBe(40009);
    expect((await account(adminId)).status).toBe(0);
    expect(Number((await account(worker)).role_id)).toBe(await roleId('viewer'));
    // What it may manage it does.
    expect((await t.call('setUserStatus', { token: manager, body: { user_id: worker, status: 1 } })).result).toBe(0);
    expect((await account(worker)).status).toBe(1);
  });
});

describe('changing an account’s role', () => {
  it('gives its open session the new role’s screens at its next request; audited on the account', async () => {
    const token = await t.signedInWith('rr-worker', []);
    const id = await idOf('rr-worker');
    await core(t.db)
      .insertInto('role')
      .values(roleRow('rr-chains', 0, ['/system/blockchain']))
      .execute();
    expect(JSON.stringify((await t.call('getUserRoutes', { token })).data)).not.toContain('/system/blockchain');
    const answer = await t.call('setUserRole', { token: t.admin, body: { user_id: id, role_id: await roleId('rr-chains') } });
    expect([answer.result, (answer.data as { role_name: string }).role_name]).toEqual([0, 'rr-chains']);
    const routes = JSON.stringify((await t.call('getUserRoutes', { token })).data);
    expect(routes).toContain('/system/blockchain');
    const audit = await core(t.db)
      .selectFrom('audit_log')
      .select('after')
      .where('operation', '=', 'setUserRole')
      .where('target', '=', `admin_user:${id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.after)).role_name).toBe('rr-chains');
  });

  it('refuses a passkey-only role for an account without a passkey, and an unknown role, changing nothing', async () => {
    const id = await t.createUser('rr-nokey', 'Change@12345', 'viewer');
    await core(t.db).insertInto('role').values(roleRow('rr-keys', 1)).execute();
    expect(await t.call('setUserRole', { token: t.admin, body: { user_id: id, role_id: await roleId('rr-keys') } })).toMatchObject({
      result: 40009,
      message: 'refused: rr-nokey has no passkey and could not sign in with a passkey-only role; it adds one first',
    });
    expect((await t.call('setUserRole', { token: t.admin, body: { user_id: id, role_id: 999_999 } })).result).toBe(40004);
    expect(Number((await account(id)).role_id)).toBe(await roleId('viewer'));
    expect((await t.login('rr-nokey', 'Change@12345')).result).toBe(0);
  });
});
