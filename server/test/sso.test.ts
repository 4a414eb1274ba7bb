// Issue 43, single sign-on: OpenID Connect (authorization code + PKCE, openid-client) against a real provider started
// in-process (oidc-provider, test/oidc-provider.ts). Sign-in creates the account with the role its groups map to,
// refuses a group that maps to none, a disabled account, a bad state, a sign-in finished in another browser or with
// a wrong nonce; a group removed at the provider ends the sessions at the next request after the re-check interval;
// SSO_ONLY refuses password sign-in to all but the break-glass account. SSO_TRANSCRIPT=1 prints one sign-in's
// requests and answers.
import type { Schema } from '@wallet-admin/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { core } from '../src/db/core.ts';
import { softAuthenticator, type SoftAuthenticator } from './authenticator.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { REDIRECT_URI, startProvider, type TestProvider } from './oidc-provider.ts';

/** The console's origin, for the passkeys an SSO account adds. */
const ORIGIN = 'https://admin.example.com';

let t: TestApp;
let provider: TestProvider;
beforeAll(async () => {
  provider = await startProvider();
  t = await createTestApp({ config: { sso: provider.settings(), webauthnRpId: 'admin.example.com', webauthnOrigin: ORIGIN } });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

interface Started {
  url: string;
  browser_key: string;
}
interface SignedIn {
  token: string;
  user_id: number;
  user_name: string;
  role_type: number;
}

const start = async (transcript?: string[]) => {
  const answer = await t.call('startSso', { body: { redirect_uri: REDIRECT_URI } });
  transcript?.push(`POST /v1/admin/sso/start  redirect_uri=${REDIRECT_URI}`, `  → ${JSON.stringify(answer)}`);
  expect(answer.result, answer.message).toBe(0);
  return answer.data as Started;
};
const finish = (url: string, browserKey: string) =>
  t.call('finishSso', { body: { url, browser_key: browserKey }, headers: { 'user-agent': 'SSO test' } });

/** One whole sign-in as `subject`: the answer of the callback. */
async function signIn(subject: string, transcript?: string[]) {
  const begun = await start(transcript);
  const back = await provider.signInAt(begun.url, subject, transcript);
  const answer = await finish(back, begun.browser_key);
  transcript?.push(`POST /v1/admin/sso/callback  url=${back} browser_key=${begun.browser_key}`, `  → ${JSON.stringify(answer)}`);
  return answer;
}
async function signedIn(subject: string): Promise<SignedIn> {
  const answer = await signIn(subject);
  expect(answer.result, answer.message).toBe(0);
  return answer.data as SignedIn;
}
const routesWith = (token: string) => t.call('getUserRoutes', { token });
const accountNamed = (name: string) => core(t.db).selectFrom('admin_user').selectAll().where('user_name', '=', name).executeTakeFirst();

describe('single sign-on', () => {
  it('signs in through the provider: the first sign-in creates the account with its mapped role, the session says sso', async () => {
    provider.people.set('alice-sub', { name: 'alice', groups: ['staff', 'wallet-ops'] });
    const transcript: string[] = [];
    const answer = await signIn('alice-sub', transcript);
    if (process.env.SSO_TRANSCRIPT) process.stdout.write(`\n${transcript.join('\n')}\n`);
    expect(answer.result, answer.message).toBe(0);
    const alice = answer.data as SignedIn;
    expect(alice).toMatchObject({ user_name: 'alice', role_type: 1 });
    const account = await accountNamed('alice');
    const operator = await core(t.db).selectFrom('role').select('id').where('code', '=', 'operator').executeTakeFirstOrThrow();
    expect(account).toMatchObject({ id: alice.user_id, role_id: operator.id, status: 0 });
    expect((await routesWith(alice.token)).result).toBe(0);
    const sessions = (await t.call('listSession', { token: alice.token })).data as Schema<'Session'>[];
    expect(sessions).toEqual([expect.objectContaining({ method: 'sso', user_agent: 'SSO test', current: true })]);
    // No password signs in to an account single sign-on made.
    expect((await t.login('alice', '')).result).toBe(40001);
    const audit = await core(t.db).selectFrom('audit_log').selectAll().where('operation', '=', 'finishSso').execute();
    expect(audit.at(-1)).toMatchObject({ user_name: 'alice', target: `admin_user:${alice.user_id}` });

    // Again: the same account, found by the provider's subject, in a second session.
    const again = await signedIn('alice-sub');
    expect(again.user_id).toBe(alice.user_id);
    expect(again.token).not.toBe(alice.token);
  });

  it('maps the first listed group the operator belongs to, and moves the account when its groups change', async () => {
    provider.people.set('boss-sub', { name: 'boss', groups: ['wallet-ops', 'wallet-admins'] });
    const boss = await signedIn('boss-sub');
    expect(boss.role_type).toBe(0); // wallet-admins is listed first in SSO_GROUP_ROLES: super-admin
    provider.people.set('boss-sub', { name: 'boss', groups: ['wallet-ops'] });
    expect((await signedIn('boss-sub')).role_type).toBe(1);
  });

  it('refuses a sign-in whose groups map to no role, and creates no account', async () => {
    provider.people.set('guest-sub', { name: 'guest', groups: ['visitors'] });
    const answer = await signIn('guest-sub');
    expect(answer.result).toBe(40003);
    expect(answer.message).toBe('single sign-on refused: none of your groups is given a role here (ask an administrator)');
    expect(await accountNamed('guest')).toBeUndefined();
  });

  it('never signs in to a local account that has the same name', async () => {
    provider.people.set('impostor-sub', { name: 'operator', groups: ['wallet-admins'] });
    const answer = await signIn('impostor-sub');
    expect(answer).toMatchObject({
      result: 40003,
      message: 'single sign-on refused: the account name operator belongs to a local account',
    });
  });

  // Issue 55: provider user names that would read as someone else (server/src/auth/sso-names.ts).
  describe('look-alike user names', () => {
    const accounts = async () =>
      Number(
        (
          await core(t.db)
            .selectFrom('admin_user')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    /** A first sign-in as a new provider user named `name`, in `language`: the callback's answer. */
    async function firstSignIn(subject: string, name: string, language = 'en') {
      provider.people.set(subject, { name, groups: ['wallet-ops'] });
      const begun = await start();
      const back = await provider.signInAt(begun.url, subject);
      return t.call('finishSso', { body: { url: back, browser_key: begun.browser_key }, headers: { 'accept-language': language } });
    }

    it('refuses "Admin": the same name as the account admin but for case', async () => {
      const before = await accounts();
      expect(await firstSignIn('upper-sub', 'Admin')).toMatchObject({
        result: 40003,
        message: 'single sign-on refused: the account name Admin looks like the existing account admin',
      });
      expect(await firstSignIn('upper-sub', 'Admin', 'zh-CN')).toMatchObject({
        result: 40003,
        message: '单点登录被拒绝：账号名 Admin 与已有账号 admin 相似，容易混淆',
      });
      // Another script's letters that draw the same (Cyrillic а, о), by Unicode's confusable skeleton.
      expect(await firstSignIn('cyrillic-sub', '\u0430dmin')).toMatchObject({
        result: 40003,
        message: 'single sign-on refused: the account name \u0430dmin looks like the existing account admin',
      });
      expect((await firstSignIn('zero-sub', '0perator')).message).toBe(
        'single sign-on refused: the account name 0perator looks like the existing account operator',
      );
      expect(await accounts()).toBe(before);
    });

    it('refuses "admin" + U+200B: a zero-width space is dropped, leaving the local account admin', async () => {
      const before = await accounts();
      expect(await firstSignIn('zwsp-sub', 'admin\u200B')).toMatchObject({
        result: 40003,
        message: 'single sign-on refused: the account name admin belongs to a local account',
      });
      expect(await accountNamed('admin\u200B')).toBeUndefined();
      expect(await accounts()).toBe(before);
    });

    it('refuses "../../x<script>": only letters, digits and . _ @ -', async () => {
      const before = await accounts();
      expect(await firstSignIn('path-sub', '../../x<script>')).toMatchObject({
        result: 40003,
        message:
          "single sign-on refused: the provider's user name ../../x<script> cannot be an account name (letters, digits and . _ @ - only, starting with a letter or digit, at most 64)",
      });
      expect(await firstSignIn('path-sub', '../../x<script>', 'zh-CN')).toMatchObject({
        result: 40003,
        message:
          '单点登录被拒绝：身份提供方的用户名 ../../x<script> 不能用作账号名（只能包含字母、数字和 . _ @ -，须以字母或数字开头，最多 64 个字符）',
      });
      // A character that draws nothing is named, not hidden, in the message.
      expect((await firstSignIn('bell-sub', 'x\u0007y')).message).toContain('x\\u{7}y');
      expect(await accounts()).toBe(before);
    });

    it('accepts an ordinary name, normalised: fullwidth letters become plain ones', async () => {
      const answer = await firstSignIn('frank-sub', '\uFF46rank.li@corp');
      expect(answer.result, answer.message).toBe(0);
      expect(answer.data).toMatchObject({ user_name: 'frank.li@corp' });
      expect(await accountNamed('frank.li@corp')).toMatchObject({ status: 0 });
      expect((await firstSignIn('zhang-sub', '张伟')).result).toBe(0);
      // Signed in again, the account is found by its subject whatever its name now looks like.
      expect((await firstSignIn('frank-sub', 'Admin')).result).toBe(0);
    });
  });

  it("signs out of the provider too: logout answers its end-session address, and the next sign-in asks for the provider's again", async () => {
    provider.people.set('olga-sub', { name: 'olga', groups: ['wallet-ops'] });
    const jar = new Map<string, string>(); // one browser's cookies at the provider
    const viaJar = async () => {
      const transcript: string[] = [];
      const begun = await start();
      const answer = await finish(await provider.signInAt(begun.url, 'olga-sub', transcript, jar), begun.browser_key);
      expect(answer.result, answer.message).toBe(0);
      return {
        token: (answer.data as SignedIn).token,
        askedToSignIn: transcript.some((line) => line.includes("the provider's login form")),
      };
    };
    const first = await viaJar();
    expect(first.askedToSignIn).toBe(true);
    // The provider's session lives on in the browser: a second sign-in re-enters without its form (the finding).
    const second = await viaJar();
    expect(second.askedToSignIn).toBe(false);

    const out = await t.call('logout', { token: second.token });
    expect(out.result, out.message).toBe(0);
    const { end_session_url } = out.data as { end_session_url: string };
    const endpoint = new URL(end_session_url);
    expect(`${endpoint.origin}${endpoint.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(endpoint.searchParams.get('client_id')).toBe('wallet-admin');
    // The console adds itself as where the provider returns the browser (console/src/app/session.ts).
    endpoint.searchParams.set('post_logout_redirect_uri', REDIRECT_URI);
    expect(await provider.endSessionAt(endpoint.href, jar)).toBe(REDIRECT_URI);
    expect((await viaJar()).askedToSignIn).toBe(true);

    // A local account's sign-out has nothing to end at the provider.
    const local = await t.login(ADMIN.user_name, ADMIN.password);
    const localOut = await t.call('logout', { token: (local.data as SignedIn).token });
    expect(localOut).toMatchObject({ result: 0, data: { end_session_url: null, prompt_login: false } });
  });

  it("asks for the provider's sign-in after a sign-out when the provider has no end-session address (prompt=login)", async () => {
    const bare = await startProvider(undefined, { endSession: false });
    const app = await createTestApp({ config: { sso: bare.settings() } });
    try {
      bare.people.set('pia-sub', { name: 'pia', groups: ['wallet-ops'] });
      const jar = new Map<string, string>();
      const signInVia = async (prompt?: 'login') => {
        const transcript: string[] = [];
        const begun = await app.call('startSso', { body: { redirect_uri: REDIRECT_URI, ...(prompt ? { prompt } : {}) } });
        expect(begun.result, begun.message).toBe(0);
        const { url, browser_key } = begun.data as Started;
        expect(new URL(url).searchParams.get('prompt')).toBe(prompt ?? null);
        const answer = await app.call('finishSso', { body: { url: await bare.signInAt(url, 'pia-sub', transcript, jar), browser_key } });
        expect(answer.result, answer.message).toBe(0);
        return {
          token: (answer.data as SignedIn).token,
          askedToSignIn: transcript.some((line) => line.includes("the provider's login form")),
        };
      };
      expect((await signInVia()).askedToSignIn).toBe(true);
      const again = await signInVia();
      expect(again.askedToSignIn).toBe(false); // the provider's session lives on in the browser
      expect(await app.call('logout', { token: again.token })).toMatchObject({
        result: 0,
        data: { end_session_url: null, prompt_login: true },
      });
      // What the console sends after such a sign-out (console/src/app/sso.ts): the provider asks again.
      expect((await signInVia('login')).askedToSignIn).toBe(true);
      expect((await app.call('startSso', { body: { redirect_uri: REDIRECT_URI, prompt: 'consent' } })).result).toBe(40000);
    } finally {
      await app.close();
      await bare.close();
    }
  });

  it('refuses a disabled account, and a disabled account’s open session ends at its next request', async () => {
    provider.people.set('carol-sub', { name: 'carol', groups: ['wallet-ops'] });
    const carol = await signedIn('carol-sub');
    await core(t.db).updateTable('admin_user').set({ status: 1 }).where('id', '=', carol.user_id).execute();
    expect((await routesWith(carol.token)).result).toBe(10003);
    expect(await signIn('carol-sub')).toMatchObject({ result: 40003, message: 'account disabled' });
  });

  it('refuses the single sign-on of an account whose role signs in only with a passkey, in both languages', async () => {
    provider.people.set('erin-sub', { name: 'erin', groups: ['wallet-ops'] });
    await signedIn('erin-sub');
    const operatorRole = (passkeyOnly: number) =>
      core(t.db).updateTable('role').set({ passkey_only: passkeyOnly }).where('code', '=', 'operator').execute();
    await operatorRole(1);
    try {
      expect(await signIn('erin-sub')).toMatchObject({
        result: 40003,
        message: 'single sign-on refused: this account signs in only with a passkey',
      });
      const begun = await start();
      const back = await provider.signInAt(begun.url, 'erin-sub');
      const answer = await t.call('finishSso', {
        body: { url: back, browser_key: begun.browser_key },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(answer).toMatchObject({ result: 40003, message: '单点登录被拒绝：此账号只能使用通行密钥登录' });
    } finally {
      await operatorRole(0);
    }
    expect((await signIn('erin-sub')).result).toBe(0);
  });

  it('refuses a bad or used state, a sign-in finished in another browser, and an ID token with the wrong nonce', async () => {
    provider.people.set('dave-sub', { name: 'dave', groups: ['wallet-ops'] });
    const unknownState = 'single sign-on refused: this sign-in is unknown, used or expired (start again)';
    const begun = await start();
    const back = await provider.signInAt(begun.url, 'dave-sub');
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect(await finish(forged.href, begun.browser_key)).toMatchObject({ result: 40003, message: unknownState });
    // Another browser's key: refused, and the sign-in is used up.
    expect(await finish(back, 'A'.repeat(43))).toMatchObject({
      result: 40003,
      message: 'single sign-on refused: it was begun in another browser (start again)',
    });
    expect(await finish(back, begun.browser_key)).toMatchObject({ result: 40003, message: unknownState });

    // The nonce kept for the sign-in is not the one in the ID token: openid-client refuses the token.
    const second = await start();
    const returned = await provider.signInAt(second.url, 'dave-sub');
    await sql`update sso_login set nonce = 'not-the-nonce-sent'`.execute(t.db);
    const answer = await finish(returned, second.browser_key);
    expect(answer.result).toBe(40003);
    expect(answer.message).toMatch(/^single sign-on refused by the provider or its checks: .*"nonce"/);
    expect(await accountNamed('dave')).toBeUndefined();

    // A sign-in left past its 10 minutes.
    const late = await start();
    const lateBack = await provider.signInAt(late.url, 'dave-sub');
    t.clock.now += 11 * 60_000;
    expect(await finish(lateBack, late.browser_key)).toMatchObject({ result: 40003, message: unknownState });
  });

  it('moves the account at the re-check when its group maps to another role, and ends the sessions once the group is removed', async () => {
    provider.people.set('erin-sub', { name: 'erin', groups: ['wallet-ops'] });
    const erin = await signedIn('erin-sub');
    const second = await signedIn('erin-sub');
    // Within the re-check interval the provider is not asked; past it, it is, and the groups still map.
    t.clock.now += 61_000;
    expect((await routesWith(erin.token)).result).toBe(0);
    // A group that maps to another role moves the account at the re-check.
    provider.people.set('erin-sub', { name: 'erin', groups: ['wallet-admins'] });
    t.clock.now += 61_000;
    expect((await t.call('getUserRoleType', { token: erin.token })).data).toMatchObject({ role_type: 0, role_code: 'super-admin' });
    provider.people.set('erin-sub', { name: 'erin', groups: ['visitors'] });
    expect((await routesWith(erin.token)).result).toBe(0);
    t.clock.now += 61_000;
    expect((await routesWith(erin.token)).result).toBe(10003);
    expect((await routesWith(second.token)).result).toBe(10003);
    // Removed from the provider altogether: the refresh token is refused, the session ends.
    provider.people.set('frank-sub', { name: 'frank', groups: ['wallet-ops'] });
    const frank = await signedIn('frank-sub');
    provider.people.delete('frank-sub');
    t.clock.now += 61_000;
    expect((await routesWith(frank.token)).result).toBe(10003);
  });

  it('SSO_ONLY refuses password sign-in to every account but the break-glass admin; the sign-in page is told', async () => {
    const { config } = t.app.services;
    const on = config.sso;
    expect((await t.call('getSignInOptions')).data).toEqual({ sso: true, password: true });
    config.sso = provider.settings({ only: true, breakGlass: ADMIN.user_name });
    try {
      expect((await t.call('getSignInOptions')).data).toEqual({ sso: true, password: false });
      const refused = await t.login('operator', 'Operator@12345');
      expect(refused).toMatchObject({ result: 40003, message: 'password sign-in is off: sign in with single sign-on' });
      const zh = await t.call('login', {
        body: { user_name: 'operator', password: 'a'.repeat(64) },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.message).toBe('已关闭密码登录：请使用单点登录');
      expect((await t.login(ADMIN.user_name, ADMIN.password)).result).toBe(0);
      config.sso = null;
      expect((await t.call('getSignInOptions')).data).toEqual({ sso: false, password: true });
      expect(await t.call('startSso', { body: { redirect_uri: REDIRECT_URI } })).toMatchObject({
        result: 40003,
        message: 'single sign-on is off',
      });
      expect((await t.login('operator', 'Operator@12345')).result).toBe(0);
    } finally {
      config.sso = on;
    }
  });
});

describe("deprovisioning: an SSO account's passkeys and sessions live only while the provider grants it (issue 55)", () => {
  type Json = Record<string, unknown>;
  async function addPasskey(token: string, key: SoftAuthenticator) {
    const options = await t.call('passkeyOptions', { token });
    expect(options.result, options.message).toBe(0);
    const added = await t.call('addPasskey', { token, body: { name: 'laptop', response: key.register(options.data as Json, ORIGIN) } });
    expect(added.result, added.message).toBe(0);
  }
  async function passkeySignIn(key: SoftAuthenticator) {
    const { challenge_id, options } = (await t.call('passkeyLoginOptions')).data as { challenge_id: number; options: Json };
    return t.call('passkeyLogin', { body: { challenge_id, response: key.assert(options, ORIGIN) } });
  }
  const removedFromGroups = 'single sign-on refused: none of your groups is given a role here (ask an administrator)';

  it('asks the provider at every passkey sign-in: refused, and every session ended, once the group is removed', async () => {
    const { config } = t.app.services;
    const on = config.sso;
    config.sso = provider.settings({ only: true, breakGlass: ADMIN.user_name });
    try {
      provider.people.set('gina-sub', { name: 'gina', groups: ['wallet-ops'] });
      const gina = await signedIn('gina-sub');
      const key = softAuthenticator();
      await addPasskey(gina.token, key);
      const first = await passkeySignIn(key);
      expect(first.result, first.message).toBe(0);
      const passkeySession = (first.data as SignedIn).token;
      // A group that maps to another role moves the account at the passkey sign-in.
      provider.people.set('gina-sub', { name: 'gina', groups: ['wallet-admins'] });
      expect((await passkeySignIn(key)).result).toBe(0);
      expect((await t.call('getUserRoleType', { token: passkeySession })).data).toMatchObject({ role_code: 'super-admin' });
      // Removed from the provider's groups: within the re-check interval, and still refused at once.
      provider.people.set('gina-sub', { name: 'gina', groups: ['visitors'] });
      expect(await passkeySignIn(key)).toMatchObject({ result: 40003, message: removedFromGroups });
      expect((await routesWith(gina.token)).result).toBe(10003);
      expect((await routesWith(passkeySession)).result).toBe(10003);
      // In both languages.
      const { challenge_id, options } = (await t.call('passkeyLoginOptions')).data as { challenge_id: number; options: Json };
      const zh = await t.call('passkeyLogin', {
        body: { challenge_id, response: key.assert(options, ORIGIN) },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh).toMatchObject({ result: 40003, message: '单点登录被拒绝：您所在的组都没有对应的角色（请联系管理员）' });
      // Given back at the provider: the passkey works again.
      provider.people.set('gina-sub', { name: 'gina', groups: ['wallet-ops'] });
      expect((await passkeySignIn(key)).result).toBe(0);
      // Removed from the provider altogether: its refresh is refused, and so is the passkey.
      provider.people.delete('gina-sub');
      const gone = await passkeySignIn(key);
      expect(gone.result).toBe(40003);
      expect(gone.message).toMatch(/^single sign-on refused by the provider or its checks: /);
    } finally {
      config.sso = on;
    }
  });

  it('ends a passkey session of an SSO account at the first request past the re-check once the group is removed', async () => {
    provider.people.set('hank-sub', { name: 'hank', groups: ['wallet-ops'] });
    const hank = await signedIn('hank-sub');
    const key = softAuthenticator();
    await addPasskey(hank.token, key);
    const signedInWithKey = await passkeySignIn(key);
    expect(signedInWithKey.result, signedInWithKey.message).toBe(0);
    const passkeySession = (signedInWithKey.data as SignedIn).token;
    t.clock.now += 61_000;
    expect((await routesWith(passkeySession)).result).toBe(0);
    provider.people.set('hank-sub', { name: 'hank', groups: ['visitors'] });
    t.clock.now += 61_000;
    expect((await routesWith(passkeySession)).result).toBe(10003);
    expect((await routesWith(hank.token)).result).toBe(10003);
  });
});
