import { describe, expect, it, vi } from 'vitest';
import { envelope, fakeFetch, ok } from '../test/fake-fetch.js';
import { createAdminClient } from './client.js';
import { createCookieTokenStore, createMemoryTokenStore } from './token-store.js';

/** A document.cookie with browser semantics: writes set or delete one cookie, reads join them. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair = '', ...attributes] = value.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a))) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
}

const session = { token: 'abc.def', userName: '管理员 admin', userId: 42 };

describe('memory token store', () => {
  it('stores, clears and notifies subscribers', () => {
    const store = createMemoryTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe!(listener);
    expect(store.get()).toBeNull();
    store.set(session);
    expect(store.get()).toEqual(session);
    store.clear();
    expect(store.get()).toBeNull();
    expect(listener.mock.calls).toEqual([[session], [null]]);
    unsubscribe();
    store.set(session);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('cookie token store', () => {
  it('writes USER_NAME and USER_ID with path=/ and SameSite=Lax, never the token, and reads them back', () => {
    const document = fakeDocument();
    const store = createCookieTokenStore({ document });
    const listener = vi.fn();
    store.subscribe!(listener);
    expect(store.get()).toBeNull();
    store.set(session);
    expect(document.writes).toEqual([
      `USER_NAME=${encodeURIComponent('管理员 admin')}; path=/; SameSite=Lax`,
      'USER_ID=42; path=/; SameSite=Lax',
    ]);
    expect(document.cookie).not.toContain(session.token);
    // The session is the server's HttpOnly cookie: the client sends no token header.
    const held = { ...session, token: '' };
    expect(store.get()).toEqual(held);
    expect(listener.mock.calls).toEqual([[held]]);
    // another store over the same cookies (a reload) sees the session
    expect(createCookieTokenStore({ document }).get()).toEqual(held);
  });

  it('clear expires the cookies, a script-readable USER_TOKEN of an older console included, and notifies', () => {
    const document = fakeDocument();
    document.cookie = 'USER_TOKEN=old; path=/';
    const store = createCookieTokenStore({ document, secure: true });
    const listener = vi.fn();
    store.subscribe!(listener);
    store.set(session);
    store.clear();
    expect(store.get()).toBeNull();
    expect(document.cookie).toBe('');
    expect(document.writes.at(-1)).toBe('USER_ID=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax; Secure');
    expect(listener.mock.calls).toEqual([[{ ...session, token: '' }], [null]]);
  });

  it('ignores unrelated cookies and throws clearly outside a browser', () => {
    const document = fakeDocument();
    document.cookie = 'sidebarStatus=1; path=/';
    document.cookie = 'USER_ID=7; path=/';
    expect(createCookieTokenStore({ document }).get()).toEqual({ token: '', userName: '', userId: 7 });
    expect(() => createCookieTokenStore().get()).toThrow(/browser document/);
  });
});

describe('a client over the cookie store (the console)', () => {
  it('signs in, sends no token header (the HttpOnly cookie authenticates), and signs out once when the session ends', async () => {
    const document = fakeDocument();
    const tokenStore = createCookieTokenStore({ document });
    const onSessionExpired = vi.fn();
    const fake = fakeFetch((request) =>
      request.url.endsWith('/v1/admin/login')
        ? ok({ token: 'a'.repeat(64), user_id: 1, user_name: 'admin', role_type: 0 })
        : envelope(10001, 'idle'),
    );
    const client = createAdminClient({ baseUrl: 'http://console.test', fetch: fake.fetch, tokenStore, onSessionExpired });
    await client.login('admin', 'Admin@12345');
    expect(document.cookie).toBe('USER_NAME=admin; USER_ID=1');
    await Promise.all([client.request('getUserRoutes'), client.request('listBlockChain')]);
    expect(fake.requests.slice(1).map((r) => r.headers.token)).toEqual([undefined, undefined]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
    expect(document.cookie).toBe('');
  });
});
