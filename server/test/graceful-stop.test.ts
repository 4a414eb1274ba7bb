// A deploy's SIGTERM during a burst of writes: every request sent before the signal is answered (result 0), the
// process (and under --workers each worker) exits by itself within 10 s, and every acknowledged write is in the
// database afterwards. Requests sent after the signal may be refused (the port is closed), never half-served.
// Real processes (main.ts) on a fresh SQLite data directory; nothing waits on time: the signal goes once the
// burst has had its first answers, and the test waits for the process to exit.
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { launch, type ServerProcess } from './launch.ts';

const HEAVY = { timeout: 120_000 };
const running: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Outcome {
  name: string;
  sentBeforeSignal: boolean;
  /** The envelope's result, or the transport error's code. */
  result: number | string;
  closing: boolean;
}

/** One POST over `agent`: its envelope's result and whether the server said it closes the connection. */
function post(agent: Agent, url: string, path: string, form: Record<string, string>, token?: string) {
  return new Promise<{ result: number; closing: boolean; token?: string }>((resolve, reject) => {
    const body = new URLSearchParams(form).toString();
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}: ${text}`));
          const answer = JSON.parse(text) as { result: number; data?: { token?: string } };
          resolve({ result: answer.result, closing: res.headers.connection === 'close', token: answer.data?.token });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function burstThenStop(server: ServerProcess, signalled: number[], dataDir: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const login = await post(agent, server.url, '/v1/admin/login', { user_name: 'admin', password: clientHash('Admin@12345') });
  expect(login.result).toBe(0);
  const token = login.token!;
  const outcomes: Outcome[] = [];
  let signalSent = false;
  let acknowledged = 0;
  // Writers that have had an answer: their connection is one the server accepted. The signal waits for all 16, or a
  // writer's first connection could still sit in the kernel's accept queue when the port closes, which resets it:
  // a new connection refused, not a received request dropped.
  const connected = new Set<number>();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    server.child.once('exit', (code) => resolve({ code, ms: performance.now() - signalAt }));
  });
  let signalAt = 0;
  // 16 writers, each sending its next write as soon as the last is answered, until the server closes its
  // connection or refuses it.
  const writer = async (w: number) => {
    for (let i = 0; ; i++) {
      const name = `stop-${w}-${i}`;
      const sentBeforeSignal = !signalSent;
      try {
        const answer = await post(agent, server.url, '/v1/admin/category/create', { name, lang: 'en' }, token);
        outcomes.push({ name, sentBeforeSignal, result: answer.result, closing: answer.closing });
        connected.add(w);
        if (answer.result === 0 && ++acknowledged >= 80 && connected.size === 16 && !signalSent) {
          signalSent = true;
          signalAt = performance.now();
          // As a process group signal would: the primary and each worker get it.
          for (const pid of signalled) process.kill(pid, 'SIGTERM');
        }
        if (answer.closing) return;
      } catch (error) {
        outcomes.push({ name, sentBeforeSignal, result: (error as NodeJS.ErrnoException).code ?? String(error), closing: true });
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, w) => writer(w)));
  agent.destroy();
  const { code, ms } = await exited;

  expect(signalSent).toBe(true);
  // Every request sent before the signal was answered, and succeeded.
  expect(outcomes.filter((o) => o.sentBeforeSignal && o.result !== 0)).toEqual([]);
  // After it, a request is either served or refused: never reset half-way or answered 503.
  expect(outcomes.filter((o) => !o.sentBeforeSignal && o.result !== 0 && o.result !== 'ECONNREFUSED')).toEqual([]);
  expect(code).toBe(0);
  expect(ms).toBeLessThan(10_000);
  // Every acknowledged write is in the database.
  const file = new BetterSqlite(join(dataDir, 'wallet-admin.sqlite'), { readonly: true });
  try {
    const stored = new Set(file.prepare(`select name from category where name like 'stop-%'`).pluck().all() as string[]);
    const acked = outcomes.filter((o) => o.result === 0).map((o) => o.name);
    expect(acked.length).toBeGreaterThanOrEqual(80);
    expect(acked.filter((name) => !stored.has(name))).toEqual([]);
  } finally {
    file.close();
  }
}

describe('SIGTERM during a burst of writes', () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ADMIN_HEADER_PASSWORD: '' };
  const dataDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'wallet-admin-stop-'));
    dirs.push(d);
    return d;
  };

  test('one process answers what it received and exits within 10 s', HEAVY, async () => {
    const dir = dataDir();
    const server = await launch(['--data-dir', dir], env);
    running.push(server);
    await burstThenStop(server, [server.child.pid!], dir);
  });

  test('--workers 2: each worker drains, even when the signal reaches the whole process group', HEAVY, async () => {
    const dir = dataDir();
    const server = await launch(['--data-dir', dir, '--workers', '2'], env);
    running.push(server);
    await burstThenStop(server, [server.child.pid!, ...server.pids], dir);
  });
});
