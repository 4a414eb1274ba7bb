// Sessions (idle, absolute lifetime, revocation), login throttling, TOTP drift and password changes.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { currentTotp } from '../src/auth/totp.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const tokenOf = async (user: string, password: string) => ((await t.login(user, password)).data as { token: string }).token;
const routes = (token?: string) => t.call('getUserRoutes', { token });

describe('sessions', () => {
  test('missing, unknown and well-formed tokens', async () => {
    expect((await routes()).result).toBe(9999);
    expect((await routes('not-a-token')).result).toBe(10000);
    expect((await routes('a'.repeat(64))).result).toBe(10000);
    expect((await routes(t.admin)).result).toBe(0);
  });

  test('idle timeout answers 10001 once 2 hours pass without a call', async () => {
    const token = await tokenOf(ADMIN.user_name, ADMIN.password);
    t.clock.now += 2 * HOUR - 60_000;
    expect((await routes(token)).result).toBe(0); // activity renews the idle window
    t.clock.now += 2 * HOUR - 60_000;
    expect((await routes(token)).result).toBe(0);
    t.clock.now += 2 * HOUR + 1;
    expect((await routes(token)).result).toBe(10001);
  });

  test("a background read (x-background: the console's polls) is checked but does not renew the idle window", async () => {
    const token = await tokenOf(ADMIN.user_name, ADMIN.password);
    const poll = () => t.call('listApproval', { token, query: { status: 'pending' }, headers: { 'x-background-read': '1' } });
    for (let minute = 10; minute < 120; minute += 10) {
      t.clock.now += 10 * 60_000;
      expect((await poll()).result, `minute ${minute}`).toBe(0);
    }
    t.clock.now += 10 * 60_000 + 1;
    expect((await poll()).result).toBe(10001);
    expect((await routes(token)).result).toBe(10001);
    // The same reads without the header are activity.
    const active = await tokenOf(ADMIN.user_name, ADMIN.password);
    for (let minute = 10; minute <= 180; minute += 10) {
      t.clock.now += 10 * 60_000;
      expect((await t.call('listApproval', { token: active, query: { status: 'pending' } })).result, `minute ${minute}`).toBe(0);
    }
  });

  test('absolute lifetime answers 10002 after 24 hours however active', async () => {
    const token = await tokenOf(ADMIN.user_name, ADMIN.password);
    for (let hour = 1; hour <= 24; hour++) {
      t.clock.now += HOUR;
      expect((await routes(token)).result, `hour ${hour}`).toBe(0);
    }
    t.clock.now += 60_000;
    expect((await routes(token)).result).toBe(10002);
  });

  test('logout revokes only that session (10003)', async () => {
    const token = await tokenOf(ADMIN.user_name, ADMIN.password);
    expect((await t.call('logout', { token })).result).toBe(0);
    expect((await routes(token)).result).toBe(10003);
    expect((await routes(t.admin)).result).toBe(0);
  });

  test('a password change ends every session of the user; the new password signs in', async () => {
    const id = await t.createUser('changer', 'Old@123456');
    const first = await tokenOf('changer', 'Old@123456');
    const second = await tokenOf('changer', 'Old@123456');
    const body = {
      user_id: id,
      password: clientHash('Old@123456'),
      new_password: clientHash('New@123456'),
      google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now),
    };
    expect((await t.call('modifyPassword', { token: first, body })).result).toBe(0);
    expect((await routes(first)).result).toBe(10003);
    expect((await routes(second)).result).toBe(10003);
    expect((await t.login('changer', 'Old@123456')).result).toBe(40001);
    expect((await t.login('changer', 'New@123456')).result).toBe(0);
  });

  test('a reset by an administrator ends the sessions of that user', async () => {
    const id = await t.createUser('resetme', 'Old@123456');
    const token = await tokenOf('resetme', 'Old@123456');
    expect(
      (
        await t.call('resetPassword', {
          token: t.admin,
          body: { user_id: id, new_password: clientHash('Next@123456'), password: clientHash(ADMIN.password) },
        })
      ).result,
    ).toBe(0);
    expect((await routes(token)).result).toBe(10003);
    expect((await t.login('resetme', 'Next@123456')).result).toBe(0);
  });

  test('a deleted account cannot use its session', async () => {
    const id = await t.createUser('gone', 'Old@123456');
    const token = await tokenOf('gone', 'Old@123456');
    expect((await t.call('deleteUser', { token: t.admin, body: { user_id: id, password: clientHash(ADMIN.password) } })).result).toBe(0);
    expect((await routes(token)).result).toBe(10000);
  });
});

