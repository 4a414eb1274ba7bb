// Two machines behind a load balancer (issue 53), as an SRE runs them: PostgreSQL, a shared S3-compatible bucket as its
// own process, `npm run migrate` once, two server processes on their own ports and data folders, and Debian's haproxy
// in front checking /readyz (L7 retries of requests no server answered: every write carries an Idempotency-Key, so a
// retry writes once). Under 32 writers and 16 readers through the balancer: a rolling restart (stop A, start A, stop
// B, start B) and a `kill -9` of A with its restart. Then: no request the balancer answered failed, no acknowledged
// write is missing, an upload put before the restarts through A's credentials is read through B's URL, and `verify`
// answers the same through both machines, also after the log's tail is cut (the checkpoints are in the database and
// the bucket, not in one machine's folder). Before any of it, a start on the unmigrated database refuses.
// PostgreSQL only (DATABASE_URL; .ci/run's PostgreSQL leg, which installs haproxy). Waits are for states (a line
// printed, a server UP in haproxy's status page), never for time.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { launch, signIn, type ServerProcess } from '../launch.ts';
import { freePort, startBalancer, until } from './haproxy.ts';

const ROOT = join(import.meta.dirname, '../../..');
const WRITERS = 32;
const READERS = 16;
const BUCKET = 'wallet-admin';
const tmp = mkdtempSync(join(tmpdir(), 'wallet-admin-cluster-'));
const schema = `cluster_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
const stops: (() => void)[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const stop of stops) stop();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
  rmSync(tmp, { recursive: true, force: true });
});

/** Runs a command to its end: its exit code and output. */
function run(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Starts a long-running process and resolves once its output matches `ready`. */
function daemon(command: string, args: string[], ready: RegExp) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
}

interface Outcome {
  kind: 'write' | 'read';
  /** HTTP status, or the transport error's code when nothing answered. */
  status: number | string;
  result?: number;
  /** The start of a failed answer's body. */
  body?: string;
  at: number;
  ms: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

describe.runIf(Boolean(process.env.DATABASE_URL))('two machines behind haproxy on one PostgreSQL database', () => {
  test(
    'a rolling restart and a kill -9 under 32 writers and 16 readers: nothing answered fails, nothing acknowledged is lost',
    { timeout: 600_000 },
    async () => {
      const [s3Port, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
      await daemon(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 's3-store.ts'), join(tmp, 's3'), BUCKET, String(s3Port)],
        /s3 listening/,
      );
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_SCHEMA: schema,
        SINGLE_MACHINE: 'off',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        ADMIN_HEADER_PASSWORD: randomBytes(18).toString('base64url'),
        AUDIT_CHECKPOINT_KEY: randomBytes(32).toString('hex'),
        AUDIT_CHECKPOINT_SECONDS: '1',
        STOP_GRACE: '0.5',
        // A connection for each of the 48 clients at once: on a loaded machine a request waiting more than 5 s for a
        // pooled connection answers 50300 (db/open.ts), which is the pool's size speaking, not a restart's.
        PG_POOL_MAX: '24',
        LOG_LEVEL: 'warn',
      };
      const machine = (name: string, port: number) => {
        const dataDir = join(tmp, name);
        return async () => {
          const server = await launch(['--data-dir', dataDir], { ...env, PORT: String(port) });
          servers.push(server);
          return server;
        };
      };
      const startA = machine('a', portA);
      const startB = machine('b', portB);

      // A start never changes the schema: on a database not migrated for it, it refuses and says what to run.
      await expect(startA()).rejects.toThrow(/not migrated for this version .*npm run migrate/);
      const migrated = await run(['server/src/ops/migrate-cli.ts'], env);
      expect(migrated.output).toMatch(/migrated to schema/);
      expect(migrated.code).toBe(0);

      let [a, b] = await Promise.all([startA(), startB()]);
      expect(a.adminHeaderPassword).toBe(env.ADMIN_HEADER_PASSWORD);

      const balancer = await startBalancer(tmp, { a: portA, b: portB });
      stops.push(() => balancer.stop());
      const up = (server: string) => balancer.up(server);
      const lb = balancer.url;
      // The password and the authenticator's code (a shared database always asks for a second factor).
      const login = await signIn(lb, 'admin', 'Admin@12345');
      expect(login.result).toBe(0);
      const token = login.data!.token!;

      // An upload before the restarts, with the credentials machine A hands out.
      const credentials = async (base: string) =>
        (
          (await (await fetch(`${base}/v1/admin/bos/session_token`, { headers: { token } })).json()) as {
            data: {
              AccessKeyId: string;
              SecretAccessKey: string;
              SessionToken: string;
              Region: string;
              Endpoint: string;
              PublicUrl: string;
              Prefix: string;
              Bucket: string;
            };
          }
        ).data;
      const fromA = await credentials(a.url);
      const key = `${fromA.Prefix}cluster-${randomUUID()}.txt`;
      const s3 = new S3Client({
        region: fromA.Region,
        endpoint: fromA.Endpoint,
        forcePathStyle: true,
        credentials: {
          accessKeyId: fromA.AccessKeyId,
          secretAccessKey: fromA.SecretAccessKey,
          ...(fromA.SessionToken ? { sessionToken: fromA.SessionToken } : {}),
        },
      });
      await s3.send(new PutObjectCommand({ Bucket: fromA.Bucket, Key: key, Body: 'one bucket for every machine' }));

      // The load: each writer and reader sends its next request when the last is answered, until the plan is done.
      const outcomes: Outcome[] = [];
      const acknowledged: string[] = [];
      let done = false;
      const started = performance.now();
      const send = async (kind: Outcome['kind'], url: string, init: RequestInit) => {
        const at = performance.now() - started;
        try {
          const response = await fetch(url, init);
          const text = await response.text();
          const result = response.status === 200 ? (JSON.parse(text) as { result: number }).result : undefined;
          const failed = response.status !== 200 || result !== 0;
          outcomes.push({
            kind,
            status: response.status,
            result,
            at,
            ms: performance.now() - started - at,
            ...(failed ? { body: text.slice(0, 200) } : {}),
          });
          return result;
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
          outcomes.push({ kind, status: code, at, ms: performance.now() - started - at });
          return undefined;
        }
      };
      const writer = async (w: number) => {
        for (let i = 0; !done; i++) {
          const name = `cluster-${w}-${i}`;
          const result = await send('write', `${lb}/v1/admin/category/create`, {
            method: 'POST',
            headers: { token, 'Idempotency-Key': randomUUID() },
            body: new URLSearchParams({ name, lang: 'en' }),
          });
          if (result === 0) acknowledged.push(name);
        }
      };
      const reader = async () => {
        while (!done) await send('read', `${lb}/v1/admin/category/list?start=0&count=10`, { headers: { token } });
      };
      const afterMore = (n: number) => {
        const target = acknowledged.length + n;
        // Bounded for a machine loaded by other suites: a few writes a second still get there.
        return until(async () => acknowledged.length >= target, `${n} more acknowledged writes`, 300);
      };
      const load = Promise.all([...Array.from({ length: WRITERS }, (_, w) => writer(w)), ...Array.from({ length: READERS }, reader)]);

      await afterMore(100);
      const rollFrom = performance.now() - started;
      // Rolling restart: each machine stopped (exit 0) and started again while the other takes every request.
      expect(await a.stop()).toBe(0);
      a = await startA();
      await up('a');
      await afterMore(50);
      expect(await b.stop()).toBe(0);
      b = await startB();
      await up('b');
      await afterMore(50);
      const rollTo = performance.now() - started;
      // A crash: A killed with -9 mid-load, then started again beside B's writes.
      a.child.kill('SIGKILL');
      await new Promise((resolve) => a.child.once('exit', resolve));
      a = await startA();
      await up('a');
      // The migrate step again under live writes: this version's schema is there, so it changes nothing.
      const again = await run(['server/src/ops/migrate-cli.ts'], env);
      expect(again.output).toMatch(/already this version's; nothing changed/);
      await afterMore(100);
      done = true;
      await load;

      const answeredFailures = outcomes.filter((o) => typeof o.status === 'number' && (o.status !== 200 || o.result !== 0));
      const unanswered = outcomes.filter((o) => typeof o.status === 'string');
      const rolling = outcomes.filter((o) => o.at >= rollFrom && o.at <= rollTo);
      console.log(
        `cluster: ${outcomes.length} requests (${acknowledged.length} acknowledged writes); during the rolling restart ` +
          `(${Math.round(rollTo - rollFrom)} ms) ${rolling.length} answered, p50 ${Math.round(
            percentile(
              rolling.map((o) => o.ms),
              50,
            ),
          )} ms, ` +
          `p99 ${Math.round(
            percentile(
              rolling.map((o) => o.ms),
              99,
            ),
          )} ms; failed answers ${answeredFailures.length}, unanswered ${unanswered.length}`,
      );
      expect(answeredFailures.slice(0, 10)).toEqual([]);
      expect(unanswered.slice(0, 10)).toEqual([]);

      // Every acknowledged write is in the database.
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${schema}` });
      await client.connect();
      try {
        const stored = await client.query<{ name: string }>(`select name from category where name = any($1)`, [acknowledged]);
        const names = new Set(stored.rows.map((row) => row.name));
        expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);

        // The upload put through A before the restarts, read at the URL B hands out.
        const fromB = await credentials(b.url);
        const read = await fetch(`${fromB.PublicUrl}/${key}`);
        expect(read.status).toBe(200);
        expect(await read.text()).toBe('one bucket for every machine');
        expect((await s3.send(new GetObjectCommand({ Bucket: fromB.Bucket, Key: key }))).ContentLength).toBeGreaterThan(0);

        // verify answers the same through both machines: intact, then (the newest entries cut off past a checkpoint) not.
        const verify = async (base: string) =>
          (
            (await (await fetch(`${base}/v1/admin/audit_log/verify`, { headers: { token } })).json()) as {
              data: { intact: boolean; checkpoints: number; problems: { kind: string; message: string }[] };
            }
          ).data;
        const head = async () => Number((await client.query<{ seq: string }>(`select max(seq) as seq from audit_log`)).rows[0]!.seq);
        const checkpointed = async () =>
          Number(
            (await client.query<{ name: string | null }>(`select max(name) as name from audit_checkpoint`)).rows[0]!.name?.slice(0, 15) ??
              0,
          );
        const [beforeA, beforeB] = [await verify(a.url), await verify(b.url)];
        expect(beforeA).toMatchObject({ intact: true, problems: [] });
        expect(beforeB).toMatchObject({ intact: true, problems: [] });
        expect(beforeA.checkpoints).toBeGreaterThan(0);
        await until(async () => (await checkpointed()) >= (await head()) - 1, 'a checkpoint of the head');
        // Nothing waits for its place when the tail is cut: a chainer's pass that read the head before the delete
        // would place its entries past the gap ("removed", a cut the verdict also names, but not this test's case).
        const waiting = async () =>
          Number((await client.query<{ n: string }>(`select count(*) as n from audit_log where seq is null`)).rows[0]!.n);
        await until(async () => (await waiting()) === 0, 'every entry chained');
        const cutFrom = (await checkpointed()) - 35;
        await client.query(`delete from audit_log where seq > $1`, [cutFrom]);
        const [cutA, cutB] = [await verify(a.url), await verify(b.url)];
        expect(cutA.intact).toBe(false);
        // One problem per checkpoint past the cut, the same checkpoints through both. (Each verify is itself an entry
        // of the log, so the chain grows again between the two: a checkpoint it grows past reads "rewritten" rather
        // than "cut off", the same checkpoint either way.)
        const named = (problems: { message: string }[]) => problems.map((p) => /checkpoint(?:ed)? (?:of|at) (\S+Z)/.exec(p.message)?.[1]);
        expect(cutA.problems.length).toBeGreaterThan(0);
        expect(new Set(cutA.problems.map((p) => p.kind))).toEqual(new Set(['cut-off']));
        expect(named(cutB.problems)).toEqual(named(cutA.problems));
        expect(named(cutA.problems)).not.toContain(undefined);
      } finally {
        await client.end();
      }
    },
  );
});
