// Starts the real server (main.ts) in a child process and resolves once it prints its readiness line: the URL,
// where the X-Admin-Password is (the value itself is never printed: it is read from the setting or the file named)
// and, under --workers, the workers' process ids. No timers: a process that never gets
// ready is the test's timeout; one that exits first rejects with its output.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { RESULT } from '@wallet-admin/sdk';
import { Secret, TOTP } from 'otpauth';
import { clientHash } from '../src/auth/password.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  adminHeaderPassword: string;
  /** The worker processes under --workers, else the process itself. */
  pids: number[];
  output(): string;
  /** SIGTERM, then its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** `group`: the server leads a process group of its own, so a test can signal the group as systemd would. */
export function launch(args: string[], env: NodeJS.ProcessEnv, options: { group?: boolean } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    // A proof of presence that outlives any session: tests make x-reauth calls on long-lived sessions. One machine
    // unless the test says otherwise (the cluster test does): it keeps its uploads and secrets in its data folder.
    // No second factor at sign-in where that is allowed (SQLite on loopback: a demo); on PostgreSQL `signIn` below
    // gives one.
    env: {
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      REAUTH_MINUTES: '1440',
      SINGLE_MACHINE: 'on',
      SIGN_IN_SECOND_FACTOR: env.DATABASE_URL ? 'on' : 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group === true,
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    let ready = false;
    // Read to the end (a full pipe would stall the child), looking for the readiness lines until they came.
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (ready) return;
      const found =
        /listening on (http:\/\/[^\s)]+) \(.*?(?:worker processes: ([\d, ]+)|process (\d+)),[^\n]*\n.*X-Admin-Password[^:]*: (?:set by ADMIN_HEADER_PASSWORD|kept in (\S+) )/.exec(
          out,
        );
      if (!found) return;
      ready = true;
      const pids = (found[2] ?? found[3] ?? '').split(',').map((p) => Number(p.trim()));
      const adminHeaderPassword = found[4] ? readFileSync(found[4], 'utf8').trim() : (env.ADMIN_HEADER_PASSWORD ?? '');
      resolve({ child, url: found[1]!, adminHeaderPassword, pids, output: () => out, stop });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)));
  });
}

/** The demo accounts' authenticator code `offset` steps of 30 s from now. */
const demoCode = (offset: number) =>
  new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/**
 * Signs a demo account in to a launched server, with its second factor when the server asks for one (20203): the
 * authenticator code of this 30-s step, else of the next (a step is accepted once per account, and the server allows
 * one step of drift), so one account signs in at most twice a step this way. Resolves with the login answer.
 */
export async function signIn(base: string, userName: string, password: string): Promise<{ result: number; data?: { token?: string } }> {
  for (const offset of [0, 1]) {
    const first = (await (
      await fetch(`${base}/v1/admin/login`, {
        method: 'POST',
        body: new URLSearchParams({ user_name: userName, password: clientHash(password) }),
      })
    ).json()) as { result: number; data?: { token?: string; pending_token?: string } };
    if (first.result !== RESULT.SECOND_FACTOR_REQUIRED) return first;
    const second = (await (
      await fetch(`${base}/v1/admin/login/second_factor`, {
        method: 'POST',
        body: new URLSearchParams({ pending_token: first.data?.pending_token ?? '', method: 'totp', code: demoCode(offset) }),
      })
    ).json()) as { result: number; data?: { token?: string } };
    if (second.result !== RESULT.WRONG_CODE || offset === 1) return second;
  }
  throw new Error('unreachable');
}
