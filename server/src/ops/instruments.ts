// Measurements taken below the HTTP layer, where no app is at hand: every database statement (Kysely's log hook,
// db/open.ts) and every upload the embedded store writes. Process-wide: each app's /metrics registry shows them
// (ops/metrics.ts), and each becomes a child span of the current request when traces are on (tracing.ts).
import type { LogEvent } from 'kysely';
import { Counter, Histogram } from 'prom-client';
import { childSpan } from './tracing.ts';

export const queryDuration = new Histogram({
  name: 'wallet_admin_db_query_duration_seconds',
  help: 'Time of one database statement, from sending it to its last row, by kind (select, insert, update, delete, other)',
  labelNames: ['statement', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [],
});

export const uploadBytes = new Counter({
  name: 'wallet_admin_upload_bytes_total',
  help: 'Bytes of uploads stored by the embedded upload store',
  registers: [],
});

const KINDS = new Set(['select', 'insert', 'update', 'delete']);

/** A statement's text goes into its span only when it is worth reading, slow or failed: the text of every statement
 * was most of the exported bytes and of what traces cost on the list path (docs/performance.md, "Logging and
 * tracing"). Every span names its operation and table (`db.query.summary`, e.g. `select application`). */
const SLOW_STATEMENT_MS = 10;

/** Kysely's log hook: every statement run, successful or not, on `system` (OpenTelemetry's db.system.name). */
export function observeQuery(event: LogEvent, system: 'sqlite' | 'postgresql'): void {
  const sql = event.query.sql;
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  const statement = KINDS.has(verb) ? verb : 'other';
  const failed = event.level === 'error';
  const seconds = event.queryDurationMillis / 1000;
  queryDuration.observe({ statement, outcome: failed ? 'error' : 'ok' }, seconds);
  const end = performance.timeOrigin + performance.now();
  const table = /\b(?:from|into|update)\s+"?(\w+)/i.exec(sql)?.[1];
  const attributes: Record<string, string> = {
    'db.system.name': system,
    'db.operation.name': verb,
    'db.query.summary': table ? `${verb} ${table}` : verb,
  };
  if (failed || event.queryDurationMillis >= SLOW_STATEMENT_MS) attributes['db.query.text'] = sql.slice(0, 2000);
  childSpan(`db ${statement}`, end - event.queryDurationMillis, end, attributes, { failed });
}

/** An upload stored: its bytes, and a span (the store's own requests carry no request span: a root one). */
export function observeUpload(bytes: number, startMs: number): void {
  uploadBytes.inc(bytes);
  childSpan('upload', startMs, performance.timeOrigin + performance.now(), { 'wallet_admin.upload_bytes': bytes }, { root: true });
}
