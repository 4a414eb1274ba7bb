// Issue 43, passkeys (WebAuthn, verified by @simplewebauthn/server): an operator adds passkeys (the challenge kept by
// the server, used once, within 5 minutes), lists, renames and removes them, and signs in with one instead of a
// password; a passkey the server does not know, a replayed or stale challenge and another origin are refused. A role
// marked "signs in only with a passkey" refuses its accounts' password sign-ins (SSO's: sso.test.ts). An admin resets
// an operator's second factors: passkeys removed, a new TOTP secret, every session ended, audited.
// A software authenticator (authenticator.ts) stands in for the browser's. SQLite, and PostgreSQL when DATABASE_URL is set.
import type { Schema } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { core } from '../src/db/core.ts';
import { softAuthenticator, type SoftAuthenticator } from './authenticator.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const ORIGIN = 'https://admin.example.com';
type Json = Record<string, unknown>;
type Passkey = Schema<'Passkey'>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webauthnRpId: 'admin.example.com', webauthnOrigin: ORIGIN } });
});
afterAll(() => t.close());

async function add(token: string, key: SoftAuthenticator, name: string, origin = ORIGIN) {
  const options = await t.call('passkeyOptions', { token });
  expect(options.result, options.message).toBe(0);
  return t.call('addPasskey', { token, body: { name, response: key.register(options.data as Json, origin) } });
}

async function signInWith(key: SoftAuthenticator, origin = ORIGIN) {
  const start = await t.call('passkeyLoginOptions');
  const { challenge_id, options } = start.data as { challenge_id: number; options: Json };
  const response = key.assert(options, origin);
  return { answer: await t.call('passkeyLogin', { body: { challenge_id, response } }), challenge_id, response };
}

const passkeysOf = async (token: string) => (await t.call('listPasskey', { token })).data as Passkey[];

