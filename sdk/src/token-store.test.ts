import { describe, expect, it, vi } from 'vitest';
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
  it('writes USER_TOKEN, USER_NAME, USER_ID with path=/ and SameSite=Lax, and reads them back', () => {
    const document = fakeDocument();
    const store = createCookieTokenStore({ document });
    expect(store.get()).toBeNull();
    store.set(session);
    expect(document.writes).toEqual([
      'USER_TOKEN=abc.def; path=/; SameSite=Lax',
      `USER_NAME=${encodeURIComponent('管理员 admin')}; path=/; SameSite=Lax`,
      'USER_ID=42; path=/; SameSite=Lax',
    ]);
    expect(store.get()).toEqual(session);
    // another store over the same cookies (a reload) sees the session
    expect(createCookieTokenStore({ document }).get()).toEqual(session);
  });

  it('clear expires all three cookies and notifies', () => {
    const document = fakeDocument();
    const store = createCookieTokenStore({ document, secure: true });
    const listener = vi.fn();
    store.subscribe!(listener);
    store.set(session);
    store.clear();
    expect(store.get()).toBeNull();
    expect(document.cookie).toBe('');
    expect(document.writes.at(-1)).toBe('USER_ID=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax; Secure');
    expect(listener.mock.calls).toEqual([[session], [null]]);
  });

  it('ignores unrelated cookies and throws clearly outside a browser', () => {
    const document = fakeDocument();
    document.cookie = 'sidebarStatus=1; path=/';
    document.cookie = 'USER_TOKEN=t; path=/';
    expect(createCookieTokenStore({ document }).get()).toEqual({ token: 't', userName: '', userId: 0 });
    expect(() => createCookieTokenStore().get()).toThrow(/browser document/);
  });
});
