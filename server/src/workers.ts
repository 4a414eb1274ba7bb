// `--workers N`: N server processes behind one port (node:cluster; the primary hands incoming connections to the
// workers in turn and serves nothing itself). Each worker is a whole server (main.ts startServer); they agree
// because everything that must be shared lives in the database: sessions (with the authorisation stamp their
// caches check), login throttling counters, used signatures, and the start lock under which the first worker
// migrates and seeds an empty database while the others wait. The primary fixes what each worker would otherwise
// make up on its own: the X-Admin-Password of the data directory.
// A worker that dies after the start is replaced; one that fails during the start stops the whole server.
import cluster, { type Worker } from 'node:cluster';
import { answerMetricsRequests } from './ops/metrics.ts';

/** Each worker drains within its own deadline (main.ts, 9 s); one still alive after this is killed. */
const WORKER_STOP_DEADLINE_MS = 9_500;

/** What a worker tells the primary once it listens. */
interface ListeningMessage {
  type: 'listening';
  url: string;
}

const isListening = (message: unknown): message is ListeningMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'listening';

interface PrimaryOptions {
  workers: number;
  /** Environment the workers add to the primary's (ADMIN_HEADER_PASSWORD). */
  env: Record<string, string>;
  /** Called once every worker listens, with their URL and process ids. */
  onReady(url: string, pids: number[]): void;
  log(line: string): void;
}

/** Runs the primary until SIGINT/SIGTERM (then every worker closes its server) or a failed start (exit 1). */
export function runPrimary(options: PrimaryOptions): void {
  const ready = new Map<number, string>(); // worker id → url
  let started = false;
  let stopping = false;
  const alive = new Set<Worker>();

  const fork = (): Worker => {
    const worker = cluster.fork(options.env);
    answerMetricsRequests(worker);
    worker.on('message', (message: unknown) => {
      if (!isListening(message)) return;
      ready.set(worker.id, message.url);
      if (!started && ready.size === options.workers) {
        started = true;
        options.onReady(
          message.url,
          [...alive].flatMap((w) => (w.process.pid ? [w.process.pid] : [])),
        );
      }
    });
    alive.add(worker);
    worker.on('exit', (code, signal) => {
      ready.delete(worker.id);
      alive.delete(worker);
      if (stopping) {
        if (alive.size === 0) process.exit();
        return;
      }
      if (!started) {
        options.log(`worker ${worker.process.pid} failed to start (${signal ?? `exit ${code}`}): stopping`);
        stop(1);
        return;
      }
      options.log(`worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}): starting another`);
      fork();
    });
    return worker;
  };

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    if (alive.size === 0) process.exit();
    // Each worker drains its own requests (main.ts); the primary only waits for them to exit.
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive) worker.process.kill('SIGKILL');
    }, WORKER_STOP_DEADLINE_MS).unref();
  };

  for (let i = 0; i < options.workers; i++) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (!stopping) options.log(`${signal}: stopping ${options.workers} workers`);
      stop(0);
    });
}

/** In a worker: tells the primary it listens. */
export function announceListening(url: string): void {
  const message: ListeningMessage = { type: 'listening', url };
  process.send?.(message);
}

export const isWorker = () => cluster.isWorker;
