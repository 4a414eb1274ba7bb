// GET /metrics: Prometheus text (prom-client) for an operations team. Off unless METRICS_TOKEN is set; then a
// scrape must send `Authorization: Bearer <METRICS_TOKEN>` (anything else: 401), so the port the console and API
// share never shows it to the public. What it counts:
// - wallet_admin_requests_total{operation,result}: answers by contract operationId (`other` for files, /healthz,
//   unknown paths) and result code (the envelope's `result`, else the HTTP status);
// - wallet_admin_request_duration_seconds{operation}: latency histograms;
// - wallet_admin_throttled_total{operation}: requests refused by the attempt throttle (40029: logins above all);
// - wallet_admin_db_pool_connections{state}: PostgreSQL pool use (total, idle, waiting); absent on SQLite, which
//   has one connection per process;
// - wallet_admin_approvals_pending{operation}: approval requests waiting for a second operator (pending, unexpired),
//   counted by one grouped query on the status index at scrape time; every worker reads the same database, so under
//   --workers the primary keeps the largest of their figures instead of summing copies of one count;
// - Node's process metrics (CPU, memory, event loop lag, GC).
// Under --workers a scrape (answered by whichever worker gets the connection) asks the primary, which gathers
// every worker's registry and sums them (prom-client's AggregatorRegistry): one scrape sees the whole server.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type PrometheusContentType } from 'prom-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { safeEqual } from '../auth/password.ts';
import { core } from '../db/core.ts';
import { Result } from '../http/errors.ts';

const METRICS_REQUEST = 'wallet-admin:metrics-request';
const METRICS_ANSWER = 'wallet-admin:metrics-answer';

interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** Adds /metrics (when a token is set) and the hooks that count every answer. Call before listen. */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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

  const operations = new Map(
    app.services.contract.operations.map((op) => [`${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op.operationId]),
  );
  const results = new WeakMap<FastifyReply, string>();
  // Before serialization (and compression): every /v1 answer is an envelope object with its `result`.
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    const result = (payload as { result?: unknown } | null)?.result;
    if (typeof result === 'number') results.set(reply, String(result));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const operation = operations.get(`${request.method} ${request.routeOptions.url ?? ''}`) ?? 'other';
    const result = results.get(reply) ?? String(reply.statusCode);
    requests.inc({ operation, result });
    duration.observe({ operation }, reply.elapsedTime / 1000);
    if (result === String(Result.TOO_MANY_ATTEMPTS)) throttled.inc({ operation });
  });

  if (cluster.isWorker) {
    // The primary's AggregatorRegistry asks each worker for this registry.
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!safeEqual(request.headers.authorization ?? '', `Bearer ${token}`))
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized');
    const text = cluster.isWorker ? await fromPrimary() : await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}

let asked = 0;
/** In a worker: the metrics of every worker, summed by the primary. */
function fromPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const answered = (message: unknown) => {
      if (!isMessage<MetricsAnswer>(message, METRICS_ANSWER) || message.id !== id) return;
      process.off('message', answered);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`metrics of the workers: ${message.error ?? 'no answer'}`));
    };
    process.on('message', answered);
    const request: MetricsRequest = { type: METRICS_REQUEST, id };
    process.send?.(request);
  });
}

let aggregator: AggregatorRegistry<PrometheusContentType> | null = null;
/** In the primary: answers a worker's request for the summed metrics of all workers. */
export function answerMetricsRequests(worker: Worker): void {
  worker.on('message', (message: unknown) => {
    if (!isMessage<MetricsRequest>(message, METRICS_REQUEST)) return;
    aggregator ??= new AggregatorRegistry();
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: METRICS_ANSWER, id: message.id, ...answer } satisfies MetricsAnswer);
    };
    aggregator.clusterMetrics().then(
      (text: string) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
