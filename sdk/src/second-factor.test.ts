// A sign-in's second factor (issue 55): a right password answers 20203 with a pending sign-in; the client's
// `secondFactor` option answers it (an authenticator code or a recovery code) for login and for the sign-ins its
// `credentials` make; without one, or for an account that must enrol first, the sign-in fails with the typed
// SecondFactorRequiredError and no session is stored.
import { describe, expect, it, vi } from 'vitest';
import { createAdminClient, createClientWith } from './client.js';
import { ApiError, isSecondFactorRequired, RESULT, SecondFactorRequiredError, type SecondFactorAnswer } from './errors.js';
import { completeSignIn, listBlockChain, login, logout } from './generated/by-operation.js';
import { createMemoryTokenStore } from './token-store.js';
import { envelope, fakeFetch, ok, type CapturedRequest } from '../test/fake-fetch.js';

const PENDING = 'a'.repeat(64);
const challenge = (enrol = false) =>
  envelope(20203, 'second factor needed', {
    pending_token: PENDING,
    expires_at: 1,
    enrol,
    methods: enrol ? [] : ['totp', 'recovery_code'],
  });
const session = () => ok({ token: 'tok-2fa', user_id: 1, user_name: 'admin' });
const path = (r: CapturedRequest) => new URL(r.url).pathname;
const form = (r: CapturedRequest) => Object.fromEntries(new URLSearchParams(r.body ?? ''));

/** A server that asks every sign-in for a second factor and accepts `accepted` (any code when unset). */
function server(accepted?: string, enrol = false) {
  return fakeFetch((request) => {
    if (path(request) === '/v1/admin/login') return challenge(enrol);
    if (path(request) === '/v1/admin/login/second_factor') {
      const { code } = form(request);
      return accepted === undefined || code === accepted ? session() : envelope(40010, 'wrong verification code');
    }
    return ok({ total: 0, list: [] });
  });
}

function setup(
  fake: ReturnType<typeof fakeFetch>,
  secondFactor?: () => SecondFactorAnswer | undefined | Promise<SecondFactorAnswer | undefined>,
) {
  const onError = vi.fn();
  const tokenStore = createMemoryTokenStore();
  const client = createAdminClient({
    baseUrl: 'http://api.test',
    fetch: fake.fetch,
    tokenStore,
    onError,
    ...(secondFactor ? { secondFactor } : {}),
  });
  return { client, tokenStore, onError };
}

describe('login with a second factor', () => {
  it('fails with a SecondFactorRequiredError carrying the pending sign-in when the client has no secondFactor option', async () => {
    const fake = server();
    const { client, tokenStore, onError } = setup(fake);
    const error = await client.login('admin', 'Admin@12345').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecondFactorRequiredError);
    expect(error).toBeInstanceOf(ApiError);
    expect(isSecondFactorRequired(error)).toBe(true);
    const refusal = error as SecondFactorRequiredError;
    expect([refusal.result, refusal.result === RESULT.SECOND_FACTOR_REQUIRED, refusal.operationId]).toEqual([20203, true, 'login']);
    expect(refusal.data).toMatchObject({ pending_token: PENDING, enrol: false, methods: ['totp', 'recovery_code'] });
    expect(tokenStore.get()).toBeNull();
    expect(onError).not.toHaveBeenCalled(); // the sign-in's next step, not a failure to report
    expect(fake.requests.map(path)).toEqual(['/v1/admin/login']);
  });

  it('finishes with the option’s authenticator code or recovery code (a string read by its form, or { method, code })', async () => {
    for (const [answer, method, code] of [
      ['123456', 'totp', '123456'],
      [' 654321 ', 'totp', '654321'],
      ['ABCD-EFGH-JKMN-PQRS', 'recovery_code', 'ABCD-EFGH-JKMN-PQRS'],
      [{ method: 'recovery_code', code: 'abcd-efgh-jkmn-pqrs' }, 'recovery_code', 'abcd-efgh-jkmn-pqrs'],
    ] as const) {
      const fake = server();
      const asked = vi.fn(() => answer);
      const { client, tokenStore } = setup(fake, asked);
      await expect(client.login('admin', 'Admin@12345')).resolves.toMatchObject({ token: 'tok-2fa', user_id: 1 });
      expect(asked).toHaveBeenCalledWith(expect.objectContaining({ pending_token: PENDING, methods: ['totp', 'recovery_code'] }));
      expect(fake.requests.map(path)).toEqual(['/v1/admin/login', '/v1/admin/login/second_factor']);
      expect(form(fake.requests[1]!)).toEqual({ pending_token: PENDING, method, code });
      expect(tokenStore.get()).toMatchObject({ token: 'tok-2fa', userName: 'admin', userId: 1 });
    }
  });

  it('does not ask an account that must enrol first, nor send anything when the option answers nothing', async () => {
    const enrolling = server(undefined, true);
    const never = vi.fn(() => '123456');
    const first = await setup(enrolling, never)
      .client.login('new-operator', 'Secret@12345')
      .catch((e: unknown) => e);
    expect(isSecondFactorRequired(first) && first.data.enrol).toBe(true);
    expect(never).not.toHaveBeenCalled();

    const fake = server();
    const second = await setup(fake, () => undefined)
      .client.login('admin', 'Admin@12345')
      .catch((e: unknown) => e);
    expect(second).toBeInstanceOf(SecondFactorRequiredError);
    expect(fake.requests.map(path)).toEqual(['/v1/admin/login']);
  });

  it('fails with completeSignIn’s 40010 for a wrong code, storing no session', async () => {
    const { client, tokenStore } = setup(server('111111'), () => '222222');
    await expect(client.login('admin', 'Admin@12345')).rejects.toMatchObject({ result: 40010, operationId: 'completeSignIn' });
    expect(tokenStore.get()).toBeNull();
  });

  it('answers the sign-in of `credentials` when a call finds the session gone, and sends the call again', async () => {
    let signedIn = false;
    const fake = fakeFetch((request) => {
      if (path(request) === '/v1/admin/login') return challenge();
      if (path(request) === '/v1/admin/login/second_factor') {
        signedIn = true;
        return session();
      }
      return signedIn ? ok({ total: 0, list: [] }) : envelope(10001, 'session idle too long');
    });
    const code = vi.fn(() => '123456');
    const client = createClientWith(
      { login, completeSignIn, logout, listBlockChain },
      {
        baseUrl: 'http://api.test',
        fetch: fake.fetch,
        tokenStore: createMemoryTokenStore({ token: 'old', userName: 'admin', userId: 1 }),
        credentials: () => ({ userName: 'admin', password: 'Admin@12345' }),
        secondFactor: code,
      },
    );
    await expect(client.call('listBlockChain', { query: {} })).resolves.toEqual({ total: 0, list: [] });
    expect(code).toHaveBeenCalledTimes(1);
    expect(fake.requests.map(path)).toEqual([
      '/v1/admin/block_chain/list',
      '/v1/admin/login',
      '/v1/admin/login/second_factor',
      '/v1/admin/block_chain/list',
    ]);
    expect(fake.requests[3]!.headers.token).toBe('tok-2fa');
  });
});
