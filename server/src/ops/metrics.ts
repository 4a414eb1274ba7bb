// GET /metrics: Prometheus text (prom-client) for an operations team. Off unless METRICS_TOKEN is set; then a
// scrape must send `Authorization: Bearer <METRICS_TOKEN>` (anything else: 401), so the port the console and API
// share never shows it to the public. What it counts:
// - wallet_admin_requests_total{operation,result}: answers by contract operationId (`other` for files, health,
//   unknown paths) and result code (the envelope's `result`, else the HTTP status; http/answer.ts);
// - wallet_admin_request_duration_seconds{operation}: latency histograms;
// - wallet_admin_throttled_total{operation}: requests refused by the attempt throttle (40029: logins above all);
// - wallet_admin_login_failures_total{result}: sign-ins refused (wrong password 40001, throttled 40029, …);
// - wallet_admin_db_query_duration_seconds{statement,outcome}: time of each database statement (instruments.ts);
// - wallet_admin_db_pool_connections{state}: PostgreSQL pool use (total, idle, waiting); absent on SQLite, which
//   has one connection per process;
// - wallet_admin_upload_bytes_total: bytes stored by the embedded upload store;
// - wallet_admin_approvals_pending{operation}: approval requests waiting for a second operator (pending, unexpired),
//   counted by one grouped query on the status index at scrape time; every worker reads the same database, so under
//   --workers the primary keeps the largest of their figures instead of summing copies of one count;
// - Node's process metrics (CPU, memory, GC, event-loop lag: nodejs_eventloop_lag_*), without prom-client's three
//   `nodejs_active_*_total` gauges, whose `_total` names Prometheus reserves for counters (promtool refuses them).
// Under --workers a scrape (answered by whichever worker gets the connection) asks the primary, which asks every
// worker for its registry and sums them (prom-client's AggregatorRegistry.aggregate). The sum never goes down while
// the server lives: a worker that does not answer within a second counts with its last figures, and the counters
// and histograms of a worker that ended stay in the sum with the last figures it gave; a scrape answers 200 even
// while a worker restarts. A primary that cannot sum them, or does not answer within 8 s, gets the scrape a 503
// with the reason (also logged), never an answer that does not come.
import cluster, { type Worker } from 'node:cluster';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../auth/password.ts';
import { core } from '../db/core.ts';
import { Result } from '../http/errors.ts';
import { queryDuration, uploadBytes } from './instruments.ts';
import { isMessage as isMessageOf } from '../ipc.ts';

type Snapshot = MetricObjectWithValues<MetricValue<string>>[];

const ASK_PRIMARY = 'wallet-admin:metrics-of-all';
const ALL_ANSWER = 'wallet-admin:metrics-of-all-answer';
const ASK_WORKER = 'wallet-admin:metrics-of-worker';
const WORKER_ANSWER = 'wallet-admin:metrics-of-worker-answer';

interface Message {
  type: typeof ASK_PRIMARY | typeof ALL_ANSWER | typeof ASK_WORKER | typeof WORKER_ANSWER;
  id: number;
  text?: string;
  /** Why the primary could not sum them (the worker answers 503 with it). */
  error?: string;
  snapshot?: Snapshot;
}

const isMessage = (message: unknown, type: Message['type']): message is Message => isMessageOf<Message>(message, type);

/** prom-client's gauges named like counters (promtool: "non-counter metrics should not have _total suffix"). */
const GAUGES_NAMED_TOTAL = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** Adds /metrics (when a token is set) and the hooks that count every answer. Call before listen. */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of GAUGES_NAMED_TOTAL) registry.removeSingleMetric(name);
  registry.registerMetric(queryDuration);
  registry.registerMetric(uploadBytes);
  const requests = new Counter({
    name: 'wallet_admin_requests_total',
    help: 'Answered requests by contract operation and result code (envelope result, else HTTP status)',
    labelNames: ['operation', 'result'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'wallet_admin_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by contract operation',
    labelNames: ['operation'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'wallet_admin_throttled_total',
    help: 'Requests refused by the attempt throttle (result 40029), by contract operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'wallet_admin_login_failures_total',
    help: 'Sign-ins refused, by result code (40001 wrong password, 40029 throttled, …)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const database = app.services.database;
  if (database.poolUse) {
    const poolUse = () => database.poolUse?.() ?? { total: 0, idle: 0, waiting: 0 };
    new Gauge({
      name: 'wallet_admin_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  new Gauge({
    name: 'wallet_admin_approvals_pending',
    help: 'Approval requests waiting for a second operator (pending and unexpired), by contract operation',
    labelNames: ['operation'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      // Operations whose last request was decided drop out instead of keeping their old figure; while the database
      // is out the gauge is absent and the rest of the scrape (the failing requests above all) still answers.
      this.reset();
      const rows = await core(database.db)
        .selectFrom('approval_request')
        .select(['operation', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'pending')
        .where('expires_at', '>', app.services.config.now())
        .groupBy('operation')
        .execute()
        .catch(() => []);
      for (const row of rows) this.set({ operation: row.operation }, Number(row.n));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const { operation, result } = app.answerOf(request, reply);
    requests.inc({ operation, result });
    duration.observe({ operation }, reply.elapsedTime / 1000);
    if (result === String(Result.TOO_MANY_ATTEMPTS)) throttled.inc({ operation });
    if (operation === 'login' && result !== String(Result.OK)) loginFailures.inc({ result });
  });

  if (cluster.isWorker) answerPrimary(registry);
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!safeEqual(request.headers.authorization ?? '', `Bearer ${token}`))
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized');
    const text = cluster.isWorker ? await fromPrimary().catch((error: Error) => error) : await registry.metrics();
    if (text instanceof Error) {
      request.log.warn(`/metrics: ${text.message}`);
      return reply.code(503).type('text/plain').send(text.message);
    }
    return reply.type(registry.contentType).send(text);
  });
}

/** In a worker: gives the primary this registry's figures when asked. */
function answerPrimary(registry: Registry): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message, ASK_WORKER)) return;
    void registry.getMetricsAsJSON().then((snapshot) => {
      if (process.connected) process.send?.({ type: WORKER_ANSWER, id: message.id, snapshot } satisfies Message);
    });
  });
}

