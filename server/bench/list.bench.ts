// Benchmark of a list call against the same run's bare Fastify "hello" (the ceiling): 100,000 DApps and tokens
// in a temp SQLite database, the server in a child process, autocannon on loopback at 50 and 200 connections.
//   npx tsx server/bench/list.bench.ts           prints the table
//   import { benchServer } from '.../list.bench.ts'   returns the rows (scripts/bench.ts)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { clientHash } from '../src/auth/password.ts';
import { openAndMigrate, prepare } from '../src/http/app.ts';
import { seed } from '../src/seed/index.ts';
import { SCALED_RESOURCES, seedScale } from '../src/seed/scale.ts';

export interface BenchRow {
  target: string;
  connections: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** requests/s relative to the bare hello route at the same connections. */
  ratioToHello: number;
  errors: number;
  serverRssMb: number;
}

export interface BenchOptions {
  rows?: number;
  durationSeconds?: number;
  connections?: number[];
  log?: (line: string) => void;
}

const SERVER_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const HELLO = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

function startChild(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolveStart, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start: ${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveStart({ child, url: match[1]! });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited ${code}: ${output}`));
    });
  });
}

/** Resident memory of a process in MB (Linux /proc; 0 elsewhere). */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export async function benchServer(options: BenchOptions = {}): Promise<BenchRow[]> {
  const rows = options.rows ?? 100_000;
  const duration = options.durationSeconds ?? 5;
  const connectionsList = options.connections ?? [50, 200];
  const log = options.log ?? (() => {});
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-bench-'));
  const children: ChildProcess[] = [];
  try {
    const { contract } = prepare();
    // SQLite always: the benchmark measures the embedded default, whatever DATABASE_URL says.
    const database = await openAndMigrate(join(dataDir, 'wallet-admin.sqlite'), contract);
    await seed(database, contract);
    log(`seeding ${rows} rows each of ${SCALED_RESOURCES.join(', ')}…`);
    await seedScale(database, contract, rows);
    await database.close();

    const env = { ...process.env, LOG_LEVEL: 'warn', PORT: '0', DATABASE_URL: '' };
    const server = await startChild(SERVER_MAIN, ['--data-dir', dataDir], env);
    children.push(server.child);
    const hello = await startChild(HELLO, [], env);
    children.push(hello.child);

    const login = await fetch(`${server.url}/v1/admin/login`, {
      method: 'POST',
      body: new URLSearchParams({ user_name: 'admin', password: clientHash('Admin@12345') }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const targets = SCALED_RESOURCES.flatMap((name) => {
      const op = contract.operations.find((o) => o.resource === name && o.action === 'list');
      return op ? [{ target: `${op.operationId} (${name}, count=10)`, url: `${server.url}${op.path}?start=0&count=10` }] : [];
    });

    const out: BenchRow[] = [];
    for (const connections of connectionsList) {
      const ceiling = await autocannon({ url: `${hello.url}/hello`, connections, duration });
      out.push({
        target: 'bare Fastify hello',
        connections,
        p50Ms: ceiling.latency.p50,
        p99Ms: ceiling.latency.p99,
        requestsPerSecond: Math.round(ceiling.requests.average),
        ratioToHello: 1,
        errors: ceiling.errors + ceiling.non2xx,
        serverRssMb: rssMb(hello.child.pid),
      });
      for (const t of targets) {
        const result = await autocannon({ url: t.url, connections, duration, headers: { token } });
        out.push({
          target: t.target,
          connections,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requestsPerSecond: Math.round(result.requests.average),
          ratioToHello: Math.round((result.requests.average / Math.max(1, ceiling.requests.average)) * 1000) / 1000,
          errors: result.errors + result.non2xx + result.timeouts,
          serverRssMb: rssMb(server.child.pid),
        });
        log(`${t.target} @${connections}: ${Math.round(result.requests.average)} req/s`);
      }
    }
    return out;
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await benchServer({ log: (line) => console.log(line) });
  console.table(rows);
}
