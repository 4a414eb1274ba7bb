// Issue 55: an operator's security log in My account (listSecurityLog, a query over the audit log) and security mail
// (setSecurityEmail; sent through the SMTP settings the mail templates' tests use, to a real SMTP receiver here) for a
// sign-in from a new device and a second factor added, removed or reset. SQLite, and PostgreSQL with DATABASE_URL.
import type { AddressInfo } from 'node:net';
import { RESULT } from '@wallet-admin/sdk';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../src/auth/totp.ts';
import { core } from '../src/db/core.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { clientHash } from '../src/auth/password.ts';
import { softAuthenticator } from './authenticator.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const ORIGIN = 'https://admin.example.com';
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
const saved = { ...process.env };

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'Wallet <noreply@wallet.example.com>' });
  t = await createTestApp({ config: { signInSecondFactor: true, webauthnRpId: 'admin.example.com', webauthnOrigin: ORIGIN } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const key of Object.keys(process.env)) if (/^SMTP_/.test(key) && !(key in saved)) delete process.env[key];
});

/** Password, then the demo authenticator's code of the next 30-s step, from a browser of this User-Agent. */
async function signIn(name: string, userAgent: string): Promise<string> {
  t.clock.now = (Math.floor(t.clock.now / 30_000) + 1) * 30_000 + 1_000;
  const headers = { 'user-agent': userAgent };
  const first = await t.call('login', { body: { user_name: name, password: clientHash('Change@12345') }, headers });
  expect(first.result, first.message).toBe(RESULT.SECOND_FACTOR_REQUIRED);
  const { pending_token } = first.data as { pending_token: string };
  const done = await t.call('completeSignIn', {
    body: { pending_token, method: 'totp', code: currentTotp(DEMO_TOTP_SECRET, t.clock.now) },
    headers,
  });
  expect(done.result, done.message).toBe(0);
  return (done.data as { token: string }).token;
}

/** The notices mailed so far (the X-Security-Notice header), once `count` have arrived: mail goes after the answer. */
async function mailed(count: number): Promise<{ to: string[]; notice: string }[]> {
  for (let i = 0; i < 200 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return received.map((mail) => ({ to: mail.to, notice: /^X-Security-Notice: (\S+)/m.exec(mail.raw)?.[1] ?? '' }));
}

/** Lets the mail work deferred after the last answer run (it starts on setImmediate). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('security log and security mail', () => {
  it('mails a sign-in from a new device and each factor added, removed or reset, and lists them in the security log', async () => {
    const id = await t.createUser('sec_owner', 'Change@12345');
    const first = await signIn('sec_owner', FIREFOX);
    await settled(); // the mail of a sign-in is decided after its answer: with no address yet, none
    // No address yet: nothing is mailed. Then the operator gives one.
    expect((await t.call('setSecurityEmail', { token: first, body: { email: 'bad-address' } })).result).toBe(RESULT.INVALID_INPUT);
    expect((await t.call('setSecurityEmail', { token: first, body: { email: 'owner@wallet.example.com' } })).result).toBe(0);
    await signIn('sec_owner', FIREFOX); // a device it has signed in from: no mail
    await signIn('sec_owner', FIREFOX.replaceAll('128.0', '129.0')); // the same browser, updated: no mail either
    const phone = await signIn('sec_owner', SAFARI); // new: mailed
    const key = softAuthenticator();
    const options = await t.call('passkeyOptions', { token: phone });
    const added = await t.call('addPasskey', {
      token: phone,
      body: { name: 'Phone', response: key.register(options.data as never, ORIGIN) },
    });
    expect(added.result, added.message).toBe(0);
    const removed = await t.call('removePasskey', { token: phone, body: { id: (added.data as { id: number }).id } });
    expect(removed.result, removed.message).toBe(0);
    expect((await t.call('resetSecondFactors', { token: t.admin, body: { user_id: id } })).result).toBe(0);

    // Each is sent on its own after its answer: they may arrive in any order.
    const mails = await mailed(4);
    expect(mails.map((m) => m.notice).sort()).toEqual(['factor_added', 'factor_removed', 'factors_reset', 'new_device']);
    expect(new Set(mails.flatMap((m) => m.to))).toEqual(new Set(['owner@wallet.example.com']));
    expect(received.find((mail) => mail.raw.includes('X-Security-Notice: new_device'))!.raw).toContain('Safari');

    // Signed in again (its next sign-in enrols a new authenticator), the log reads newest first, the reset by its admin.
    const again = await t.login('sec_owner', 'Change@12345');
    expect(again.result, again.message).toBe(0);
    const log = await t.call('listSecurityLog', { token: (again.data as { token: string }).token });
    expect(log.result, log.message).toBe(0);
    const { email, events } = log.data as { email: string; events: { kind: string; operation: string; by: string | null }[] };
    expect(email).toBe('owner@wallet.example.com');
    expect(events.map((e) => [e.kind, e.operation, e.by])).toEqual([
      ['sign_in', 'enrolSignInTotp', null],
      ['factors_reset', 'resetSecondFactors', 'admin'],
      ['factor_removed', 'removePasskey', null],
      ['factor_added', 'addPasskey', null],
      ['sign_in', 'completeSignIn', null],
      ['sign_in', 'completeSignIn', null],
      ['sign_in', 'completeSignIn', null],
      ['sign_in', 'completeSignIn', null],
    ]);
    // The enrolment sign-in came from lightMyRequest, a device new to the account.
    expect((await mailed(5)).filter((m) => m.notice === 'new_device')).toHaveLength(2);
  });

  it("lists an administrator's disabling, enabling and re-roling of the account, each naming who", async () => {
    const id = await t.createUser('sec_moved', 'Change@12345');
    await signIn('sec_moved', FIREFOX);
    const viewer = await core(t.db).selectFrom('role').select('id').where('code', '=', 'viewer').executeTakeFirstOrThrow();
    for (const [op, body] of [
      ['setUserRole', { user_id: id, role_id: Number(viewer.id) }],
      ['setUserStatus', { user_id: id, status: 1 }],
      ['setUserStatus', { user_id: id, status: 0 }],
    ] as const) {
      const answer = await t.call(op, { token: t.admin, body });
      expect(answer.result, answer.message).toBe(0);
    }
    const log = await t.call('listSecurityLog', { token: await signIn('sec_moved', FIREFOX) });
    const { events } = log.data as { events: { kind: string; operation: string; by: string | null }[] };
    expect(events.map((e) => [e.kind, e.by])).toEqual([
      ['sign_in', null],
      ['account_enabled', 'admin'],
      ['account_disabled', 'admin'],
      ['role_changed', 'admin'],
      ['sign_in', null],
    ]);
  });

  it('keeps each log to its own account, and an empty address stops the mail', async () => {
    await t.createUser('sec_quiet', 'Change@12345');
    const token = await signIn('sec_quiet', FIREFOX);
    await settled();
    expect((await t.call('setSecurityEmail', { token, body: { email: 'quiet@wallet.example.com' } })).result).toBe(0);
    expect((await t.call('setSecurityEmail', { token, body: { email: '' } })).result).toBe(0);
    const before = received.length;
    await signIn('sec_quiet', SAFARI);
    await settled();
    expect(received).toHaveLength(before);
    const log = (await t.call('listSecurityLog', { token })).data as { email: string | null; events: { operation: string }[] };
    expect(log.email).toBeNull();
    expect(log.events.map((e) => e.operation)).toEqual(['completeSignIn', 'completeSignIn']);
  });
});
