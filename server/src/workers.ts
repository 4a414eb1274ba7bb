// `--workers N`: N server processes behind one port. The primary listens and hands each accepted connection to the
// next worker (its socket passed over the worker's IPC channel, the primary's copy closed once the worker has its
// own); it serves nothing itself. It does not use node:cluster's own round robin: that keeps the primary's copy of a connection open
// until the worker confirms it, so a worker killed in between left its client waiting for ever. Here a worker that
// dies closes every socket it was given at once (the kernel closes them with the process) and another is started.
// Each worker is a whole server (main.ts startServer) without a listener of its own; they agree because everything
// that must be shared lives in the database: sessions (with the authorisation stamp their caches check), login
// throttling counters, used signatures, and the start lock under which the first worker migrates and seeds an
// empty database while the others wait. The primary fixes what each worker would otherwise make up on its own: the
// X-Admin-Password of the data directory.
// Stop (SIGTERM/SIGINT to the primary, or to the whole process group): the primary closes the port, tells every
// worker to drain (each answers what it received, main.ts) and exits 0 once they all have; a worker still alive
// after the stop bound is killed (exit 1). A worker that fails during the start stops the whole server.
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Socket } from 'node:net';
import { acceptPending } from './ops/drain.ts';
import { answerMetricsRequests, retireWorkerMetrics } from './ops/metrics.ts';
import { serveWriteTurns } from './db/write-turns.ts';
import { isMessage as isMessageOf } from './ipc.ts';

const CONNECTION = 'wallet-admin:connection';
const RECEIVED = 'wallet-admin:received';
const NOT_RECEIVED = 'wallet-admin:not-received';
const READY = 'wallet-admin:ready';
const DRAINING = 'wallet-admin:draining';

type Message = { type: typeof CONNECTION | typeof RECEIVED | typeof NOT_RECEIVED | typeof READY | typeof DRAINING; id?: number };

const isMessage = (message: unknown, type: Message['type']): message is Message => isMessageOf<Message>(message, type);

/** A connection handed to a worker and not yet confirmed: the primary's copy of its socket. */
interface HandOver {
  socket: Socket;
  /** Workers it was offered to before this one. */
  tries: number;
  at: number;
  reported?: boolean;
}
const UNCONFIRMED_MS = 5_000;

interface PrimaryOptions {
  workers: number;
  port: number;
  host: string;
  /** How long the workers may drain before they are killed (main.ts stopBoundMs). */
  stopBoundMs: number;
  /** Environment the workers add to the primary's (ADMIN_HEADER_PASSWORD). */
  env: Record<string, string>;
  /** Called once every worker is ready, with the URL and their process ids. */
  onReady(url: string, pids: number[]): void;
  log(line: string): void;
}

