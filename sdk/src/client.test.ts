import { describe, expect, it, vi } from 'vitest';
import { createAdminClient, createClientWith, type AdminClientOptions } from './client.js';
import { ApiError, isApiError, isSessionExpired, isStale, RESULT } from './errors.js';
import { deleteCategory, listBlockChain, login, logout, searchApplication, syncCustomChain } from './generated/by-operation.js';
import { operations as table } from './generated/operations.js';
import { hashPassword, signRequest } from './sign.js';
import { createMemoryTokenStore } from './token-store.js';
import type { OperationMeta } from './types.js';
import { envelope, fakeFetch, hang, ok, type Handler } from '../test/fake-fetch.js';

const BASE = 'http://api.test';
const session = { token: 'tok-1', userName: 'admin', userId: 1 };

function setup(handler?: Handler, options: Partial<AdminClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const onError = vi.fn();
  const onSessionExpired = vi.fn();
  const onRecommendConflict = vi.fn();
  const tokenStore = createMemoryTokenStore(session);
  const client = createAdminClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    tokenStore,
    onError,
    onSessionExpired,
    onRecommendConflict,
    maxRetries: 2,
    retryDelayMs: 1,
    ...options,
  });
  return { client, requests: fake.requests, onError, onSessionExpired, onRecommendConflict, tokenStore };
}

