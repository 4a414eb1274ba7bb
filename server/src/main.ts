// The reference server: `node --import tsx server/src/main.ts [--data-dir DIR] [--port N] [--host H] [--console-dir DIR] [--workers N] [--log requests|info] [--trust-proxy LIST|HOPS] [--upload-max-mb N] [--stop-timeout S]`.
// Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data), DATABASE_URL (+ DATABASE_SCHEMA) for PostgreSQL, WORKERS (1),
// STOP_TIMEOUT (or --stop-timeout: seconds a stop may drain before the process exits anyway, 9),
// OTEL_EXPORTER_OTLP_ENDPOINT (traces, ops/tracing.ts),
// ADMIN_HEADER_PASSWORD (else one generated at the first start, kept in DATA_DIR/admin-header-password and printed),
// LOG_LEVEL (or --log: warn, the default; requests for one readable line per request; info for JSON lines), TRUST_PROXY (or --trust-proxy: the
// proxies whose X-Forwarded-For names the client, config.ts), S3_* for a real bucket (else an embedded S3 store in DATA_DIR/s3,
// whose largest file is UPLOAD_MAX_MB or --upload-max-mb, 64 by default), METRICS_TOKEN for GET /metrics (ops/metrics.ts),
// AUDIT_CHECKPOINT_SECONDS and AUDIT_CHECKPOINT_KEY(_FILE) for the audit log's signed checkpoints (audit/checkpoints.ts).
// Migrates and seeds an empty database, serves the API under /v1 and the built console at /. With --workers N
// (N > 1) this process is the primary of N worker processes sharing the port (workers.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { checkpointEvery, checkpointKey, checkpointSeconds, checkpointStoreFromEnv, writeCheckpoint } from './audit/checkpoints.ts';
import type { DatabaseLocation } from './db/open.ts';
import { newAdminHeaderPassword, parseTrustProxy, uploadMaxBytes } from './config.ts';
import { build } from './http/app.ts';
import { unsupportedNode } from './node-version.ts';
import { privateFolder, sharedSecret } from './private-files.ts';
import { loggingFor } from './http/request-log.ts';
import { DATABASE_FILE } from './ops/backup.ts';
import { drainOnClose } from './ops/drain.ts';
import { registerHealth } from './ops/health.ts';
import { registerMetrics } from './ops/metrics.ts';
import { DEMO_USERS } from './seed/accounts.ts';
import { startEmbeddedStore, type EmbeddedStore } from './uploads/embedded-store.ts';
import { uploadsFromEnv } from './uploads/credentials.ts';
import { announceDraining, isWorker, runPrimary, serveHandedConnections } from './workers.ts';
import { startTracing } from './ops/tracing.ts';

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
  app: FastifyInstance;
  /** Serves a connection accepted elsewhere (the primary of --workers). */
  serve(socket: Socket): void;
  /** Drains (readyz says 503 at once, every request received is answered), then closes the database. */
  close(): Promise<void>;
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
  const location: DatabaseLocation = env.DATABASE_URL
    ? { url: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) }
    : join(dataDir, DATABASE_FILE);
  let store: EmbeddedStore | null = null;
  const uploads =
    uploadsFromEnv(env) ??
    (store = await startEmbeddedStore(join(dataDir, 's3'), { maxObjectBytes: uploadMaxBytes(env.UPLOAD_MAX_MB) })).uploads;
  const adminHeaderPassword = env.ADMIN_HEADER_PASSWORD || adminHeaderPasswordOf(dataDir);
  const auditCheckpoints = { store: checkpointStoreFromEnv(env, dataDir), key: checkpointKey(env, dataDir) };
  const consoleDir = options.consoleDir ?? (existsSync(join(DEFAULT_CONSOLE, 'index.html')) ? DEFAULT_CONSOLE : undefined);
  // Before the app is built, so its hooks find the tracer; nothing is loaded when traces are off.
  await startTracing(env);
  let app: FastifyInstance;
  try {
    app = await build({
      db: location,
      consoleDir,
      config: {
        uploads,
        ...logging(options.logLevel ?? env.LOG_LEVEL),
        adminHeaderPassword,
        trustProxy: parseTrustProxy(env.TRUST_PROXY),
        auditCheckpoints,
      },
    });
  } catch (error) {
    await store?.close();
    throw error;
  }
  let draining = false;
  registerHealth(app, () => draining);
  drainOnClose(app);
  // The audit chain's head, signed, to the upload store at intervals (audit/checkpoints.ts).
  const stopCheckpoints = checkpointEvery(checkpointSeconds(env.AUDIT_CHECKPOINT_SECONDS), () =>
    writeCheckpoint(app.services.database.db, auditCheckpoints.store, auditCheckpoints.key),
  );
  app.addHook('onClose', async () => stopCheckpoints());
  registerMetrics(app, env.METRICS_TOKEN || undefined);
  const host = options.host ?? env.HOST ?? '127.0.0.1';
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
    serve: (socket) => app.server.emit('connection', socket),
    close: () =>
      (closing ??= (async () => {
        draining = true;
        await app.close();
        await store?.close();
      })()),
  };
}

