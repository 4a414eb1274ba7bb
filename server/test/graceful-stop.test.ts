// Stops under load, as a service manager sends them: 100 concurrent writers, and a SIGTERM at a random moment to the
// server's PID or to its whole process group. Every request the server received is answered (a request sent before
// the signal succeeds; one sent after it succeeds or finds the port closed, ECONNREFUSED, never a reset), the process
// exits 0 within its stop bound, and every acknowledged write is in the database the next start reads. With
// --workers 2 the same, and a worker killed with -9 in the middle: the requests it held fail at once (no client waits
// for its timeout), the primary starts another, and /metrics, scraped every 100 ms meanwhile, answers 200 each time
// with counters that never go down and an exposition `promtool check metrics` accepts.
// Real processes (main.ts) on one SQLite data directory, seeded by the first start. These are process tests, the same
// on every database engine: they run where DATABASE_URL is unset (the SQLite run and the Node 22 run of CI), and
// are skipped on the PostgreSQL run. Nothing waits on time except the 100 ms between scrapes.
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { DATABASE_FILE } from '../src/ops/backup.ts';
import { launch, type ServerProcess } from './launch.ts';
import { checkMetrics } from './promtool.ts';

const HEAVY = { timeout: 300_000 };
const WRITERS = 100;
const TOKEN = 'scrape-token-for-stop-tests';
const STOP_TIMEOUT_S = 8;
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-stop-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: '',
  DATABASE_SCHEMA: '',
  ADMIN_HEADER_PASSWORD: '',
  METRICS_TOKEN: TOKEN,
  STOP_TIMEOUT: String(STOP_TIMEOUT_S),
};

interface Outcome {
  name: string;
  /** How many steps of the plan (a kill, a stop) had been taken when the request was sent, and when it ended. */
  sentIn: number;
  endedIn: number;
  /** The envelope's result, or the transport error's code. */
  result: number | string;
}

/** One POST: its envelope's result and whether the server said it closes the connection. Gives up after 60 s: two
 * SQLite workers under 100 writers answer in seconds (each write waits for the other process's lock), a request
 * left on a dead socket would wait for ever. */
