// Re-authentication ("sudo mode", issue 43): a 40013 answer is a ReauthRequiredError a script can catch, answer
// (reauthenticate) and retry; a client given `reauthenticate` does it itself, once per call.
import { describe, expect, it, vi } from 'vitest';
import { createAdminClient } from './client.js';
import { ApiError, ReauthRequiredError, RESULT } from './errors.js';
import { hashPassword } from './sign.js';
import { createMemoryTokenStore } from './token-store.js';
import { envelope, fakeFetch, ok, type Handler } from '../test/fake-fetch.js';

const REFUSED = () => envelope(40013, 'confirm it is you', { methods: ['totp'] });

function setup(handler: Handler, reauthenticate?: (error: ReauthRequiredError) => Promise<boolean>) {
  const fake = fakeFetch(handler);
  const onError = vi.fn();
  const client = createAdminClient({
    baseUrl: 'http://api.test',
    fetch: fake.fetch,
    tokenStore: createMemoryTokenStore({ token: 'tok-1', userName: 'admin', userId: 1 }),
    onError,
    ...(reauthenticate ? { reauthenticate } : {}),
  });
  return { client, requests: fake.requests, onError };
}

const paths = (requests: { url: string }[]) => requests.map((r) => new URL(r.url).pathname);

describe('ReauthRequiredError', () => {
  it('is what a script catches, answers with reauthenticate and retries', async () => {
    let proved = false;
    const { client, requests } = setup((request) => {
      if (request.url.endsWith('/reauthenticate')) {
        proved = true;
        return ok({ verified_at: 1, expires_at: 2 });
      }
      return proved ? ok(null) : REFUSED();
    });
    const remove = () => client.call('deleteUser', { body: { user_id: 7, password: hashPassword('Admin@12345') } });
    const error = await remove().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReauthRequiredError);
    expect(error).toBeInstanceOf(ApiError);
    const refusal = error as ReauthRequiredError;
    expect([refusal.result, refusal.result === RESULT.REAUTH_REQUIRED, refusal.data.methods]).toEqual([40013, true, ['totp']]);
    expect(refusal.operationId).toBe('deleteUser');
    await client.call('reauthenticate', { body: { method: 'totp', google_verify_code: '123456' } });
    await expect(remove()).resolves.toBeNull();
    expect(paths(requests)).toEqual(['/v1/admin/user/delete', '/v1/admin/user/reauthenticate', '/v1/admin/user/delete']);
  });

  it('is answered by the client’s reauthenticate option, and the call sent again once, as it was', async () => {
    const answer = vi.fn(async (error: ReauthRequiredError) => {
      expect(error.data.methods).toEqual(['totp']);
      return true;
    });
    const { client, requests, onError } = setup((_, index) => (index === 0 ? REFUSED() : ok({ id: 1 })), answer);
    await expect(client.call('setRole', { body: { name: 'ops', permissions: [] } })).resolves.toEqual({ id: 1 });
    expect(answer).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toBe(requests[0]!.body);
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails the call when the answer is no (cancelled) or the retry is refused again: no loop', async () => {
    const declined = setup(REFUSED, async () => false);
    await expect(declined.client.call('setRole', { body: { name: 'ops', permissions: [] } })).rejects.toBeInstanceOf(ReauthRequiredError);
    expect(declined.requests).toHaveLength(1);
    expect(declined.onError).toHaveBeenCalledTimes(1);
    const stubborn = setup(REFUSED, async () => true);
    await expect(stubborn.client.call('setRole', { body: { name: 'ops', permissions: [] } })).rejects.toBeInstanceOf(ReauthRequiredError);
    expect(stubborn.requests).toHaveLength(2);
  });
});