describe('change password checks', () => {
  const attempt = async (changes: Record<string, unknown>) => {
    const id = await t.createUser(`u${Math.random().toString(36).slice(2, 8)}`, 'Old@123456');
    const token = (
      (
        await t.login(
          (await t.db.selectFrom('admin_user').select('user_name').where('id', '=', id).executeTakeFirstOrThrow()).user_name as string,
          'Old@123456',
        )
      ).data as { token: string }
    ).token;
    const body = {
      user_id: id,
      password: clientHash('Old@123456'),
      new_password: clientHash('New@123456'),
      google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now),
      ...changes,
    };
    return (await t.call('modifyPassword', { token, body })).result;
  };

  test('TOTP accepts one 30 s step of drift either way, not two', async () => {
    expect(await attempt({ google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now - 30_000) })).toBe(0);
    expect(await attempt({ google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now + 30_000) })).toBe(0);
    expect(await attempt({ google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now - 90_000) })).toBe(40010);
    expect(await attempt({ google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now + 90_000) })).toBe(40010);
  });

  test('wrong old password 40001, same new password 40000, someone else 40003', async () => {
    expect(await attempt({ password: clientHash('Wrong@123456') })).toBe(40001);
    expect(await attempt({ new_password: clientHash('Old@123456') })).toBe(40000);
    expect(await attempt({ user_id: 1 })).toBe(40003);
  });
});

describe('login throttling', () => {
  test('5 failures for an account within 15 minutes answer 40029 until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await t.login(ADMIN.user_name, 'Wrong@1', '10.0.0.1')).result).toBe(40001);
    expect((await t.login(ADMIN.user_name, ADMIN.password, '10.0.0.2')).result).toBe(40029);
    t.clock.now += 15 * 60_000 + 1;
    expect((await t.login(ADMIN.user_name, ADMIN.password, '10.0.0.2')).result).toBe(0);
  });

  test('a success clears the account count', async () => {
    for (let i = 0; i < 4; i++) await t.login(ADMIN.user_name, 'Wrong@1', '10.0.0.3');
    t.clock.now += 1000;
    expect((await t.login(ADMIN.user_name, ADMIN.password, '10.0.0.3')).result).toBe(0);
    t.clock.now += 1000;
    for (let i = 0; i < 4; i++) expect((await t.login(ADMIN.user_name, 'Wrong@1', '10.0.0.3')).result).toBe(40001);
  });

  test('20 failures from one address throttle every account from it, not other addresses', async () => {
    for (let i = 0; i < 20; i++) await t.login(`nobody${i % 4}`, 'Wrong@1', '10.9.9.9');
    expect((await t.login(ADMIN.user_name, ADMIN.password, '10.9.9.9')).result).toBe(40029);
    expect((await t.login(ADMIN.user_name, ADMIN.password, '10.9.9.10')).result).toBe(0);
  });

  test('an unknown account and a wrong password answer the same', async () => {
    const unknown = await t.login('no-such-user', 'Wrong@1', '10.1.1.1');
    const wrong = await t.login(ADMIN.user_name, 'Wrong@1', '10.1.1.2');
    expect([unknown.result, unknown.message]).toEqual([wrong.result, wrong.message]);
  });
});
