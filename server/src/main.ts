// The reference server: `node --import tsx server/src/main.ts [--data-dir DIR] [--port N] [--host H] [--console-dir DIR] [--workers N] [--log requests|info] [--trust-proxy LIST|HOPS] [--upload-max-mb N] [--stop-timeout S]`.
// Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data), DATABASE_URL (+ DATABASE_SCHEMA) for PostgreSQL, WORKERS (1),
// STOP_TIMEOUT (or --stop-timeout: seconds a stop may drain before the process exits anyway, 9),
// OTEL_EXPORTER_OTLP_ENDPOINT (traces, ops/tracing.ts),
// ADMIN_HEADER_PASSWORD (else one generated at the first start, kept in DATA_DIR/admin-header-password; its place is
// printed, never the value), STOP_GRACE (seconds a stop keeps taking connections with /readyz 503 first, 0),
// MIGRATE_AT_START (on: run the migrate step at start; default on for an embedded SQLite file or SINGLE_MACHINE=on,
// off with DATABASE_URL, where `npm run migrate` runs once per release and a start only checks: db/schema.ts),
// SINGLE_MACHINE (on: a DATABASE_URL start may keep uploads, the X-Admin-Password and the checkpoint key per machine),
// PG_POOL_MAX (connections per process, 10), INSTANCE_ID (ops/lifecycle.ts),
// LOG_LEVEL (or --log: warn, the default; requests for one readable line per request; info for JSON lines), TRUST_PROXY (or --trust-proxy: the
// proxies whose X-Forwarded-For names the client, config.ts), S3_* for a real bucket (else an embedded S3 store in DATA_DIR/s3,
// whose largest file is UPLOAD_MAX_MB or --upload-max-mb, 64 by default), METRICS_TOKEN for GET /metrics (ops/metrics.ts),
// AUDIT_CHECKPOINT_SECONDS and AUDIT_CHECKPOINT_KEY(_FILE) for the audit log's signed checkpoints (audit/checkpoints.ts).
// Migrates (or checks) and seeds an empty database, serves the API under /v1 and the built console at /. With --workers N
// (N > 1) this process is the primary of N worker processes sharing the port (workers.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  checkpointEvery,
  checkpointKey,
  checkpointMirrorsFromEnv,
  checkpointSeconds,
  checkpointStores,
  writeCheckpoint,
} from './audit/checkpoints.ts';
import { configuredLocation } from './db/open.ts';
import {
  ADMIN_HEADER_PASSWORD_FILE,
  clusterSettingsMissing,
  migrateAtStart,
  newAdminHeaderPassword,
  parseTrustProxy,
  signInSecondFactor,
  uploadMaxBytes,
} from './config.ts';
import { build } from './http/app.ts';
import { unsupportedNode } from './node-version.ts';
import { privateFolder, sharedSecret } from './private-files.ts';
import { loggingFor } from './http/request-log.ts';
import { drainOnClose } from './ops/drain.ts';
import { registerHealth } from './ops/health.ts';
import { registerMetrics } from './ops/metrics.ts';
import { DEMO_USERS } from './seed/accounts.ts';
import { publicOrigin, startEmbeddedStore, type EmbeddedStore } from './uploads/embedded-store.ts';
import { uploadsFromEnv } from './uploads/credentials.ts';
import { announceDraining, isWorker, runPrimary, serveHandedConnections } from './workers.ts';
import { startTracing } from './ops/tracing.ts';
import { instance, lifecycle, type Lifecycle } from './ops/lifecycle.ts';
import { argument } from './ops/argv.ts';

export interface StartOptions {
  dataDir?: string;
  port?: number;
  host?: string;
  /** The built console; default console/dist of the repository when it exists. */
  consoleDir?: string;
  env?: NodeJS.ProcessEnv;
  logLevel?: string;
  /** false in a worker of --workers: the primary listens and hands it connections (workers.ts). */
  listen?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The X-Admin-Password value this server accepts. */
  adminHeaderPassword: string;
  /** Where that value comes from, for the start line (never the value itself). */
  adminHeaderPasswordSource: string;
  app: FastifyInstance;
  /** Serves a connection accepted elsewhere (the primary of --workers). */
  serve(socket: Socket): void;
  /** Drains (readyz says 503 at once; after `graceMs` the port closes and every request received is answered), then
   * closes the database. */
  close(graceMs?: number): Promise<void>;
  /** Requests being answered now (what a stop cut off at its bound). */
  openRequests(): number;
}

/** LOG_LEVEL or `--log`: `warn` (default: warnings and errors), `requests` (and one line per request), or a pino level. */
function logging(level: string | undefined) {
  const { logger, requestLog } = loggingFor(level);
  return { logger, requestLog: requestLog ? (line: string) => process.stdout.write(`${line}\n`) : null };
}

/** STOP_TIMEOUT seconds: how long a stop may drain before the process exits anyway; by default under the 10 s
 * orchestrators usually allow. */
