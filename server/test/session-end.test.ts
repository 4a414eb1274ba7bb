// Issue 55, ending sessions: a role manager (a non-super account holding the role screen) never lists or ends a
// super-admin's sessions; "sign out everywhere else" and an administrator's "end all" (endSessions), each audited;
// every revocation keeps why, and the ended session's next request answers 10003 with that reason; the session list
// reads the client's browser, system and device from its User-Agent.
import type { Schema } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { core } from '../src/db/core.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

type Session = Schema<'Session'>;

let t: TestApp;
beforeAll(async () => {
  // Sign-ins from chosen clients (User-Agent) in one call: the second factor is second-factor.test.ts's subject.
  t = await createTestApp({ config: { signInSecondFactor: false } });
});
afterAll(async () => {
  await t.close();
});

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Another sign-in of `user` (password Change@12345, as signedInWith makes them) from this client. */
const signIn = async (user: string, userAgent = MAC_CHROME) => {
  const answer = await t.call('login', {
    body: { user_name: user, password: clientHash('Change@12345') },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.result, answer.message).toBe(0);
  return (answer.data as { token: string }).token;
};
const sessionsOf = async (token: string, userId?: number) => {
  const answer = await t.call('listSession', { token, query: userId === undefined ? {} : { user_id: userId } });
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Session[];
};
const idOf = async (token: string) => (await sessionsOf(token))[0]!.user_id;
/** The answer of a call made with a session that was ended (in English: the test client's language). */
const refusal = (token: string) => t.call('getUserRoutes', { token });

describe('a role manager and super-admins’ sessions', () => {
  it('never lists or ends a super-admin’s sessions, and nothing is ended', async () => {
    const manager = await t.signedInWith('sessmgr', ['/permission/role']);
    const [adminSession] = await sessionsOf(t.admin);
    const adminId = adminSession!.user_id;
    for (const answer of [
      await t.call('listSession', { token: manager, query: { user_id: adminId } }),
      await t.call('endSession', { token: manager, body: { id: adminSession!.id } }),
      await t.call('endSessions', { token: manager, body: { user_id: adminId } }),
    ])
      expect([answer.result, answer.message]).toEqual([40003, 'forbidden: only a super-admin manages super-admin accounts']);
    expect((await t.call('getUserRoutes', { token: t.admin })).result).toBe(0);
    // An account it may manage (a role holding only screens it holds) it sees and ends.
    const worker = await t.signedInWith('sessworker', []);
    const workerId = await idOf(worker);
    expect(await sessionsOf(manager, workerId)).toHaveLength(1);
    expect((await t.call('endSessions', { token: manager, body: { user_id: workerId } })).data).toEqual({ ended: 1 });
    expect((await refusal(worker)).data).toEqual({ reason: 'admin', by: 'sessmgr' });
  });
});

describe('ending every session', () => {
  it('signs out everywhere else: every other session answers 10003 “self”, this one stays; audited', async () => {
    const here = await t.signedInWith('roamer2', []);
    const phone = await signIn('roamer2', IPHONE_SAFARI);
    const tablet = await signIn('roamer2');
    const userId = await idOf(here);
    const answer = await t.call('endSessions', { token: here });
    expect([answer.result, answer.data]).toEqual([0, { ended: 2 }]);
    for (const token of [phone, tablet])
      expect(await refusal(token)).toMatchObject({
        result: 10003,
        message: 'session revoked: ended from another of your sessions',
        data: { reason: 'self' },
      });
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
    const audit = await core(t.db)
      .selectFrom('audit_log')
      .selectAll()
      .where('operation', '=', 'endSessions')
      .where('target', '=', `admin_user:${userId}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]!.after)).sessions_ended).toHaveLength(2);
    // Nothing else open: nothing ended, still audited as asked.
    expect((await t.call('endSessions', { token: here, body: { user_id: userId } })).data).toEqual({ ended: 0 });
  });

  it('lets an administrator end all of another account’s sessions, naming the administrator in Chinese and English', async () => {
    const first = await t.signedInWith('ended2', []);
    const second = await signIn('ended2');
    const answer = await t.call('endSessions', { token: t.admin, body: { user_id: await idOf(first) } });
    expect([answer.result, answer.data]).toEqual([0, { ended: 2 }]);
    expect(await refusal(first)).toMatchObject({ result: 10003, message: 'session revoked: ended by the administrator admin' });
    expect(await t.call('getUserRoutes', { token: second, headers: { 'accept-language': 'zh-CN' } })).toMatchObject({
      result: 10003,
      message: '会话已结束：管理员 admin 结束了它',
      data: { reason: 'admin', by: 'admin' },
    });
    expect((await t.call('getUserRoutes', { token: t.admin })).result).toBe(0);
  });

  it('refuses another account’s sessions without the role screen', async () => {
    const stranger = await t.signedInWith('stranger2', ['/system/blockchain']);
    expect((await t.call('endSessions', { token: stranger, body: { user_id: await idOf(t.operator) } })).result).toBe(40003);
    expect((await t.call('getUserRoutes', { token: t.operator })).result).toBe(0);
  });
});

describe('why a session ended', () => {
  it('tells each revocation’s reason at the next request', async () => {
    const reset = await t.signedInWith('reason-reset', []);
    const body = { user_id: await idOf(reset), new_password: clientHash('Other@12345'), password: clientHash(ADMIN.password) };
    expect((await t.call('resetPassword', { token: t.admin, body })).result).toBe(0);
    expect((await refusal(reset)).data).toEqual({ reason: 'password_reset', by: 'admin' });

    const factors = await t.signedInWith('reason-factors', []);
    expect((await t.call('resetSecondFactors', { token: t.admin, body: { user_id: await idOf(factors) } })).result).toBe(0);
    expect(await refusal(factors)).toMatchObject({
      message: 'session revoked: the administrator admin reset your second factors',
      data: { reason: 'second_factors_reset', by: 'admin' },
    });

    const tab = await t.signedInWith('reason-logout', []);
    const [own] = await sessionsOf(tab);
    expect((await t.call('logout', { token: tab })).result).toBe(0);
    expect((await refusal(tab)).data).toEqual({ reason: 'signed_out' });
    await core(t.db).updateTable('admin_session').set({ revoked_reason: null }).where('id', '=', own!.id).execute();
    // A session ended before reasons were kept.
    expect(await refusal(tab)).toMatchObject({ message: 'session revoked: sign in again', data: { reason: 'unknown' } });

    const other = await t.signedInWith('reason-own', []);
    const elsewhere = await signIn('reason-own');
    const [newest] = await sessionsOf(other);
    expect((await t.call('endSession', { token: other, body: { id: newest!.id } })).result).toBe(0);
    expect((await refusal(elsewhere)).data).toEqual({ reason: 'self' });

    const disabled = await t.signedInWith('reason-disabled', []);
    await core(t.db).updateTable('admin_user').set({ status: 1 }).where('user_name', '=', 'reason-disabled').execute();
    expect(await refusal(disabled)).toMatchObject({ result: 10003, message: 'session revoked: your account is disabled' });
  });
});

describe('readable sessions', () => {
  it('names each session’s browser, system and device from its User-Agent', async () => {
    const first = await t.signedInWith('reader', []);
    await signIn('reader', IPHONE_SAFARI);
    const cli = await t.call('login', {
      body: { user_name: 'reader', password: clientHash('Change@12345') },
      headers: { 'user-agent': 'curl/8.5.0' },
    });
    expect(cli.result).toBe(0);
    await signIn('reader', MAC_CHROME);
    const [desktop, script, phone, oldest] = await sessionsOf(first);
    expect(desktop).toMatchObject({ browser: 'Chrome 131', os: 'macOS Catalina', device: 'desktop', user_agent: MAC_CHROME });
    expect(phone).toMatchObject({ browser: 'Safari 18', os: 'iOS 18.0', device: 'mobile', user_agent: IPHONE_SAFARI });
    expect(script).toMatchObject({ browser: 'curl/8.5.0', os: '', device: 'unknown' });
    expect(oldest!.current).toBe(true);
  });
});