function post(agent: Agent, url: string, path: string, form: Record<string, string>, token?: string) {
  return new Promise<{ result: number; closing: boolean; token?: string }>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) } },
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
    req.setTimeout(60_000, () => req.destroy(Object.assign(new Error('no answer within 60 s'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end(new URLSearchParams(form).toString());
  });
}

/** GET /metrics on a connection of its own (closed after the answer), as Prometheus scrapes: its status and text. */
function scrape(url: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${url}/metrics`, { agent: false, headers: { authorization: `Bearer ${TOKEN}` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end();
  });
}

/** The lines of the server's output that match `pattern`. */
const linesOf = (server: ServerProcess, pattern: RegExp) =>
  server
    .output()
    .split('\n')
    .filter((line) => pattern.test(line));

const randomBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));

/** A step of the plan, taken by the first writer that finds `ready()` true after an answer. */
interface Step {
  ready(acknowledged: number): boolean;
  take(): void;
}

/** 100 writers, each sending its next write when the last is answered, until the server closes or refuses. */
async function writeThrough(server: ServerProcess, label: string, plan: Step[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: WRITERS });
  const login = await post(agent, server.url, '/v1/admin/login', { user_name: 'admin', password: clientHash('Admin@12345') });
  expect(login.result).toBe(0);
  const token = login.token!;
  const outcomes: Outcome[] = [];
  let taken = 0;
  let acknowledged = 0;
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    server.child.once('exit', (code) => resolve({ code, ms: performance.now() - lastStepAt }));
  });
  let lastStepAt = 0;
  const writer = async (w: number) => {
    for (let i = 0; ; i++) {
      const name = `${label}-${w}-${i}`;
      const sentIn = taken;
      try {
        const answer = await post(agent, server.url, '/v1/admin/category/create', { name, lang: 'en' }, token);
        outcomes.push({ name, sentIn, endedIn: taken, result: answer.result });
        if (answer.result === 0) acknowledged++;
        const step = plan[taken];
        if (step?.ready(acknowledged)) {
          taken++;
          lastStepAt = performance.now();
          step.take();
        }
        if (answer.closing) return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        outcomes.push({ name, sentIn, endedIn: taken, result: code });
        // A worker killed under a connection: a client opens another. A closed port ends the writer.
        if (code === 'ECONNREFUSED' || code === 'TIMEOUT' || taken === plan.length) return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  agent.destroy();
  const { code, ms } = await exited;
  expect(taken).toBe(plan.length);
  // A request left unanswered: what the primary logged about its workers and their connections, and the workers'
  // warnings (a request unanswered after 15 s names itself), say where it was.
  const primaryLog = linesOf(server, /^worker|connection| WARN | ERROR /)
    .slice(-60)
    .join('\n');
  expect(
    outcomes.filter((o) => o.result === 'TIMEOUT'),
    primaryLog,
  ).toEqual([]);
  expect(code).toBe(0);
  expect(ms).toBeLessThan(STOP_TIMEOUT_S * 1000 + 1000);
  return outcomes;
}

/** Every acknowledged write is in the database file the next start opens. */
function expectStored(outcomes: Outcome[]) {
  const file = new BetterSqlite(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const acked = outcomes.filter((o) => o.result === 0).map((o) => o.name);
    const stored = new Set(
      file
        .prepare(`select name from category where name in (${acked.map(() => '?').join(',')})`)
        .pluck()
        .all(...acked),
    );
    expect(acked.filter((name) => !stored.has(name))).toEqual([]);
  } finally {
    file.close();
  }
}

/** The stop is step `k` of the plan: a request in flight when it came was answered with success; one sent after it
 * was served or refused, never reset. */
function expectDrained(outcomes: Outcome[], k: number) {
  expect(outcomes.filter((o) => o.sentIn <= k && o.endedIn > k && o.result !== 0)).toEqual([]);
  expect(outcomes.filter((o) => o.sentIn > k && o.result !== 0 && o.result !== 'ECONNREFUSED')).toEqual([]);
}

const start = async (args: string[]) => {
  const server = await launch(['--data-dir', dataDir, ...args], env, { group: true });
  running.push(server);
  return server;
};
const signal = (pid: number) => () => process.kill(pid, 'SIGTERM');
const afterWrites =
  (n: number): Step['ready'] =>
  (acknowledged) =>
    acknowledged >= n;

describe.skipIf(Boolean(process.env.DATABASE_URL))('SIGTERM under 100 concurrent writers', () => {
  test('one process: to its PID, then (after a restart) to its process group', HEAVY, async () => {
    let server = await start([]);
    let outcomes = await writeThrough(server, 'pid', [{ ready: afterWrites(randomBetween(1, 300)), take: signal(server.child.pid!) }]);
    expect(outcomes.filter((o) => o.sentIn === 0 && o.result !== 0)).toEqual([]);
    expectDrained(outcomes, 0);
    expectStored(outcomes);

    server = await start([]);
    outcomes = await writeThrough(server, 'group', [{ ready: afterWrites(randomBetween(1, 300)), take: signal(-server.child.pid!) }]);
    expect(outcomes.filter((o) => o.sentIn === 0 && o.result !== 0)).toEqual([]);
    expectDrained(outcomes, 0);
    expectStored(outcomes);
  });

  test('--workers 2: a worker killed with -9 mid-burst, /metrics scraped every 100 ms, then SIGTERM to the group', HEAVY, async () => {
    const writes = (counters: Map<string, number>) =>
      [...counters]
        .filter(([series]) => series.startsWith('wallet_admin_requests_total{operation="createCategory"'))
        .reduce((sum, [, n]) => sum + n, 0);
    const server = await start(['--workers', '2']);
    const scrapes: { status: number | string; text: string; when: string }[] = [];
    let scraping = true;
    let killWanted = false;
    let killedAt = -1;
    // Scrapes on a connection of their own each; the kill comes between two of them, so no scrape is on the worker
    // that dies (that one would fail by its socket, not by an answer).
    const scraper = (async () => {
      while (scraping) {
        const sent = performance.now();
        // Where a failed scrape stood: before or after the kill, and what the primary had logged by its end.
        const when = () =>
          `${killedAt < 0 ? 'before the kill' : `${scrapes.length - killedAt} after the kill`}, ${Math.round(performance.now() - sent)} ms; primary: ${linesOf(server, /^worker|\/metrics/).join(' | ')}`;
        try {
          const { status, text } = await scrape(server.url);
          scrapes.push({ status, text, when: status === 200 ? '' : when() });
        } catch (error) {
          scrapes.push({ status: String(error), text: '', when: when() });
        }
        if (killWanted && killedAt < 0) {
          killedAt = scrapes.length;
          const pid = server.pids[0]!;
          process.kill(pid, 'SIGKILL');
          // A dying process frees its memory before its sockets close: a connection handed to it in between is lost
          // with it, as with any hand-over. The scrapes go on once the primary has seen the exit.
          while (!server.output().includes(`worker ${pid} ended`)) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const outcomes = await writeThrough(server, 'kill', [
      { ready: afterWrites(randomBetween(20, 300)), take: () => (killWanted = true) },
      {
        // The replacement is up and has been scraped a few times, and a scrape since the kill counts writes (a loaded
        // worker's figures may come a scrape late).
        ready: () =>
          killedAt >= 0 &&
          /worker \d+ ready/.test(server.output()) &&
          scrapes.length > killedAt + 3 &&
          writes(counterSamples(scrapes.at(-1)!.text)) > 0,
        take: () => {
          scraping = false;
          void scraper.then(() => process.kill(-server.child.pid!, 'SIGTERM'));
        },
      },
    ]);
    await scraper;
    // Before the kill every write succeeded; the requests the killed worker held failed at once (a transport error,
    // none waited for its timeout: writeThrough checks), and from the SIGTERM on the group drained.
    expect(outcomes.filter((o) => o.endedIn === 0 && o.result !== 0)).toEqual([]);
    expect(
      outcomes.filter((o) => o.result !== 0 && typeof o.result !== 'string'),
      linesOf(server, / WARN | ERROR |"level":(40|50)/).join('\n'),
    ).toEqual([]);
    expectDrained(outcomes, 1);
    expectStored(outcomes);

    expect(scrapes.filter((s) => s.status !== 200).map((s) => `${s.status} (${s.when})`)).toEqual([]);
    expect(scrapes.length).toBeGreaterThan(5);
    let previous = new Map<string, number>();
    const decreases: string[] = [];
    for (const { text } of scrapes) {
      const counters = counterSamples(text);
      for (const [series, value] of counters) {
        const before = previous.get(series);
        if (before !== undefined && value < before) decreases.push(`${series}: ${before} → ${value}`);
      }
      previous = counters;
    }
    expect(decreases).toEqual([]);
    // The writes are counted: the last scrape has them (what each scrape counted, and the primary's log, if not).
    expect(
      writes(previous),
      `writes counted by each scrape (the kill after scrape ${killedAt}): ${scrapes.map((s) => writes(counterSamples(s.text))).join(' ')}; primary: ${linesOf(server, /^worker/).join(' | ')}`,
    ).toBeGreaterThan(0);
    const check = await checkMetrics(scrapes.at(-1)!.text);
    if (check.skipped) console.warn(check.skipped);
    else expect(check.problems).toBe('');
  });
});

/** Every sample of a counter or histogram in a Prometheus text: `name{labels}` → value. */
function counterSamples(text: string): Map<string, number> {
  const cumulative = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm))
    if (type === 'counter' || type === 'histogram') cumulative.add(name!);
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    const cut = line.lastIndexOf(' ');
    const series = line.slice(0, cut);
    const name = series.replace(/\{.*$/, '').replace(/_(bucket|sum|count)$/, '');
    if (cumulative.has(name) || cumulative.has(series.replace(/\{.*$/, ''))) samples.set(series, Number(line.slice(cut + 1)));
  }
  return samples;
}