/** Temporarily changes a row of the runtime table (for extensions no operation uses yet). */
function patchOperation(id: keyof typeof table, patch: Partial<OperationMeta>): () => void {
  const row = table[id] as unknown as Record<string, unknown>;
  const saved = { ...row };
  Object.assign(row, patch);
  return () => {
    for (const key of Object.keys(row)) delete row[key];
    Object.assign(row, saved);
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('calls', () => {
  it('call resolves with data; request with the envelope', async () => {
    const { client, requests } = setup(() => ok({ list: [{ id: 1 }], total: 1 }));
    await expect(client.call('listBlockChain', { query: { start: 0, count: 10 } })).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
    await expect(client.request('listBlockChain')).resolves.toEqual({
      result: 0,
      message: 'ok',
      data: { list: [{ id: 1 }], total: 1 },
      requestId: 'req-test',
    });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe(`${BASE}/v1/admin/block_chain/list?start=0&count=10`);
    expect(requests[0]!.body).toBeNull();
  });

  it('sends the token header when the store has one, and none otherwise', async () => {
    const { client, requests, tokenStore } = setup();
    await client.call('getDashboardSummary');
    expect(requests[0]!.headers.token).toBe('tok-1');
    tokenStore.clear();
    await client.call('login', { body: { user_name: 'a', password: hashPassword('x') } });
    expect(requests[1]!.headers.token).toBeUndefined();
  });

  it('form-encodes flat bodies, skipping undefined', async () => {
    const { client, requests } = setup(() => ok({}));
    await client.call('createBlockChain', {
      body: { platform: 1, name: '以太坊 & co', symbol: 'ETH', decimals: 18, logo: undefined, status: 0 },
    });
    const r = requests[0]!;
    expect(r.method).toBe('POST');
    expect(r.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(r.body).toBe('platform=1&name=%E4%BB%A5%E5%A4%AA%E5%9D%8A+%26+co&symbol=ETH&decimals=18&status=0');
  });

  it('JSON-encodes bodies of application/json operations', async () => {
    const { client, requests } = setup(() => ok({}));
    await client.call('setRole', { body: { name: 'ops', permissions: ['/system/blockchain'] } });
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]!.body!)).toEqual({ name: 'ops', permissions: ['/system/blockchain'] });
  });

  it('substitutes path parameters and sends no body when the operation declares none', async () => {
    const { client, requests } = setup();
    await client.call('deleteEndpoint', { path: { id: 42 } });
    expect(requests[0]!.url).toBe(`${BASE}/v1/admin/endpoint/delete/42`);
    expect(requests[0]!.body).toBeNull();
    expect(requests[0]!.headers['content-type']).toBeUndefined();
  });

  it('adds X-Admin-Password only where the operation needs it, and refuses without one', async () => {
    const adminPassword = vi.fn(async () => 'fixed-pw');
    const { client, requests } = setup(undefined, { adminPassword });
    await client.call('syncCustomChain', { body: { id: 3 } });
    await client.call('listCustomChain');
    expect(requests[0]!.headers['x-admin-password']).toBe('fixed-pw');
    expect(requests[1]!.headers['x-admin-password']).toBeUndefined();
    expect(adminPassword).toHaveBeenCalledTimes(1);

    const bare = setup();
    const error = await rejection(bare.client.call('syncCustomChain', { body: { id: 3 } }));
    expect(error.kind).toBe('config');
    expect(error.message).toContain('X-Admin-Password');
    expect(bare.requests).toHaveLength(0);
  });

  it('stays quiet when the admin password is declined (a cancelled prompt), and sends nothing', async () => {
    const declined = setup(undefined, { adminPassword: () => Promise.reject(new DOMException('cancelled', 'AbortError')) });
    const error = await rejection(declined.client.call('syncCustomChain', { body: { id: 3 } }));
    expect(error.kind).toBe('abort');
    expect(declined.onError).not.toHaveBeenCalled();
    expect(declined.requests).toHaveLength(0);
  });

  it('aborts with the caller signal: result -1, no toast', async () => {
    const { client, onError } = setup(hang);
    const controller = new AbortController();
    const pending = client.call('listBlockChain', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await rejection(pending);
    expect(error.result).toBe(-1);
    expect(error.kind).toBe('abort');
    expect(onError).not.toHaveBeenCalled();
  });

  it('ends on abort and on timeout even when the fetch ignores the signal', async () => {
    const deaf = () => new Promise<Response>(() => undefined); // never settles, never looks at the signal
    const { client, onError } = setup(deaf, { timeoutMs: 0, maxRetries: 0, retryDelayMs: 0 });
    const controller = new AbortController();
    const pending = client.call('listBlockChain', { signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ result: -1, kind: 'abort' });
    expect(onError).not.toHaveBeenCalled();

    const timed = setup(deaf, { timeoutMs: 20, maxRetries: 0, retryDelayMs: 0 });
    expect(await rejection(timed.client.call('listBlockChain'))).toMatchObject({ result: -1, kind: 'timeout' });
  });

  it('times out: result -1 and one toast after the retries', async () => {
    const { client, onError, requests } = setup(hang, { timeoutMs: 30 });
    const error = await rejection(client.call('createCategory', { body: { name: 'x', lang: 'en' } as never }));
    expect(error).toMatchObject({ result: -1, kind: 'timeout' });
    expect(error.message).toContain('timeout');
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(error);
    expect(requests).toHaveLength(3);
  });
});

describe('transport failures', () => {
  it('a refused connection resolves request() with result -1 and toasts once', async () => {
    const onError = vi.fn();
    const client = createAdminClient({ baseUrl: 'http://127.0.0.1:1', onError, maxRetries: 0, retryDelayMs: 1 });
    const answer = await client.request('listBlockChain');
    expect(answer.result).toBe(-1);
    expect(answer.message).toMatch(/fetch failed|ECONNREFUSED/);
    expect(onError).toHaveBeenCalledTimes(1);
    const error = await rejection(client.call('listBlockChain'));
    expect(error).toMatchObject({ result: -1, kind: 'network', status: 0, operationId: 'listBlockChain' });
  });

  it('retries a GET on network failure, then succeeds without a toast', async () => {
    const { client, requests, onError } = setup((_r, i) => {
      if (i < 2) throw new TypeError('fetch failed');
      return ok({ list: [], total: 0 });
    });
    await expect(client.call('listBlockChain')).resolves.toEqual({ list: [], total: 0 });
    expect(requests).toHaveLength(3);
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after the configured retries and toasts once', async () => {
    const { client, requests, onError } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.request('listBlockChain')).resolves.toMatchObject({ result: -1, message: 'fetch failed' });
    expect(requests).toHaveLength(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('retries a GET that timed out', async () => {
    const { client, requests } = setup((r, i) => (i === 0 ? hang(r) : ok({ list: [], total: 0 })), { timeoutMs: 30 });
    await expect(client.call('listBlockChain')).resolves.toEqual({ list: [], total: 0 });
    expect(requests).toHaveLength(2);
  });

  it('retries a write with one Idempotency-Key for all its attempts, a new one per call', async () => {
    const { client, requests } = setup((_r, i) => {
      if (i === 0) throw new TypeError('fetch failed');
      return i === 1 ? envelope(50000, 'internal error', undefined, { status: 500 }) : ok({});
    });
    await client.call('createCategory', { body: { name: 'x', lang: 'en' } as never });
    await client.call('createCategory', { body: { name: 'x', lang: 'en' } as never });
    const keys = requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[\w-]{1,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('retries a call the server answered 50300 (its database was away) with the same Idempotency-Key', async () => {
    const { client, requests } = setup((_r, i) => (i === 0 ? envelope(50300, 'database unavailable') : ok({})));
    await client.call('createCategory', { body: { name: 'x', lang: 'en' } as never });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers['idempotency-key']).toBe(requests[0]!.headers['idempotency-key']);
  });

  it("keeps the caller's Idempotency-Key, and maxRetries per call overrides the client's", async () => {
    const { client, requests } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await client.request('createCategory', { body: { name: 'x', lang: 'en' } as never }, { idempotencyKey: 'form-1', maxRetries: 4 });
    expect(requests).toHaveLength(5);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set(['form-1']));
    await client.request('listBlockChain', {}, { maxRetries: 0 });
    expect(requests).toHaveLength(6);
  });

  it('never retries a POST the server cannot recognise as a repeat (no session: login), nor a refusal', async () => {
    const { client, requests } = setup((_r, i) => {
      if (i === 0) throw new TypeError('fetch failed');
      return envelope(i === 1 ? 40029 : 40000, 'no');
    });
    await expect(client.request('login', { body: { user_name: 'a', password: hashPassword('x') } })).resolves.toMatchObject({ result: -1 });
    expect(requests[0]!.headers['idempotency-key']).toBeUndefined();
    await expect(client.request('login', { body: { user_name: 'a', password: hashPassword('x') } })).resolves.toMatchObject({
      result: 40029,
    });
    await expect(client.request('listBlockChain')).resolves.toMatchObject({ result: 40000 });
    expect(requests).toHaveLength(3);
  });

  it('retries HTTP 5xx; uses the envelope message or the status text', async () => {
    const { client, requests, onError } = setup((_r, i) =>
      i < 3
        ? envelope(50000, 'db is down', undefined, { status: 502 })
        : new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const first = await rejection(client.call('listBlockChain'));
    expect(first).toMatchObject({ result: -1, message: 'db is down', status: 502, kind: 'http', requestId: 'req-test' });
    expect(requests).toHaveLength(3);
    const second = await rejection(client.call('listBlockChain', {}, { maxRetries: 0 }));
    expect(second.message).toBe('HTTP 502 Bad Gateway: <html>bad gateway</html>');
    expect(requests).toHaveLength(4);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('a 200 that is not an envelope is result -1', async () => {
    const { client } = setup((_r, i) => new Response(i === 0 ? 'not json' : '{"ok":true}', { status: 200 }));
    await expect(client.request('listBlockChain')).resolves.toMatchObject({ result: -1 });
    await expect(client.request('listBlockChain')).resolves.toMatchObject({ result: -1 });
  });
});

describe('server failures', () => {
  it('call throws ApiError with result, message, status, requestId and data; onError receives it', async () => {
    const { client, onError } = setup(() => envelope(40004, 'block chain 9 not found', { id: 9 }));
    const error = await rejection(client.call('getBlockChain', { query: { id: 9 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      result: 40004,
      message: 'block chain 9 not found',
      operationId: 'getBlockChain',
      status: 200,
      requestId: 'req-test',
      data: { id: 9 },
    });
    expect(onError).toHaveBeenCalledWith(error);
    await expect(client.request('getBlockChain', { query: { id: 9 } })).resolves.toEqual({
      result: 40004,
      message: 'block chain 9 not found',
      data: { id: 9 },
      requestId: 'req-test',
    });
  });

  it('without a language option, Node follows the locale (LC_ALL, then LC_MESSAGES, then LANG); a string is fixed', async () => {
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LC_MESSAGES', '');
    vi.stubEnv('LANG', 'en_US.UTF-8');
    try {
      const { client, requests } = setup(() => ok({}));
      await client.call('getDashboardSummary');
      vi.stubEnv('LC_MESSAGES', 'zh_CN.UTF-8');
      await client.call('getDashboardSummary');
      vi.stubEnv('LC_ALL', 'C');
      await client.call('getDashboardSummary');
      vi.stubEnv('LC_ALL', '');
      vi.stubEnv('LC_MESSAGES', '');
      vi.stubEnv('LANG', '');
      await client.call('getDashboardSummary');
      const fixed = setup(() => ok({}), { language: 'zh-Hans' });
      vi.stubEnv('LANG', 'en_GB.UTF-8');
      await fixed.client.call('getDashboardSummary');
      expect(requests.map((r) => r.headers['accept-language'])).toEqual(['en-US', 'zh-CN', 'en', undefined]);
      expect(fixed.requests[0]!.headers['accept-language']).toBe('zh-Hans');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('the language option sets Accept-Language on every request, read each time (call and request)', async () => {
    let language: string | undefined = 'en';
    const { client, requests } = setup(() => ok({ list: [], total: 0 }), { language: () => language });
    await client.call('listBlockChain');
    language = 'zh-Hans';
    await client.request('listBlockChain');
    language = undefined;
    await client.call('listBlockChain');
    expect(requests.map((r) => r.headers['accept-language'])).toEqual(['en', 'zh-Hans', undefined]);
  });

  it('a failure naming a field exposes it on ApiError and the envelope', async () => {
    const answer = () =>
      new Response(JSON.stringify({ result: 40009, message: 'conflict: language.code already exists', field: 'code', request_id: 'r' }), {
        headers: { 'content-type': 'application/json' },
      });
    const { client } = setup(answer);
    const error = await rejection(client.call('createLanguage', { body: { code: 'en', name: 'English' } }));
    expect(error).toMatchObject({ result: 40009, field: 'code', data: undefined });
    await expect(client.request('createLanguage', { body: { code: 'en', name: 'English' } })).resolves.toMatchObject({
      result: 40009,
      field: 'code',
    });
  });

  it('silent messages reach nobody (per operation and per client)', async () => {
    expect(table.getNftMetadata.silentMessages).toContain('get metadata error');
    const { client, onError } = setup(() => envelope(50000, 'get metadata error'));
    const query = { id: 1, token_id: '42' };
    await expect(client.request('getNftMetadata', { query })).resolves.toMatchObject({ result: 50000 });
    await expect(client.call('getNftMetadata', { query })).rejects.toMatchObject({ message: 'get metadata error' });
    expect(onError).not.toHaveBeenCalled();
    await client.request('listBlockChain'); // the same message elsewhere is shown
    expect(onError).toHaveBeenCalledTimes(1);

    const restore = patchOperation('getBlockChain', { silentMessages: ['quiet please'] });
    try {
      const patched = setup(() => envelope(50000, 'quiet please'));
      await patched.client.request('getBlockChain', { query: { id: 1 } });
      expect(patched.onError).not.toHaveBeenCalled();
    } finally {
      restore();
    }
    const global = setup(() => envelope(50000, 'get metadata error'), { silentMessages: ['get metadata error'] });
    await global.client.request('listBlockChain');
    expect(global.onError).not.toHaveBeenCalled();
  });

  it('recommend conflicts raise an event instead of a toast', async () => {
    const message = 'category in use: id 3 recommend 14, id 5 recommend 15';
    const { client, onError, onRecommendConflict } = setup(() => envelope(40009, message));
    const error = await rejection(client.call('deleteCategory', { path: { id: 7 } }));
    expect(error.result).toBe(40009);
    expect(onRecommendConflict).toHaveBeenCalledWith({
      operationId: 'deleteCategory',
      conflicts: [
        { id: 3, recommend: 14 },
        { id: 5, recommend: 15 },
      ],
      message,
    });
    expect(onError).not.toHaveBeenCalled();
    // without pairs it is an ordinary failure; on other operations the pairs mean nothing
    const plain = setup(() => envelope(40009, 'name already exists'));
    await plain.client.request('deleteCategory', { path: { id: 7 } });
    expect(plain.onError).toHaveBeenCalledTimes(1);
    const other = setup(() => envelope(40009, message));
    await other.client.request('deleteEndpoint', { path: { id: 7 } });
    expect(other.onRecommendConflict).not.toHaveBeenCalled();
    expect(other.onError).toHaveBeenCalledTimes(1);
  });
});

describe('result codes', () => {
  it('isStale recognises the 40012 refusal of that update, with the current row; isSessionExpired the expiry codes', async () => {
    const row = { id: 3, name: 'Ethereum', updated_at: 1_700_000_000_500 };
    const { client } = setup((_r, i) => (i === 0 ? envelope(40012, 'stale', row) : envelope(10001, 'idle')));
    const stale = await rejection(client.call('updateBlockChain', { body: { id: 3, name: 'x' } }));
    expect(isStale(stale, 'updateBlockChain') && stale.data.updated_at).toBe(row.updated_at);
    expect(isStale(stale, 'updateEndpoint')).toBe(false);
    expect(isSessionExpired(stale)).toBe(false);
    const expired = await rejection(client.call('listBlockChain'));
    expect(isStale(expired, 'listBlockChain')).toBe(false);
    expect(isSessionExpired(expired)).toBe(true);
    expect(isSessionExpired(RESULT.SESSION_REVOKED)).toBe(true);
  });
});

describe('session expiry', () => {
  it('clears the store and calls onSessionExpired once for concurrent failures, without toasts', async () => {
    const { client, onSessionExpired, onError, tokenStore } = setup((_r, i) => envelope([10001, 10002, 10003][i % 3]!, 'session expired'));
    const answers = await Promise.all([
      client.request('listBlockChain'),
      client.request('listCategory'),
      client.request('getDashboardSummary'),
      client.request('getUserRoutes'),
    ]);
    expect(answers.map((a) => a.result)).toEqual([10001, 10002, 10003, 10001]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired.mock.calls[0]![0]).toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBeNull();
    // still logged out: later failures (9999, no token) do not repeat it
    await client.request('listBlockChain');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports again once a new session is stored', async () => {
    const { client, onSessionExpired, tokenStore } = setup(() => envelope(10000, 'unknown session'));
    await client.request('listBlockChain');
    tokenStore.set({ ...session, token: 'tok-2' });
    await Promise.all([client.request('listBlockChain'), client.request('listBlockChain')]);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('ignores a late expiry of an older session', async () => {
    let release: (r: Response) => void = () => undefined;
    const { client, onSessionExpired, tokenStore } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const old = client.request('listBlockChain'); // sent with tok-1
    await vi.waitFor(() => expect(release).not.toBe(undefined));
    await new Promise((r) => setTimeout(r, 5));
    tokenStore.set({ ...session, token: 'tok-2' });
    release(envelope(10003, 'revoked'));
    await expect(old).resolves.toMatchObject({ result: 10003 });
    expect(tokenStore.get()?.token).toBe('tok-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('signing in again', () => {
  /** A server whose session tok-1 has expired; login answers tok-2 (or refuses a wrong password). */
  const handler: Handler = async (request) => {
    if (request.url.endsWith('/v1/admin/login')) {
      const password = new URLSearchParams(request.body ?? '').get('password');
      return password === hashPassword('right')
        ? ok({ token: 'tok-2', user_id: 1, user_name: 'admin' })
        : envelope(40001, 'wrong password');
    }
    return request.headers.token === 'tok-2' ? ok({ list: [], total: 0 }) : envelope(10001, 'session idle');
  };

  it('signs in once with the credentials for every call that found the session gone, and sends them again', async () => {
    const credentials = vi.fn(() => ({ userName: 'admin', password: 'right' }));
    const { client, requests, onSessionExpired, onError, tokenStore } = setup(handler, { credentials });
    const answers = await Promise.all([client.call('listBlockChain'), client.call('listEndpoint'), client.call('listBp')]);
    expect(answers).toEqual([
      { list: [], total: 0 },
      { list: [], total: 0 },
      { list: [], total: 0 },
    ]);
    expect(credentials).toHaveBeenCalledOnce();
    expect(requests.filter((r) => r.url.endsWith('/login'))).toHaveLength(1);
    expect(tokenStore.get()?.token).toBe('tok-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not sign in again only to log out', async () => {
    const credentials = vi.fn(() => ({ userName: 'admin', password: 'right' }));
    const { client, requests, tokenStore } = setup(handler, { credentials });
    await client.logout();
    expect(credentials).not.toHaveBeenCalled();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/admin/user/logout']);
    expect(tokenStore.get()).toBeNull();
  });

  it('reports the expiry when signing in again fails', async () => {
    const { client, onSessionExpired, tokenStore } = setup(handler, {
      credentials: async () => ({ userName: 'admin', password: 'wrong' }),
    });
    await expect(client.request('listBlockChain')).resolves.toMatchObject({ result: 10001 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(tokenStore.get()).toBeNull();
  });
});

describe('pre-send validation', () => {
  it.each([
    ['getBlockChain', {}, 'query parameter "id" is required'],
    ['getBlockChain', { query: { id: 'abc' } }, 'query parameter "id" must be integer'],
    ['listBlockChain', { query: { start: 'x' } }, 'query parameter "start" must be integer'],
    ['listBlockChain', { query: { lang: 5 } }, 'query parameter "lang" must be string'],
    ['listBlockChain', { query: { count: { n: 1 } } }, 'query parameter "count" must be integer'],
    ['deleteEndpoint', {}, 'path parameter "id" is required'],
    ['deleteEndpoint', { path: { id: 'seven' } }, 'path parameter "id" must be integer'],
    ['deleteEndpoint', { path: { id: [1, 2] } }, 'path parameter "id" must be integer'],
  ])('%s %j → 40000 naming the field (in field too), nothing sent', async (id, params, message) => {
    const { client, requests, onError } = setup();
    const call = client.call as (id: string, params: unknown) => Promise<unknown>;
    const error = await rejection(call(id, params));
    expect(error).toMatchObject({ result: 40000, kind: 'validation', operationId: id, field: message.split('"')[1] });
    expect(error.message).toContain(message);
    expect(requests).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('accepts numeric strings for integers', async () => {
    const { client, requests } = setup(() => ok({}));
    const call = client.call as (id: string, params: unknown) => Promise<unknown>;
    await call('getBlockChain', { query: { id: '12' } });
    expect(requests[0]!.url).toBe(`${BASE}/v1/admin/block_chain/get?id=12`);
  });
});

describe('login and logout', () => {
  it('login hashes the password and stores the session', async () => {
    const { client, requests, tokenStore } = setup(() => ok({ token: 'new-token', user_id: 7, user_name: 'admin', role_type: 0 }));
    tokenStore.clear();
    const data = await client.login('admin', 'Admin@12345');
    expect(data).toEqual({ token: 'new-token', user_id: 7, user_name: 'admin', role_type: 0 });
    expect(new URLSearchParams(requests[0]!.body!).get('password')).toBe(hashPassword('Admin@12345'));
    expect(new URLSearchParams(requests[0]!.body!).get('user_name')).toBe('admin');
    expect(tokenStore.get()).toEqual({ token: 'new-token', userName: 'admin', userId: 7 });
  });

  it('requests still in flight at logout do not report a session expiry', async () => {
    let release: (r: Response) => void = () => undefined;
    const { client, onSessionExpired } = setup((r) =>
      r.url.endsWith('/logout') ? ok() : new Promise<Response>((resolve) => (release = resolve)),
    );
    const pending = client.request('listBlockChain');
    await new Promise((r) => setTimeout(r, 5));
    await client.logout();
    release(envelope(10003, 'revoked'));
    await expect(pending).resolves.toMatchObject({ result: 10003 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('logout clears the store even when the server call fails, silently', async () => {
    const { client, requests, tokenStore, onError, onSessionExpired } = setup(() => envelope(10003, 'revoked'));
    await client.logout();
    expect(requests[0]!.url).toBe(`${BASE}/v1/admin/user/logout`);
    expect(tokenStore.get()).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('signed operations', () => {
  const now = () => 1_700_000_000_000;

  it('signs the query with appKey/appSecret (searchApplication is x-signed)', async () => {
    expect(table.searchApplication.signed).toBe(true);
    const { client, requests } = setup(() => ok({ list: [], total: 0 }), { appKey: 'ak', appSecret: 'secret', now });
    await client.call('searchApplication', { query: { start: 0, count: 5, key: '钱包' } });
    const query = Object.fromEntries(new URL(requests[0]!.url).searchParams);
    expect(query.nonce).toMatch(/^[0-9A-Za-z_-]{8,64}$/);
    const expected = signRequest(
      { start: '0', count: '5', key: '钱包', nonce: query.nonce },
      { appKey: 'ak', appSecret: 'secret', now: now() },
    );
    expect(query).toEqual({ ...expected, timestamp: String(expected.timestamp) });
  });

  it('identical calls in one second carry different nonces and signatures (each signature is accepted once)', async () => {
    const { client, requests } = setup(() => ok({}), { appKey: 'ak', appSecret: 'secret', now });
    const call = () => client.call('getLastVersion', { query: { platform: 'ios' } });
    await Promise.all([call(), call(), call()]);
    await call();
    const sent = requests.map((r) => new URL(r.url).searchParams);
    expect(new Set(sent.map((q) => q.get('nonce'))).size).toBe(4);
    expect(new Set(sent.map((q) => q.get('sign'))).size).toBe(4);
  });

  it('signs each attempt afresh: a retry never resends the signature of the attempt that timed out', async () => {
    const { client, requests } = setup((r, i) => (i === 0 ? hang(r) : ok({})), { appKey: 'ak', appSecret: 'secret', now, timeoutMs: 30 });
    await client.call('getLastVersion', { query: { platform: 'ios' } });
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((r) => new URL(r.url).searchParams);
    expect(second!.get('sign')).not.toBe(first!.get('sign'));
    expect(second!.get('nonce')).not.toBe(first!.get('nonce'));
  });

  it('refuses before sending without appKey/appSecret', async () => {
    const { client, requests, onError } = setup();
    const error = await rejection(client.call('searchApplication'));
    expect(error).toMatchObject({ kind: 'config', result: 40002 });
    expect(error.message).toContain('appKey');
    expect(requests).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(error);
  });
});

describe('createClientWith', () => {
  it('calls the operations it is given, signs in with login, and refuses any other as unknown without a request', async () => {
    const fake = fakeFetch((request) =>
      request.url.includes('/login') ? ok({ token: 'tok-2', user_name: 'admin', user_id: 1 }) : ok({ list: [], total: 0 }),
    );
    const client = createClientWith({ login, logout, listBlockChain }, { baseUrl: BASE, fetch: fake.fetch, onError: () => undefined });
    await client.login('admin', 'Admin@12345');
    expect(client.tokenStore.get()?.token).toBe('tok-2');
    await expect(client.call('listBlockChain')).resolves.toEqual({ list: [], total: 0 });
    const unknown = await rejection(client.call('getBlockChain', { query: { id: 1 } }));
    expect(unknown.message).toBe('unknown operation getBlockChain');
    expect(fake.requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/admin/login', '/v1/admin/block_chain/list']);
  });

  it("signs, sends X-Admin-Password and raises recommend conflicts with the rows it is given (each row brings its extension's code)", async () => {
    const message = 'category in use: id 3 recommend 14';
    const fake = fakeFetch((request) => (request.url.includes('/category/') ? envelope(40009, message) : ok({ list: [], total: 0 })));
    const onRecommendConflict = vi.fn();
    const onError = vi.fn();
    const now = () => 1_700_000_000_000;
    const client = createClientWith(
      { searchApplication, syncCustomChain, deleteCategory },
      {
        baseUrl: BASE,
        fetch: fake.fetch,
        appKey: 'ak',
        appSecret: 'secret',
        now,
        adminPassword: () => 'fixed-pw',
        onRecommendConflict,
        onError,
      },
    );
    await client.call('searchApplication', { query: { key: 'wallet' } });
    const query = Object.fromEntries(new URL(fake.requests[0]!.url).searchParams);
    const expected = signRequest({ key: 'wallet', nonce: query.nonce }, { appKey: 'ak', appSecret: 'secret', now: now() });
    expect(query).toEqual({ ...expected, timestamp: String(expected.timestamp) });
    await client.call('syncCustomChain', { body: { id: 3 } });
    expect(fake.requests[1]!.headers['x-admin-password']).toBe('fixed-pw');
    await client.request('deleteCategory', { path: { id: 7 } });
    expect(onRecommendConflict).toHaveBeenCalledWith({ operationId: 'deleteCategory', conflicts: [{ id: 3, recommend: 14 }], message });
    expect(onError).not.toHaveBeenCalled();
  });
});
