// "2 processes vs 1": throughput of listApplication (pages of 10 over 100,000 DApps and tokens) through one server
// process and through `--workers 2`, on SQLite and, when DATABASE_URL is set, on PostgreSQL (a fresh schema).
// Beside each run: the CPU the server processes and this load generator (autocannon, in this process) used, in
// cores, so the ratio can be read: on a machine with 2 cores the load generator takes a share of the same cores
// the second worker needs, and the ratio stays well below what spare cores would give.
//   npm run bench -- processes
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { clientHash } from '../../server/src/auth/password.ts';
import type { DatabaseLocation } from '../../server/src/db/open.ts';
import { openAndMigrate, prepare } from '../../server/src/http/app.ts';
import { seed } from '../../server/src/seed/index.ts';
import { seedScale } from '../../server/src/seed/scale.ts';
import { launch } from '../../server/test/launch.ts';
import type { Row } from './console.ts';

interface Options {
  rows?: number;
  durationSeconds?: number;
  connections?: number;
  log?: (line: string) => void;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds a process has used (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return 0;
  }
}

interface Run {
  requestsPerSecond: number;
  p99Ms: number;
  serverCores: number;
  loadCores: number;
  errors: number;
}

async function measure(workers: number, dataDir: string, env: NodeJS.ProcessEnv, duration: number, connections: number): Promise<Run> {
  const server = await launch(['--data-dir', dataDir, ...(workers > 1 ? ['--workers', String(workers)] : [])], env);
  try {
    const login = await fetch(`${server.url}/v1/admin/login`, {
      method: 'POST',
      body: new URLSearchParams({ user_name: 'admin', password: clientHash('Admin@12345') }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const url = `${server.url}/v1/admin/application/list?start=0&count=10`;
    await autocannon({ url, connections, duration: 1, headers: { token } }); // warm every worker up
    const cpuBefore = server.pids.map(cpuSeconds);
    const loadBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    const result = await autocannon({ url, connections, duration, headers: { token } });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    const load = process.cpuUsage(loadBefore);
    const serverCpu = server.pids.map(cpuSeconds).reduce((sum, s, i) => sum + s - cpuBefore[i]!, 0);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      serverCores: Math.round((serverCpu / elapsed) * 100) / 100,
      loadCores: Math.round(((load.user + load.system) / 1e6 / elapsed) * 100) / 100,
      errors: result.errors + result.non2xx + result.timeouts,
    };
  } finally {
    await server.stop();
  }
}

async function engine(
  label: string,
  location: DatabaseLocation,
  dataDir: string,
  env: NodeJS.ProcessEnv,
  options: Required<Options>,
): Promise<Row[]> {
  const { contract } = prepare();
  const database = await openAndMigrate(location, contract);
  try {
    await seed(database, contract);
    options.log(`${label}: seeding ${options.rows} DApps and tokens…`);
    await seedScale(database, contract, options.rows);
  } finally {
    await database.close();
  }
  const one = await measure(1, dataDir, env, options.durationSeconds, options.connections);
  options.log(`${label}, 1 process: ${one.requestsPerSecond} req/s`);
  const two = await measure(2, dataDir, env, options.durationSeconds, options.connections);
  options.log(`${label}, 2 processes: ${two.requestsPerSecond} req/s`);
  const name = (what: string) => `listApplication @${options.connections}, ${label}: ${what}`;
  return [
    ...(
      [
        ['1 process', one],
        ['2 processes', two],
      ] as const
    ).flatMap(([n, run]) => [
      { name: name(`${n}, throughput`), value: run.requestsPerSecond, unit: 'req/s' },
      { name: name(`${n}, p99`), value: run.p99Ms, unit: 'ms' },
      { name: name(`${n}, server CPU`), value: run.serverCores, unit: 'cores' },
      { name: name(`${n}, load generator CPU`), value: run.loadCores, unit: 'cores' },
      { name: name(`${n}, errors`), value: run.errors, unit: '' },
    ]),
    {
      name: name('2 processes / 1'),
      value: Math.round((two.requestsPerSecond / Math.max(1, one.requestsPerSecond)) * 100) / 100,
      unit: '×',
      goal: '≥ 1.6 with cores to spare',
    },
  ];
}

export async function benchProcesses(options: Options = {}): Promise<Row[]> {
  const o: Required<Options> = { rows: 100_000, durationSeconds: 5, connections: 50, log: () => {}, ...options };
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ADMIN_HEADER_PASSWORD: 'bench' };
  const rows: Row[] = [];
  const sqliteDir = mkdtempSync(join(tmpdir(), 'wallet-admin-bench-procs-'));
  try {
    const env = { ...base, DATABASE_URL: '', DATABASE_SCHEMA: '' };
    rows.push(...(await engine('SQLite', join(sqliteDir, 'wallet-admin.sqlite'), sqliteDir, env, o)));
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_procs_${Date.now().toString(36)}`;
    const pgDir = mkdtempSync(join(tmpdir(), 'wallet-admin-bench-procs-pg-'));
    try {
      rows.push(...(await engine('PostgreSQL', { url, schema }, pgDir, { ...base, DATABASE_URL: url, DATABASE_SCHEMA: schema }, o)));
    } finally {
      rmSync(pgDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
  return rows;
}
