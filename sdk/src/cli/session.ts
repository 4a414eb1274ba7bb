// The command line's session between runs: one JSON file readable only by the user (0600, in a 0700
// folder), written by `login`, cleared by `logout` or when the server says the session is gone.
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Session, TokenStore } from '../token-store.js';

export interface SavedSession extends Session {
  /** The server the token belongs to. */
  url: string;
}

/** WALLET_ADMIN_SESSION, else $XDG_CONFIG_HOME/wallet-admin/session.json (~/.config when unset). */
export function sessionFile(env: NodeJS.ProcessEnv): string {
  if (env.WALLET_ADMIN_SESSION) return env.WALLET_ADMIN_SESSION;
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'wallet-admin', 'session.json');
}

/** The file: one session per server (a profile each), and the server signed in to last, which --url defaults to. */
interface SessionFile {
  current: string | null;
  sessions: Record<string, Session>;
}

function isSession(value: unknown): value is Session {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Session>).token === 'string';
}

function readFile(file: string): SessionFile {
  const empty: SessionFile = { current: null, sessions: {} };
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return empty; // no session yet, or a file this version cannot read: sign in again
  }
  if (typeof saved !== 'object' || saved === null) return empty;
  const { url, sessions, current } = saved as { url?: unknown; sessions?: unknown; current?: unknown };
  // The one-session file of earlier versions: its server becomes the only profile.
  if (typeof url === 'string' && isSession(saved)) return { current: url, sessions: { [url]: sessionOf(saved) } };
  const kept: Record<string, Session> = {};
  if (typeof sessions === 'object' && sessions !== null) {
    for (const [server, session] of Object.entries(sessions)) if (isSession(session)) kept[server] = sessionOf(session);
  }
  return { current: typeof current === 'string' && kept[current] ? current : null, sessions: kept };
}

const sessionOf = (s: Session): Session => ({ token: s.token, userName: s.userName ?? '', userId: s.userId ?? 0 });

/** The session of the server signed in to last. */
export function readSession(file: string): SavedSession | null {
  const { current, sessions } = readFile(file);
  const session = current ? sessions[current] : undefined;
  return current && session ? { url: current, ...session } : null;
}

function writeFile(file: string, content: SessionFile): void {
  if (Object.keys(content.sessions).length === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Written beside and renamed, so a reader never sees half a file; chmod covers a umask that widened mode.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * A TokenStore over the session file, for the server at `url`: each server keeps its own session (signing in to
 * one leaves the others signed in), a token is only ever sent to its server, and one server's "no session" ends
 * only its own. The file is read again before each change, so two servers' commands do not undo each other.
 */
export function fileTokenStore(file: string, url: string): TokenStore {
  let saved: Session | null = readFile(file).sessions[url] ?? null;
  return {
    get: () => saved,
    set(session) {
      saved = sessionOf(session);
      const content = readFile(file);
      writeFile(file, { current: url, sessions: { ...content.sessions, [url]: saved } });
    },
    clear() {
      saved = null;
      const content = readFile(file);
      if (!content.sessions[url]) return;
      delete content.sessions[url];
      writeFile(file, { current: content.current === url ? null : content.current, sessions: content.sessions });
    },
  };
}
