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

export function readSession(file: string): SavedSession | null {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedSession>;
    if (typeof saved.token !== 'string' || typeof saved.url !== 'string') return null;
    return { url: saved.url, token: saved.token, userName: saved.userName ?? '', userId: saved.userId ?? 0 };
  } catch {
    return null; // no session yet, or a file this version cannot read: sign in again
  }
}

function writeSession(file: string, session: SavedSession): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Written beside and renamed, so a reader never sees half a file; chmod covers a umask that widened mode.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * A TokenStore over the session file, for the server at `url`: a token of another server is never sent,
 * nor deleted when this one answers "no session".
 */
export function fileTokenStore(file: string, url: string): TokenStore {
  let saved: SavedSession | null = readSession(file);
  return {
    get: () => (saved?.url === url ? saved : null),
    set(session) {
      saved = { ...session, url };
      writeSession(file, saved);
    },
    clear() {
      if (saved?.url !== url) return;
      saved = null;
      rmSync(file, { force: true });
    },
  };
}
