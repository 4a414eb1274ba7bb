// Where the session lives between calls. The client reads it before every call and clears it when the
// server says the session is gone; the console subscribes to redirect to /login.

export interface Session {
  /** Sent as the `token` header. '' when the browser holds the session itself, in the HttpOnly cookie the server's
   * login answer set (createCookieTokenStore): then no header is sent and the cookie authenticates. */
  token: string;
  userName: string;
  userId: number;
}

export interface TokenStore {
  get(): Session | null;
  set(session: Session): void;
  clear(): void;
  /** Called after every set/clear with the new value; returns the unsubscribe function. */
  subscribe?: (listener: (session: Session | null) => void) => () => void;
}

function listeners() {
  const set = new Set<(session: Session | null) => void>();
  return {
    emit(session: Session | null) {
      for (const fn of [...set]) fn(session);
    },
    subscribe: (fn: (session: Session | null) => void) => {
      set.add(fn);
      return () => void set.delete(fn);
    },
  };
}

export function createMemoryTokenStore(initial: Session | null = null): TokenStore {
  let current = initial ? { ...initial } : null;
  const events = listeners();
  return {
    get: () => current,
    set(session) {
      current = { ...session };
      events.emit(current);
    },
    clear() {
      current = null;
      events.emit(null);
    },
    subscribe: events.subscribe,
  };
}

/** The storage keys of the original console (docs/spec/product-spec.md §9). USER_TOKEN is now the server's: set
 * HttpOnly by the login answer, so no script (an injected one included) can read the session. */
export const COOKIE_KEYS = { token: 'USER_TOKEN', userName: 'USER_NAME', userId: 'USER_ID' } as const;

export interface CookieTokenStoreOptions {
  /** Anything with a `document.cookie`-like accessor (default: the browser's document). */
  document?: { cookie: string };
  /** Add `Secure` (default: when the page is served over https). */
  secure?: boolean;
}

function readCookies(cookie: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      out.set(name, part.slice(eq + 1).trim()); // not ours; keep it raw rather than throw
    }
  }
  return out;
}

/** Browser store for a console served by the API server itself (same origin): the cookies USER_NAME and USER_ID
 * (path=/, SameSite=Lax, session cookies) say who is signed in; the token is never stored where a script reads it.
 * The server's login answer sets it as the HttpOnly cookie USER_TOKEN, which the browser sends with every
 * same-origin call, so `get()` answers `token: ''` and the client sends no `token` header. */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const doc = (): { cookie: string } => {
    const d = options.document ?? (globalThis as { document?: { cookie: string } }).document;
    if (!d) throw new Error('createCookieTokenStore needs a browser document (or options.document)');
    return d;
  };
  const secure = options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  const attributes = `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const write = (name: string, value: string) => {
    doc().cookie = `${name}=${encodeURIComponent(value)}${attributes}`;
  };
  const remove = (name: string) => {
    doc().cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes}`;
  };
  const events = listeners();
  return {
    get() {
      const cookies = readCookies(doc().cookie);
      const id = cookies.get(COOKIE_KEYS.userId);
      if (!id) return null;
      const userId = Number(id);
      return { token: '', userName: cookies.get(COOKIE_KEYS.userName) ?? '', userId: Number.isFinite(userId) ? userId : 0 };
    },
    set(session) {
      write(COOKIE_KEYS.userName, session.userName);
      write(COOKIE_KEYS.userId, String(session.userId));
      events.emit({ ...session, token: '' });
    },
    clear() {
      // USER_TOKEN too: a script-readable one written by an older console (the HttpOnly one is the server's to
      // clear, and a script's write cannot touch it).
      for (const name of Object.values(COOKIE_KEYS)) remove(name);
      events.emit(null);
    },
    subscribe: events.subscribe,
  };
}