describe('passkeys', () => {
  it('adds one, lists and renames it, and signs in with it instead of a password (a session of method passkey)', async () => {
    const token = await t.signedInWith('pk_owner', ['/system/blockchain']);
    const key = softAuthenticator();
    const added = await add(token, key, 'Office key');
    expect(added.result, added.message).toBe(0);
    expect(added.data).toMatchObject({ name: 'Office key', created_at: t.clock.now, last_used_at: null });
    const id = (added.data as Passkey).id;
    expect((await t.call('renamePasskey', { token, body: { id, name: 'Laptop' } })).result).toBe(0);
    t.clock.now += 1000;
    const { answer } = await signInWith(key);
    expect(answer.result, answer.message).toBe(0);
    const session = (answer.data as { token: string; user_name: string }).token;
    expect((answer.data as { user_name: string }).user_name).toBe('pk_owner');
    expect(await passkeysOf(session)).toEqual([{ id, name: 'Laptop', created_at: t.clock.now - 1000, last_used_at: t.clock.now }]);
    const sessions = (await t.call('listSession', { token: session })).data as Schema<'Session'>[];
    expect(sessions.find((s) => s.current)?.method).toBe('passkey');
    const audited = await core(t.db).selectFrom('audit_log').select('operation').where('target', '=', `passkey:${id}`).execute();
    expect(audited.map((a) => a.operation)).toEqual(['addPasskey', 'renamePasskey']);
  });

  it('uses a challenge once and for 5 minutes, and refuses an unknown passkey and another origin', async () => {
    const token = await t.signedInWith('pk_strict', ['/system/blockchain']);
    const key = softAuthenticator();
    expect((await add(token, key, 'key')).result).toBe(0);
    const first = await signInWith(key);
    expect(first.answer.result).toBe(0);
    const replay = await t.call('passkeyLogin', { body: { challenge_id: first.challenge_id, response: first.response } });
    expect(replay.result).toBe(40001);
    expect((await signInWith(softAuthenticator())).answer.result).toBe(40001); // never added
    expect((await signInWith(key, 'https://phish.example.net')).answer.result).toBe(40001);
    const start = await t.call('passkeyLoginOptions');
    t.clock.now += 5 * 60_000;
    const { challenge_id, options } = start.data as { challenge_id: number; options: Json };
    expect((await t.call('passkeyLogin', { body: { challenge_id, response: key.assert(options, ORIGIN) } })).result).toBe(40001);
    // a registration for another origin is refused, and nothing is stored
    expect((await add(token, softAuthenticator(), 'phished', 'https://phish.example.net')).result).toBe(40001);
    expect((await passkeysOf(token)).map((p) => p.name)).toEqual(['key']);
  });

  it('removes one (it no longer signs in), only the owner’s, and refuses a disabled account', async () => {
    const token = await t.signedInWith('pk_leaver', ['/system/blockchain']);
    const other = await t.signedInWith('pk_other', ['/system/blockchain']);
    const [kept, dropped] = [softAuthenticator(), softAuthenticator()];
    expect((await add(token, kept, 'kept')).result).toBe(0);
    const id = ((await add(token, dropped, 'dropped')).data as Passkey).id;
    expect((await t.call('removePasskey', { token: other, body: { id } })).result).toBe(40004);
    expect((await t.call('removePasskey', { token, body: { id } })).result).toBe(0);
    expect((await signInWith(dropped)).answer.result).toBe(40001);
    expect((await passkeysOf(token)).map((p) => p.name)).toEqual(['kept']);
    await core(t.db).updateTable('admin_user').set({ status: 1 }).where('user_name', '=', 'pk_leaver').execute();
    expect((await signInWith(kept)).answer.result).toBe(40003);
  });

  it('refuses a password sign-in of an account whose role signs in only with a passkey; its passkey signs in', async () => {
    await t.signedInWith('pk_only', ['/system/blockchain']);
    const token = (await t.login('pk_only', 'Change@12345')).data as { token: string };
    const key = softAuthenticator();
    expect((await add(token.token, key, 'key')).result).toBe(0);
    const role = await core(t.db)
      .selectFrom('role')
      .select(['id', 'name', 'permissions'])
      .where('code', '=', 'pk_only')
      .executeTakeFirstOrThrow();
    const body = { id: role.id, name: role.name, permissions: JSON.parse(role.permissions) as string[], passkey_only: true };
    const set = await t.call('setRole', { token: t.admin, body });
    expect([set.result, (set.data as Schema<'Role'>).passkey_only]).toEqual([0, true]);
    const password = (language: string) =>
      t.call('login', { body: { user_name: 'pk_only', password: clientHash('Change@12345') }, headers: { 'accept-language': language } });
    expect(await password('en')).toMatchObject({
      result: 40003,
      message: 'password sign-in refused: this account signs in only with a passkey',
    });
    expect(await password('zh-CN')).toMatchObject({ result: 40003, message: '已拒绝密码登录：此账号只能使用通行密钥登录' });
    // a wrong password is told only that: the refusal comes after the password is right
    expect((await t.login('pk_only', 'Wrong@12345')).result).toBe(40001);
    expect((await signInWith(key)).answer.result).toBe(0);
    // the flag off again: the password signs in
    expect((await t.call('setRole', { token: t.admin, body: { ...body, passkey_only: false } })).result).toBe(0);
    expect((await t.login('pk_only', 'Change@12345')).result).toBe(0);
  });

  it('lets an admin reset an operator’s second factors: passkeys gone, a new TOTP secret, sessions ended, audited', async () => {
    const token = await t.signedInWith('pk_lost', ['/system/blockchain']);
    const key = softAuthenticator();
    expect((await add(token, key, 'lost phone')).result).toBe(0);
    const byPasskey = ((await signInWith(key)).answer.data as { token: string }).token;
    const account = () =>
      core(t.db).selectFrom('admin_user').select(['id', 'totp_secret']).where('user_name', '=', 'pk_lost').executeTakeFirstOrThrow();
    const before = await account();
    const reset = (caller: string) => t.call('resetSecondFactors', { token: caller, body: { user_id: before.id } });
    // without the role screen: refused, nothing changed
    expect((await reset(await t.signedInWith('pk_not_admin', ['/system/blockchain']))).result).toBe(40003);
    expect((await passkeysOf(token)).length).toBe(1);

    expect((await reset(t.admin)).result).toBe(0);
    expect(await core(t.db).selectFrom('passkey').select('id').where('user_id', '=', before.id).execute()).toEqual([]);
    expect((await signInWith(key)).answer.result).toBe(40001);
    const after = await account();
    expect(after.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(after.totp_secret).not.toBe(before.totp_secret);
    for (const session of [token, byPasskey]) expect((await t.call('listPasskey', { token: session })).result).toBe(10003);
    const entry = await core(t.db)
      .selectFrom('audit_log')
      .select(['target', 'after'])
      .where('operation', '=', 'resetSecondFactors')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe(`admin_user:${before.id}`);
    expect(JSON.parse(entry.after!)).toEqual({
      passkeys_removed: 1,
      totp_secret: '[redacted: changed]',
      recovery_codes: 'removed',
      sessions: 'ended',
    });
    expect(entry.after).not.toContain(after.totp_secret);
    // the password still signs in (a new session), with the new secret to enrol
    expect((await t.login('pk_lost', 'Change@12345')).result).toBe(0);
  });
});