function stopBoundMs(value: string | undefined): number {
  if (value === undefined || value === '') return 9_000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`STOP_TIMEOUT must be a number of seconds > 0, not ${value}`);
  return seconds * 1000;
}

const DEFAULT_CONSOLE = fileURLToPath(new URL('../../console/dist', import.meta.url));

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const dataDir = resolve(options.dataDir ?? env.DATA_DIR ?? '.data');
  privateFolder(dataDir);
  // Machines of one database must share what each would otherwise keep or make up on its own (config.ts).
  const missing = clusterSettingsMissing(env);
  if (missing.length)
    throw new Error(
      `DATABASE_URL is set, so other machines may serve this database, and each would keep its own:\n${missing.map((m) => `  - ${m}`).join('\n')}\n` +
        'Set each (the same on every machine), or SINGLE_MACHINE=on when this is the only machine (docs/deploy.md).',
    );
  const location = configuredLocation(env, dataDir);
  let store: EmbeddedStore | null = null;
  const uploads =
    uploadsFromEnv(env) ??
    (store = await startEmbeddedStore(join(dataDir, 's3'), {
      maxObjectBytes: uploadMaxBytes(env.UPLOAD_MAX_MB),
      publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
    })).uploads;
  const adminHeaderPassword = env.ADMIN_HEADER_PASSWORD || adminHeaderPasswordOf(dataDir);
  const adminHeaderPasswordSource = env.ADMIN_HEADER_PASSWORD
    ? 'set by ADMIN_HEADER_PASSWORD'
    : `kept in ${join(dataDir, ADMIN_HEADER_PASSWORD_FILE)} (readable by its owner only)`;
  const auditCheckpoints = { mirrors: checkpointMirrorsFromEnv(env), key: checkpointKey(env, dataDir) };
  const consoleDir = options.consoleDir ?? (existsSync(join(DEFAULT_CONSOLE, 'index.html')) ? DEFAULT_CONSOLE : undefined);
  // Before the app is built, so its hooks find the tracer; nothing is loaded when traces are off.
  await startTracing(env);
  const host = options.host ?? env.HOST ?? '127.0.0.1';
  const secondFactor = signInSecondFactor(env.SIGN_IN_SECOND_FACTOR, env, host);
  let app: FastifyInstance;
  try {
    app = await build({
      db: location,
      migrate: migrateAtStart(env),
      consoleDir,
      config: {
        uploads,
        ...logging(options.logLevel ?? env.LOG_LEVEL),
        adminHeaderPassword,
        trustProxy: parseTrustProxy(env.TRUST_PROXY),
        auditCheckpoints,
        signInSecondFactor: secondFactor,
      },
    });
  } catch (error) {
    await store?.close();
    throw error;
  }
  let draining = false;
  registerHealth(app, () => draining);
  const openRequests = drainOnClose(app);
  // The audit chain's head, signed, to the database and the bucket: now and at intervals (audit/checkpoints.ts).
  const db = app.services.database.db;
  const stopCheckpoints = checkpointEvery(checkpointSeconds(env.AUDIT_CHECKPOINT_SECONDS), () =>
    writeCheckpoint(db, checkpointStores(db, auditCheckpoints.mirrors), auditCheckpoints.key),
  );
  app.addHook('onClose', stopCheckpoints);
  registerMetrics(app, env.METRICS_TOKEN || undefined);
  let port = options.port ?? Number(env.PORT ?? 8080);
  if (options.listen === false) await app.ready();
  else {
    await app.listen({ port, host });
    const address = app.server.address();
    if (typeof address === 'object' && address) port = address.port;
  }
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    app,
    adminHeaderPassword,
    adminHeaderPasswordSource,
    serve: (socket) => app.server.emit('connection', socket),
    openRequests,
    close: (graceMs = 0) =>
      (closing ??= (async () => {
        draining = true;
        // Balancers that poll /readyz see 503 and move on while the port still takes connections.
        if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
        await app.close();
        await store?.close();
      })()),
  };
}

/** The generated X-Admin-Password of this data directory: made at the first start, readable only by its owner. */
const adminHeaderPasswordOf = (dataDir: string): string => sharedSecret(join(dataDir, ADMIN_HEADER_PASSWORD_FILE), newAdminHeaderPassword);

/** STOP_GRACE: seconds a stop keeps taking connections (with /readyz 503) before the port closes, for balancers that
 * poll health rarely or not at all (0 when unset: the port closes at once, and a balancer retries elsewhere). */
function stopGraceMs(value: string | undefined, boundMs: number): number {
  if (value === undefined || value === '') return 0;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds * 1000 >= boundMs)
    throw new Error(`STOP_GRACE must be seconds ≥ 0 and below STOP_TIMEOUT (${boundMs / 1000}), not ${value}`);
  return seconds * 1000;
}

/** The start lines (JSON at LOG_LEVEL info): where it listens, who it is, where the X-Admin-Password is kept (never
 * its value: stdout goes to journals and collectors), and, for a person at a terminal, the demo's sign-ins. */
