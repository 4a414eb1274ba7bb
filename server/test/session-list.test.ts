// Issue 43, sessions an operator can see: 我的账户 lists the account's open sessions (address, client, sign-in
// method, last use) and ends any of them; an admin holding the role screen sees and ends anyone's; each end audited.
import type { Schema } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Session = Schema<'Session'>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Change@12345';
const signIn = async (user: string, userAgent: string, remoteAddress: string) => {
  const answer = await t.call('login', {
    body: { user_name: user, password: clientHash(PASSWORD) },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(answer.result, answer.message).toBe(0);
  return (answer.data as { token: string; user_id: number }).token;
};
const sessionsOf = async (token: string, userId?: number) => {
  const answer = await t.call('listSession', { token, query: userId === undefined ? {} : { user_id: userId } });
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Session[];
};

describe('an operator’s sessions', () => {
  it('lists where each signed in and which one is this, and ends another one: its next call is refused', async () => {
    await t.signedInWith('roamer', ['/system/blockchain']);
    const laptop = await signIn('roamer', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', '10.0.0.7');
    const phone = await signIn('roamer', 'Mozilla/5.0 (iPhone) Safari/18', '10.0.0.8');
    const listed = await sessionsOf(laptop);
    expect(listed.map((s) => s.current)).toEqual([false, true, false]); // newest first: phone, laptop, the first sign-in
    const [phoneSession, laptopSession] = listed;
    expect(laptopSession).toMatchObject({ ip: '10.0.0.7', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', method: 'password' });
    expect(phoneSession).toMatchObject({ ip: '10.0.0.8', user_agent: 'Mozilla/5.0 (iPhone) Safari/18', current: false });

    expect((await t.call('endSession', { token: laptop, body: { id: phoneSession!.id } })).result).toBe(0);
    expect((await t.call('getUserRoutes', { token: phone })).result).toBe(10003);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneSession!.id);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target', '=', `admin_session:${phoneSession!.id}`).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operation: 'endSession', user_name: 'roamer' });
    expect(String(audit[0]!.before)).toContain('10.0.0.8');
    // Ending it again: it is not an open session any more.
    expect((await t.call('endSession', { token: laptop, body: { id: phoneSession!.id } })).result).toBe(40004);
  });

  it('never shows or ends another account’s sessions without the role screen, not even whether one exists', async () => {
    const stranger = await t.signedInWith('stranger', ['/system/blockchain']);
    const admins = await sessionsOf(t.admin);
    expect((await t.call('listSession', { token: stranger, query: { user_id: admins[0]!.user_id } })).result).toBe(40003);
    expect((await t.call('endSession', { token: stranger, body: { id: admins[0]!.id } })).result).toBe(40003);
    expect((await t.call('endSession', { token: stranger, body: { id: 99_999_999 } })).result).toBe(40003);
    expect((await t.call('getUserRoutes', { token: t.admin })).result).toBe(0);
  });

  it('lets an admin holding the role screen see and end anyone’s session', async () => {
    const target = await t.signedInWith('watched', ['/system/blockchain']);
    const [session] = await sessionsOf(target);
    const seen = await sessionsOf(t.admin, session!.user_id);
    expect(seen.map((s) => s.id)).toEqual([session!.id]);
    expect(seen[0]!.current).toBe(false);
    expect((await t.call('endSession', { token: t.admin, body: { id: session!.id } })).result).toBe(0);
    expect((await t.call('getUserRoutes', { token: target })).result).toBe(10003);
  });

  it('ends the calling session itself like a sign-out', async () => {
    const token = await t.signedInWith('leaver', ['/system/blockchain']);
    const [own] = await sessionsOf(token);
    expect((await t.call('endSession', { token, body: { id: own!.id } })).result).toBe(0);
    expect((await t.call('getUserRoutes', { token })).result).toBe(10003);
  });
});