/** Runs the primary until SIGINT/SIGTERM (then every worker drains) or a failed start (exit 1). */
export function runPrimary(options: PrimaryOptions): void {
  const alive = new Set<Worker>();
  const ready: Worker[] = []; // workers that take connections, in turn
  const draining = new Set<Worker>(); // ready workers that stop: they get a connection only when no other can
  let next = 0;
  let started = false;
  let stopping = false;
  let url = '';
  // Connections accepted before any worker is ready (at the start, or while every worker is being replaced).
  const waiting: Socket[] = [];

  const hand = (socket: Socket, tries = 0) => {
    const open = ready.filter((w) => !draining.has(w));
    // A draining worker still answers (with `Connection: close`): better than a reset while a group signal reaches
    // the workers before the primary closes the port.
    const choice = open.length > 0 ? open : ready;
    if (choice.length === 0) {
      waiting.push(socket);
      return;
    }
    const worker = choice[next++ % choice.length]!;
    // The primary keeps its copy of the socket until the worker says it has its own (RECEIVED), and closes it then;
    // if the worker dies first, the copy is closed at once, so the client learns instead of waiting for its own
    // timeout. (Node's own hand-over keeps a copy that waits for the worker's acknowledgement open for ever when the
    // worker dies: the 20 s wait after a kill -9 seen in issue 39.)
    const id = ++handed;
    const pending = inFlight.get(worker);
    pending?.set(id, { socket, tries, at: Date.now() });
    worker.send({ type: CONNECTION, id } satisfies Message, socket, { keepOpen: true }, (error) => {
      if (!error) return;
      pending?.delete(id);
      // The worker's channel is closed: it died (a kill -9) before the primary saw its exit, and never got this
      // socket, so nothing of the connection was read. Another worker (or the replacement, once ready) takes it.
      notReady(worker);
      if (tries < options.workers) hand(socket, tries + 1);
      else socket.destroy();
    });
  };
  const listener = createServer({ pauseOnConnect: true }, (socket) => hand(socket));
  const notReady = (worker: Worker) => {
    const i = ready.indexOf(worker);
    if (i >= 0) ready.splice(i, 1);
    draining.delete(worker);
  };

  let handed = 0;
  const inFlight = new Map<Worker, Map<number, HandOver>>();
  // A hand-over the worker has not confirmed after a while is logged once: a worker whose event loop is held that
  // long, or a connection lost between the processes, is something to see in the log rather than a silent wait.
  const watch = setInterval(() => {
    for (const [worker, pending] of inFlight)
      for (const [id, handOver] of pending)
        if (!handOver.reported && Date.now() - handOver.at > UNCONFIRMED_MS) {
          handOver.reported = true;
          options.log(`worker ${worker.process.pid} has not confirmed connection ${id} after ${UNCONFIRMED_MS / 1000} s`);
        }
  }, UNCONFIRMED_MS / 2).unref();
  const fork = (): Worker => {
    const worker = cluster.fork(options.env);
    const pending = new Map<number, HandOver>();
    inFlight.set(worker, pending);
    answerMetricsRequests(worker, (line) => options.log(line));
    serveWriteTurns(worker);
    alive.add(worker);
    worker.on('message', (message: unknown) => {
      if (isMessage(message, RECEIVED) || isMessage(message, NOT_RECEIVED)) {
        const id = message.id ?? 0;
        const handOver = pending.get(id);
        pending.delete(id);
        if (!handOver) return;
        // Taken: the primary's copy closes (the worker's own stays open). Not taken (the message came without its
        // socket): nothing of the connection was read, so another worker gets it.
        if (isMessage(message, RECEIVED)) return void handOver.socket.destroy();
        options.log(`worker ${worker.process.pid} got connection ${id} without its socket: handing it again`);
        if (handOver.tries < options.workers) hand(handOver.socket, handOver.tries + 1);
        else handOver.socket.destroy();
        return;
      }
      if (isMessage(message, DRAINING)) return void draining.add(worker);
      if (!isMessage(message, READY) || stopping) return;
      ready.push(worker);
      for (const socket of waiting.splice(0)) hand(socket);
      if (started) options.log(`worker ${worker.process.pid} ready`);
      if (!started && ready.length === options.workers) {
        started = true;
        options.onReady(
          url,
          [...alive].flatMap((w) => (w.process.pid ? [w.process.pid] : [])),
        );
      }
    });
    worker.on('exit', (code, signal) => {
      for (const { socket } of pending.values()) socket.destroy();
      inFlight.delete(worker);
      notReady(worker);
      alive.delete(worker);
      retireWorkerMetrics(worker);
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
    // Connections the kernel completed just before the signal are accepted and handed on, not reset with the port.
    void acceptPending(listener).then(() => {
      listener.close();
      clearInterval(watch);
      for (const socket of waiting.splice(0)) socket.destroy();
      if (alive.size === 0) process.exit();
      // Each worker drains its own connections (main.ts); the primary waits for them to exit.
      for (const worker of alive) worker.process.kill('SIGTERM');
      setTimeout(() => {
        process.exitCode = 1;
        for (const worker of alive) worker.process.kill('SIGKILL');
      }, options.stopBoundMs + 500).unref();
    });
  };

  listener.listen(options.port, options.host, () => {
    const address = listener.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`;
    for (let i = 0; i < options.workers; i++) fork();
  });
  listener.on('error', (error) => {
    options.log(`cannot listen on ${options.host}:${options.port}: ${error.message}`);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (!stopping) options.log(`${signal}: stopping ${options.workers} workers`);
      stop(0);
    });
}

/** In a worker: takes the connections the primary hands over, and says once it is ready for them. */
export function serveHandedConnections(serve: (socket: Socket) => void): void {
  process.on('message', (message: unknown, socket?: Socket) => {
    if (!isMessage(message, CONNECTION)) return;
    const id = message.id;
    // Node sends the message without its socket when the socket could not go (closed in between): the primary
    // hands it to another worker or closes it, instead of keeping it open for a worker that never had it.
    if (!socket) return void process.send?.({ type: NOT_RECEIVED, id } satisfies Message);
    serve(socket);
    process.send?.({ type: RECEIVED, id } satisfies Message);
  });
  process.send?.({ type: READY } satisfies Message);
}

/** In a worker that starts to drain: the primary sends it no more connections. */
export function announceDraining(): void {
  if (cluster.isWorker && process.connected) process.send?.({ type: DRAINING } satisfies Message);
}

export const isWorker = () => cluster.isWorker;
