// "2 processes vs 1": throughput of listApplication (pages of 10 over 100,000 DApps and tokens) through one server
// process and through `--workers 2`, on SQLite and, when DATABASE_URL is set, on PostgreSQL (a fresh schema).
// Beside each run: the CPU the server processes, this load generator (autocannon, in this process) and everything
// else on the machine used, in cores, so the ratio can be read: on a machine with 2 cores the load generator and
// the database take a share of the same cores the second worker needs, and the ratio stays below what spare
// cores would give.
// On PostgreSQL also "machines behind a balancer": one and then two independent server processes (own ports and data
// folders, as two machines would run) behind Debian's haproxy (server/test/cluster/haproxy.ts), the load through it.
//   npm run bench -- processes
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, type DatabaseLocation } from '../../server/src/db/open.ts';
import { openAndMigrate, prepare } from '../../server/src/http/app.ts';
import { seed } from '../../server/src/seed/index.ts';
import { seedScale } from '../../server/src/seed/scale.ts';
import { freePort, startBalancer } from '../../server/test/cluster/haproxy.ts';
import { launch, signIn } from '../../server/test/launch.ts';
import type { Row } from './console.ts';

interface Options {
  rows?: number;
  /** Alternating rounds of 1 and 2 processes; the best of each is reported. */
  rounds?: number;
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

/** Busy and total CPU seconds of the whole machine (Linux /proc/stat; zeros elsewhere). */
function machineCpu(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle, iowait
    return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
  } catch {
    return { busy: 0, total: 0 };
  }
}

interface Run {
  requestsPerSecond: number;
  p99Ms: number;
  /** Cores the server processes used on average (PostgreSQL's own processes not included). */
  serverCores: number;
  /** Server CPU per answered request, µs. */
  cpuPerRequestUs: number;
  loadCores: number;
  /** Cores everything else on the machine used meanwhile (other work, the database server). */
  otherCores: number;
  errors: number;
}

/** `workers` processes: under one command's --workers, or (`machines`) as independent processes behind haproxy. */
async function measure(
  workers: number,
  dataDir: string,
  env: NodeJS.ProcessEnv,
  duration: number,
  connections: number,
  machines = false,
): Promise<Run> {
  if (machines) return behindBalancer(workers, dataDir, env, duration, connections);
  const server = await launch(['--data-dir', dataDir, ...(workers > 1 ? ['--workers', String(workers)] : [])], env);
  try {
    return await load(server.url, server.pids, duration, connections);
  } finally {
    await server.stop();
  }
}

async function behindBalancer(count: number, dataDir: string, env: NodeJS.ProcessEnv, duration: number, connections: number): Promise<Run> {
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const servers = await Promise.all(
    ports.map((port, i) => launch(['--data-dir', join(dataDir, `machine-${i}`)], { ...env, PORT: String(port) })),
  );
  const balancer = await startBalancer(dataDir, Object.fromEntries(ports.map((port, i) => [`m${i}`, port])));
  try {
    return await load(
      balancer.url,
      servers.flatMap((s) => s.pids),
      duration,
      connections,
    );
  } finally {
    balancer.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** autocannon on pages of DApps through `url`, with the CPU of the server processes `pids`, the load and the rest. */
async function load(base: string, pids: number[], duration: number, connections: number): Promise<Run> {
  const token = (await signIn(base, 'admin', 'Admin@12345')).data!.token!;
  const url = `${base}/v1/admin/application/list?start=0&count=10`;
  await autocannon({ url, connections, duration: 1, headers: { token } }); // warm every worker up
  const cpuBefore = pids.map(cpuSeconds);
  const loadBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const started = process.hrtime.bigint();
  const result = await autocannon({ url, connections, duration, headers: { token } });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const load = process.cpuUsage(loadBefore);
  const machineBusy = machineCpu().busy - machineBefore.busy;
  const serverCpu = pids.map(cpuSeconds).reduce((sum, s, i) => sum + s - cpuBefore[i]!, 0);
  const loadCpu = (load.user + load.system) / 1e6;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    serverCores: round2(serverCpu / elapsed),
    cpuPerRequestUs: Math.round((serverCpu / Math.max(1, result.requests.total)) * 1e6),
    loadCores: round2(loadCpu / elapsed),
    otherCores: round2(Math.max(0, machineBusy - serverCpu - loadCpu) / elapsed),
    errors: result.errors + result.non2xx + result.timeouts,
  };
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
  // Alternating rounds (1, 2, 1, 2, …) and the best of each: the machine is shared, so the least disturbed run
  // of each is the fairest comparison.
  const best = new Map<number, Run>();
  for (let round = 0; round < options.rounds; round++)
    for (const workers of [1, 2]) {
      const run = await measure(workers, dataDir, env, options.durationSeconds, options.connections);
      options.log(
        `${label}, ${workers} process(es), round ${round + 1}: ${run.requestsPerSecond} req/s, others used ${run.otherCores} cores`,
      );
      if (run.requestsPerSecond > (best.get(workers)?.requestsPerSecond ?? -1)) best.set(workers, run);
    }
  const one = best.get(1)!;
  const two = best.get(2)!;
  const name = (what: string) => `listApplication @${options.connections}, ${label}: ${what}`;
  const balanced: Row[] = [];
  if (label === 'PostgreSQL') {
    const machines = new Map<number, Run>();
    for (let round = 0; round < options.rounds; round++)
      for (const count of [1, 2]) {
        const run = await measure(count, dataDir, env, options.durationSeconds, options.connections, true);
        options.log(`${label}, ${count} machine(s) behind haproxy, round ${round + 1}: ${run.requestsPerSecond} req/s`);
        if (run.requestsPerSecond > (machines.get(count)?.requestsPerSecond ?? -1)) machines.set(count, run);
      }
    const m1 = machines.get(1)!;
    const m2 = machines.get(2)!;
    balanced.push(
      { name: name('1 machine behind haproxy, throughput'), value: m1.requestsPerSecond, unit: 'req/s' },
      { name: name('2 machines behind haproxy, throughput'), value: m2.requestsPerSecond, unit: 'req/s' },
      { name: name('2 machines behind haproxy, p99'), value: m2.p99Ms, unit: 'ms' },
      { name: name('2 machines behind haproxy, CPU of everything else on the machine'), value: m2.otherCores, unit: 'cores' },
      {
        name: name(`2 machines / 1 behind haproxy (${cpus().length} cores for everything)`),
        value: Math.round((m2.requestsPerSecond / Math.max(1, m1.requestsPerSecond)) * 100) / 100,
        unit: '×',
      },
    );
  }
  return [
    ...balanced,
    ...(
      [
        ['1 process', one],
        ['2 processes', two],
      ] as const
    ).flatMap(([n, run]) => [
      { name: name(`${n}, throughput`), value: run.requestsPerSecond, unit: 'req/s' },
      { name: name(`${n}, p99`), value: run.p99Ms, unit: 'ms' },
      { name: name(`${n}, server CPU per request`), value: run.cpuPerRequestUs, unit: 'µs' },
      { name: name(`${n}, server CPU`), value: run.serverCores, unit: 'cores' },
      { name: name(`${n}, load generator CPU`), value: run.loadCores, unit: 'cores' },
      { name: name(`${n}, CPU of everything else on the machine`), value: run.otherCores, unit: 'cores' },
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
  const o: Required<Options> = { rows: 100_000, rounds: 2, durationSeconds: 5, connections: 50, log: () => {}, ...options };
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
      await (await openDatabase({ url, schema, dropOnClose: true })).close(); // drops the schema
    }
  }
  return rows;
}