let asked = 0;
/** How long a worker waits for the primary's sum: a scrape gets an answer (503 and a logged reason) inside the 10 s
 * Prometheus gives it by default, never an open connection. */
const PRIMARY_ANSWER_MS = 8_000;
/** In a worker: the metrics of every worker, summed by the primary. */
function fromPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const done = (outcome: string | Error) => {
      clearTimeout(timer);
      process.off('message', answered);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const answered = (message: unknown) => {
      if (!isMessage(message, ALL_ANSWER) || message.id !== id) return;
      done(
        message.error === undefined ? (message.text ?? '') : new Error(`the primary could not sum the workers' metrics: ${message.error}`),
      );
    };
    const timer = setTimeout(() => done(new Error(`the primary did not answer within ${PRIMARY_ANSWER_MS / 1000} s`)), PRIMARY_ANSWER_MS);
    process.on('message', answered);
    process.send?.({ type: ASK_PRIMARY, id } satisfies Message);
  });
}

// The primary's side: the last figures of each worker, and the counters of the workers that ended.
const WORKER_ANSWER_MS = 2_000;
const last = new Map<Worker, Snapshot>();
const retired: Snapshot[] = [];
let questions = 0;

/** In the primary: the figures a worker gives within the time, else the last ones it gave (undefined if none). A
 * worker that does not answer in time is logged: its figures in the sum are older than the scrape. Its late answer
 * still becomes its last figures (answerMetricsRequests keeps every answer), so a loaded worker lags the sum by a
 * scrape, not for as long as it stays loaded. */
function snapshotOf(worker: Worker, log: (line: string) => void): Promise<Snapshot | undefined> {
  const id = ++questions;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', answered);
      worker.off('exit', done);
      resolve(last.get(worker));
    };
    const answered = (message: unknown) => {
      if (isMessage(message, WORKER_ANSWER) && message.id === id) done();
    };
    const timer = setTimeout(() => {
      log(
        `worker ${worker.process.pid} gave no metrics within ${WORKER_ANSWER_MS / 1000} s: ${last.has(worker) ? 'its last figures count' : 'it has none yet'}`,
      );
      done();
    }, WORKER_ANSWER_MS);
    worker.on('message', answered);
    worker.once('exit', done);
    if (worker.isConnected()) worker.send({ type: ASK_WORKER, id } satisfies Message, undefined, undefined, (error) => error && done());
    else done();
  });
}

const workers = new Set<Worker>();

/** In the primary: answers a worker's request for the summed metrics of all workers. */
export function answerMetricsRequests(worker: Worker, log: (line: string) => void): void {
  workers.add(worker);
  // Every answer of the worker, in time for its scrape or late, is its last figures.
  worker.on('message', (message: unknown) => {
    if (isMessage(message, WORKER_ANSWER) && message.snapshot && workers.has(worker)) last.set(worker, message.snapshot);
  });
  worker.on('message', (message: unknown) => {
    if (!isMessage(message, ASK_PRIMARY)) return;
    void Promise.all([...workers].map((w) => snapshotOf(w, log)))
      .then(async (snapshots): Promise<Message> => {
        const all = [...retired, ...snapshots.filter((s): s is Snapshot => s !== undefined)];
        return { type: ALL_ANSWER, id: message.id, text: await AggregatorRegistry.aggregate(all).metrics() };
      })
      .catch((error: unknown): Message => ({ type: ALL_ANSWER, id: message.id, error: String(error) }))
      .then((answer) => {
        // A callback, so a channel that closed in between is not an 'error' event (which would end the primary).
        if (worker.isConnected()) worker.send(answer, undefined, undefined, () => {});
      });
  });
}

/** In the primary, when a worker has ended: its counters and histograms stay in the sums. */
export function retireWorkerMetrics(worker: Worker): void {
  workers.delete(worker);
  const snapshot = last.get(worker);
  last.delete(worker);
  if (snapshot) retired.push(snapshot.filter((metric) => ['counter', 'histogram'].includes(String(metric.type))));
}