/** The generated X-Admin-Password of this data directory: made at the first start, readable only by its owner. */
const adminHeaderPasswordOf = (dataDir: string): string => sharedSecret(join(dataDir, 'admin-header-password'), newAdminHeaderPassword);

function argument(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

function signInLines(url: string, adminHeaderPassword: string, processes: string): string[] {
  return [
    `Wallet Admin listening on ${url} (API under ${url}/v1, Node ${process.version}, ${processes})`,
    `X-Admin-Password (asked by high-impact calls): ${adminHeaderPassword}`,
    `Sign in as ${DEMO_USERS.map((u) => `${u.user_name} / ${u.password}`).join(' or ')} (TOTP secret JBSWY3DPEHPK3PXP)`,
  ];
}

async function cli(): Promise<void> {
  const unsupported = unsupportedNode(process.version);
  if (unsupported) {
    console.error(unsupported);
    process.exit(1);
  }
  const argv = process.argv.slice(2);
  const port = argument(argv, '--port');
  const workers = Number(argument(argv, '--workers') ?? process.env.WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers must be a whole number ≥ 1, not ${String(workers)}`);
  const dataDir = argument(argv, '--data-dir');
  const log = argument(argv, '--log');
  if (log !== undefined) process.env.LOG_LEVEL = log; // workers inherit it
  const trustProxy = argument(argv, '--trust-proxy');
  if (trustProxy !== undefined) process.env.TRUST_PROXY = trustProxy; // and this
  const uploadMax = argument(argv, '--upload-max-mb');
  if (uploadMax !== undefined) process.env.UPLOAD_MAX_MB = uploadMax;
  uploadMaxBytes(process.env.UPLOAD_MAX_MB); // a wrong value stops the start here, not in each worker
  const stopTimeout = argument(argv, '--stop-timeout');
  if (stopTimeout !== undefined) process.env.STOP_TIMEOUT = stopTimeout;
  const stopBound = stopBoundMs(process.env.STOP_TIMEOUT);
  const host = argument(argv, '--host') ?? process.env.HOST ?? '127.0.0.1';
  if (workers > 1 && !isWorker()) {
    // Made once here, so every worker accepts the same one.
    const adminHeaderPassword =
      process.env.ADMIN_HEADER_PASSWORD || adminHeaderPasswordOf(resolve(dataDir ?? process.env.DATA_DIR ?? '.data'));
    runPrimary({
      workers,
      port: Number(port ?? process.env.PORT ?? 8080),
      host,
      stopBoundMs: stopBound,
      env: { ADMIN_HEADER_PASSWORD: adminHeaderPassword },
      onReady: (url, pids) => {
        for (const line of signInLines(url, adminHeaderPassword, `${workers} worker processes: ${pids.join(', ')}`)) console.log(line);
      },
      log: (line) => console.log(line),
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
  else for (const line of signInLines(server.url, server.adminHeaderPassword, `process ${process.pid}`)) console.log(line);
  // A stop (a deploy's SIGTERM, Ctrl-C) drains: /readyz says 503, the port closes (new connections are refused),
  // requests already received are answered (with `Connection: close`), then the database closes and the process
  // exits 0. A signal may come twice (to the process group and from the primary of --workers): the first one counts.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    announceDraining();
    if (!isWorker()) console.log(`${signal}: stopping`);
    // A request that never ends (a stuck client upload) must not hold a deploy: exit anyway within the bound.
    setTimeout(() => {
      console.error(`${signal}: requests still open after ${stopBound / 1000} s: exiting`);
      process.exit(1);
    }, stopBound).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
