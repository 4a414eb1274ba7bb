// The session cache (auth/sessions.ts) and the authorisation stamp it checks (db/auth-stamp.ts): a cached session
// is served without its row while the stamp stands, and every change that ends or narrows a session moves the
// stamp (through triggers, whatever code path writes), while sign-ins and last_seen_at touches do not.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { core } from '../src/db/core.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const stamp = async () =>
  Number((await sql<{ version: number }>`select version from auth_stamp where id = 1`.execute(t.db)).rows[0]!.version);
const routes = (token: string) => t.call('getUserRoutes', { token });

test('a cached session is served from memory while the stamp stands, and re-read once it moves', async () => {
  expect((await routes(t.operator)).result).toBe(0); // now cached
  // Revoke the row behind the cache's back: without its trigger the stamp stays, so the cache keeps serving it.
  const dropTrigger =
    t.app.services.database.dialect === 'postgres'
      ? 'drop trigger auth_stamp_session_revoke on admin_session'
      : 'drop trigger auth_stamp_session_revoke';
  await sql.raw(dropTrigger).execute(t.db);
  await core(t.db).updateTable('admin_session').set({ revoked_at: t.clock.now }).execute();
  expect((await routes(t.operator)).result).toBe(0);
  await sql`update auth_stamp set version = version + 1 where id = 1`.execute(t.db);
  expect((await routes(t.operator)).result).toBe(10003);
});

test('changes that end or narrow sessions move the stamp; sign-ins and touches do not', async () => {
  const moved = async (what: string, change: () => Promise<unknown>, expected: boolean) => {
    const before = await stamp();
    await change();
    expect((await stamp()) !== before, what).toBe(expected);
  };
  const users = core(t.db);
  const id = await t.createUser('stamped', 'Old@123456', 'stamped-role');
  await moved('sign-in', () => t.login('stamped', 'Old@123456'), false);
  t.clock.now += 60_000;
  await moved('last_seen_at touch', () => routes(t.admin), false);
  await moved(
    'last_login_at',
    () => users.updateTable('admin_user').set({ last_login_at: t.clock.now }).where('id', '=', id).execute(),
    false,
  );
  await moved('remark', () => users.updateTable('admin_user').set({ remark: 'x' }).where('id', '=', id).execute(), false);
  await moved('status', () => users.updateTable('admin_user').set({ status: 1 }).where('id', '=', id).execute(), true);
  await moved('password', () => users.updateTable('admin_user').set({ password_hash: 'other' }).where('id', '=', id).execute(), true);
  await moved('role of the account', () => users.updateTable('admin_user').set({ role_id: 1 }).where('id', '=', id).execute(), true);
  await moved(
    'role screens',
    () => users.updateTable('role').set({ permissions: '["/app"]' }).where('code', '=', 'stamped-role').execute(),
    true,
  );
  await moved('role type', () => users.updateTable('role').set({ role_type: 0 }).where('code', '=', 'stamped-role').execute(), true);
  await moved(
    'role description',
    () => users.updateTable('role').set({ description: 'x' }).where('code', '=', 'stamped-role').execute(),
    false,
  );
  await moved('session revoked', () => t.call('logout', { token: t.viewer }), true);
  await moved('session deleted', () => users.deleteFrom('admin_session').where('user_id', '=', id).execute(), true);
  await moved('account deleted', () => users.deleteFrom('admin_user').where('id', '=', id).execute(), true);
  await moved('role deleted', () => users.deleteFrom('role').where('code', '=', 'stamped-role').execute(), true);
});

test('a role edit narrows a signed-in operator at the next request', async () => {
  const list = () => t.call('listApplication', { token: t.operator, query: { start: 0, count: 1 } });
  expect((await list()).result).toBe(0);
  const role = await core(t.db).selectFrom('role').select(['id', 'name']).where('code', '=', 'operator').executeTakeFirstOrThrow();
  expect((await t.call('setRole', { token: t.admin, body: { id: role.id, name: role.name, permissions: [] } })).result).toBe(0);
  expect((await list()).result).toBe(40003);
});
