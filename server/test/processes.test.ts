// Several server processes over one database, as real processes (main.ts), started at the same moment on an
// empty database: they all come up (migrations and demo seed under one start lock, seeded once), and they agree
// on sessions (a logout or a role edit in one is refused by the others at the next request) and on login
// throttling (attempts add up whichever process counts them), and concurrent writes through all of them succeed. SQLite always (a data directory shared by
// independent processes, and `--workers 3`); PostgreSQL when DATABASE_URL is set (a fresh database per run).
// Readiness is each process's "listening on" line; nothing here waits on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { launch, signIn, type ServerProcess } from './launch.ts';

const HEAVY = { timeout: 300_000 };
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts `count` processes at once; resolves when every one prints its readiness line. */
async function startTogether(count: number, args: string[], env: NodeJS.ProcessEnv): Promise<ServerProcess[]> {
  const started = Array.from({ length: count }, () => launch(args, env));
  const settled = await Promise.allSettled(started);
  for (const s of settled) if (s.status === 'fulfilled') running.push(s.value);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value);
}

interface Answer {
  result: number;
  data?: unknown;
}

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; form?: Record<string, string>; json?: unknown } = {},
) {
  const headers: Record<string, string> = options.token ? { token: options.token } : {};
  let body: string | URLSearchParams | undefined;
  if (options.form) body = new URLSearchParams(options.form);
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const login = (base: string, userName: string, password: string) =>
  call(base, 'POST', '/v1/admin/login', { form: { user_name: userName, password: clientHash(password) } });
/** A session: the password, and the authenticator's code when the server asks for it (PostgreSQL: launch.ts). */
const tokenOf = async (base: string, userName: string, password: string) => {
  const answer = await signIn(base, userName, password);
  expect(answer.result).toBe(0);
  return (answer.data as { token: string }).token;
};
const routes = (base: string, token: string) => call(base, 'GET', '/v1/admin/user/routes', { token });
const applications = (base: string, token: string) => call(base, 'GET', '/v1/admin/application/list?start=0&count=1', { token });

/** The cross-process checks, on three servers over one database. */
async function agreeAcross([a, b, c]: string[]): Promise<void> {
  // A session made in one is served by the others; a logout in one is refused everywhere at the next request.
  const token = await tokenOf(a!, 'admin', 'Admin@12345');
  for (const base of [b!, a!, c!]) expect((await routes(base, token)).result).toBe(0);
  expect((await call(b!, 'POST', '/v1/admin/user/logout', { token })).result).toBe(0);
  expect((await routes(a!, token)).result).toBe(10003);
  expect((await routes(c!, token)).result).toBe(10003);

  // Writes at once through all three, updates (read, then write) among them, all succeed: on SQLite a write
  // transaction takes the write lock up front and waits its turn (db/sqlite-immediate.ts).
  const admin = await tokenOf(c!, 'admin', 'Admin@12345');
  const writes = await Promise.all(
    Array.from({ length: 90 }, (_, i) =>
      i % 2 === 0
        ? call([a!, b!, c!][i % 3]!, 'POST', '/v1/admin/category/create', { token: admin, form: { name: `together-${i}`, lang: 'en' } })
        : call([a!, b!, c!][i % 3]!, 'POST', '/v1/admin/category/update', {
            token: admin,
            form: { id: String(1 + (i % 4)), name: `edited-${i}` },
          }),
    ),
  );
  expect(writes.filter((w) => w.result !== 0)).toEqual([]);

  // A role edit in one narrows the operator's sessions in the others at once.
  const operator = await tokenOf(a!, 'operator', 'Operator@12345');
  expect((await applications(a!, operator)).result).toBe(0);
  expect((await applications(b!, operator)).result).toBe(0);
  const roles = (await call(b!, 'GET', '/v1/admin/accredit/role', { token: admin })).data as {
    list: { id: number; code: string; name: string }[];
  };
  const role = roles.list.find((r) => r.code === 'operator')!;
  expect(
    (await call(b!, 'POST', '/v1/admin/accredit/role', { token: admin, json: { id: role.id, name: role.name, permissions: [] } })).result,
  ).toBe(0);
  expect((await applications(a!, operator)).result).toBe(40003);
  expect((await applications(c!, operator)).result).toBe(40003);

  // Five wrong passwords spread over the three count as five: the sixth attempt is refused wherever it lands,
  // even with the right password.
  const wrong = [a!, b!, c!, a!, b!];
  for (const base of wrong) expect((await login(base, 'operator', 'Wrong@123456')).result).toBe(40001);
  expect((await login(c!, 'operator', 'Operator@12345')).result).toBe(40029);
  expect((await login(a!, 'operator', 'Operator@12345')).result).toBe(40029);
}

describe('SQLite', () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ADMIN_HEADER_PASSWORD: '' };

  test('three processes started at once on one empty data directory come up, seed once and agree', HEAVY, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-procs-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const servers = await startTogether(3, ['--data-dir', dataDir], env);
    expect(new Set(servers.map((s) => s.adminHeaderPassword)).size).toBe(1);
    const file = new BetterSqlite(join(dataDir, 'wallet-admin.sqlite'), { readonly: true });
    try {
      expect(file.prepare('select user_name from admin_user order by user_name').pluck().all()).toEqual(['admin', 'operator']);
    } finally {
      file.close();
    }
    for (const s of servers) {
      const health = await fetch(`${s.url}/healthz`);
      expect([health.status, await health.text()]).toEqual([200, 'ok']);
    }
    await agreeAcross(servers.map((s) => s.url));
  });

  test('--workers 3 on an empty data directory: one port, three workers, every call answered', HEAVY, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-workers-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const [server] = await startTogether(1, ['--data-dir', dataDir, '--workers', '3'], env);
    expect(server!.pids).toHaveLength(3);
    expect(new Set(server!.pids).size).toBe(3);
    for (const pid of server!.pids) expect(() => process.kill(pid, 0)).not.toThrow();
    const token = await tokenOf(server!.url, 'admin', 'Admin@12345');
    const answers = await Promise.all(Array.from({ length: 30 }, () => routes(server!.url, token)));
    expect(answers.map((a) => a.result)).toEqual(Array(30).fill(0));
    expect((await call(server!.url, 'POST', '/v1/admin/user/logout', { token })).result).toBe(0);
    const after = await Promise.all(Array.from({ length: 6 }, () => routes(server!.url, token)));
    expect(after.map((a) => a.result)).toEqual(Array(6).fill(10003));
    expect(await server!.stop()).toBe(0);
    for (const pid of server!.pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL', () => {
  test('three processes and a --workers 2 started at once on a fresh database come up, seed once and agree', HEAVY, async () => {
    const base = new URL(process.env.DATABASE_URL!);
    const name = `${base.pathname.slice(1)}_procs_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    const url = new URL(base);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-procs-pg-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { ...process.env, DATABASE_URL: url.toString(), DATABASE_SCHEMA: '', ADMIN_HEADER_PASSWORD: '' };
    // Three processes and, at the same moment, a fourth command with --workers 2: five servers racing to start.
    const [servers, workers] = await Promise.all([
      startTogether(3, ['--data-dir', dataDir], env),
      startTogether(1, ['--data-dir', dataDir, '--workers', '2'], env),
    ]);
    expect(workers[0]!.pids).toHaveLength(2);
    const fresh = new pg.Client({ connectionString: url.toString() });
    await fresh.connect();
    try {
      expect(
        (await fresh.query('select user_name from admin_user order by user_name')).rows.map((r: { user_name: string }) => r.user_name),
      ).toEqual(['admin', 'operator']);
    } finally {
      await fresh.end();
    }
    await agreeAcross([servers[0]!.url, workers[0]!.url, servers[2]!.url]);
  });
});
