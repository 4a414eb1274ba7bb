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

/** Kysely's log hook: every statement run, successful or not. */
export function observeQuery(event: LogEvent): void {
  const verb = /^\s*(\w+)/.exec(event.query.sql)?.[1]?.toLowerCase() ?? '';
  const statement = KINDS.has(verb) ? verb : 'other';
  const seconds = event.queryDurationMillis / 1000;
  queryDuration.observe({ statement, outcome: event.level === 'error' ? 'error' : 'ok' }, seconds);
  const end = performance.timeOrigin + performance.now();
  childSpan(`db ${statement}`, end - event.queryDurationMillis, end, { 'db.query.text': event.query.sql.slice(0, 2000) });
}

/** An upload stored: its bytes, and a span (the store's own requests carry no request span: a root one). */
export function observeUpload(bytes: number, startMs: number): void {
  uploadBytes.inc(bytes);
  childSpan('upload', startMs, performance.timeOrigin + performance.now(), { 'wallet_admin.upload_bytes': bytes }, true);
}