function announceStart(log: Lifecycle, url: string, passwordSource: string, processes: string, fields: Record<string, unknown>): void {
  log.event(`Wallet Admin listening on ${url} (API under ${url}/v1, Node ${process.version}, ${processes}, instance ${instance.id})`, {
    event: 'start',
    url,
    node: process.version,
    ...fields,
  });
  log.event(`X-Admin-Password (asked by high-impact calls): ${passwordSource}`, { event: 'admin-header-password', where: passwordSource });
  log.event(`Sign in as ${DEMO_USERS.map((u) => `${u.user_name} / ${u.password}`).join(' or ')} (TOTP secret JBSWY3DPEHPK3PXP)`, {
    event: 'demo-sign-ins',
  });
}

async function cli(log: Lifecycle): Promise<void> {
  const unsupported = unsupportedNode(process.version);
  if (unsupported) throw new Error(unsupported);
  const argv = process.argv.slice(2);
  const port = argument(argv, '--port');
  const workers = Number(argument(argv, '--workers') ?? process.env.WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers must be a whole number ≥ 1, not ${String(workers)}`);
  const dataDir = argument(argv, '--data-dir');
  const trustProxy = argument(argv, '--trust-proxy');
  if (trustProxy !== undefined) process.env.TRUST_PROXY = trustProxy; // workers inherit it
  const uploadMax = argument(argv, '--upload-max-mb');
  if (uploadMax !== undefined) process.env.UPLOAD_MAX_MB = uploadMax; // and this
  uploadMaxBytes(process.env.UPLOAD_MAX_MB); // a wrong value stops the start here, not in each worker
  const stopTimeout = argument(argv, '--stop-timeout');
  if (stopTimeout !== undefined) process.env.STOP_TIMEOUT = stopTimeout;
  const stopBound = stopBoundMs(process.env.STOP_TIMEOUT);
  const grace = stopGraceMs(process.env.STOP_GRACE, stopBound);
  const host = argument(argv, '--host') ?? process.env.HOST ?? '127.0.0.1';
  if (workers > 1 && !isWorker()) {
    // Made once here, so every worker accepts the same one.
    const folder = resolve(dataDir ?? process.env.DATA_DIR ?? '.data');
    const adminHeaderPassword = process.env.ADMIN_HEADER_PASSWORD || adminHeaderPasswordOf(folder);
    runPrimary({
      workers,
      port: Number(port ?? process.env.PORT ?? 8080),
      host,
      stopBoundMs: stopBound,
      env: { ADMIN_HEADER_PASSWORD: adminHeaderPassword },
      onReady: (url, pids) =>
        announceStart(
          log,
          url,
          process.env.ADMIN_HEADER_PASSWORD
            ? 'set by ADMIN_HEADER_PASSWORD'
            : `kept in ${join(folder, ADMIN_HEADER_PASSWORD_FILE)} (readable by its owner only)`,
          `${workers} worker processes: ${pids.join(', ')}`,
          { workers: pids },
        ),
      log: (line) => log.event(line, { event: 'workers' }),
    });
    return;
  }
  const server = await startServer({
    dataDir,
    consoleDir: argument(argv, '--console-dir'),
    host,
    listen: !isWorker(),
    ...(port !== undefined ? { port: Number(port) } : {}),
  });
  if (isWorker()) serveHandedConnections((socket) => server.serve(socket));
  else announceStart(log, server.url, server.adminHeaderPasswordSource, `process ${process.pid}`, { pid: process.pid });
  // A stop (a deploy's SIGTERM, Ctrl-C) drains: /readyz says 503 at once; after STOP_GRACE the port closes (new
  // connections are refused, and a balancer sends them elsewhere), requests already received are answered (with
  // `Connection: close`), then the database closes and the process exits 0, within STOP_TIMEOUT whatever the clients
  // do. A signal may come twice (to the process group and from the primary of --workers): the first one counts.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    announceDraining();
    if (!isWorker()) log.event(`${signal}: stopping`, { event: 'stop', signal, grace_ms: grace, bound_ms: stopBound });
    // A request that never ends (a stuck client upload) must not hold a deploy: its connection is cut at the bound.
    setTimeout(() => {
      log.event(
        `${signal}: ${server.openRequests()} requests still open after ${stopBound / 1000} s: cut`,
        { event: 'stopped', cut: server.openRequests() },
        'warn',
      );
      process.exit(0);
    }, stopBound).unref();
    server.close(grace).then(
      () => {
        if (!isWorker())
          log.event(`${signal}: stopped in ${Math.round(performance.now() - started)} ms`, {
            event: 'stopped',
            ms: Math.round(performance.now() - started),
          });
        process.exit(0);
      },
      (error: unknown) => {
        log.fatal(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const log = argument(process.argv, '--log');
  if (log !== undefined) process.env.LOG_LEVEL = log; // workers inherit it
  const lines = lifecycle(process.env.LOG_LEVEL);
  cli(lines).catch((error: unknown) => {
    // One line (JSON at LOG_LEVEL info): a refused setting reads as its message, not as a stack.
    lines.fatal(error);
    process.exit(1);
  });
}
