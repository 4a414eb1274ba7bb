// One request as an operations team sees it: its JSON log line at LOG_LEVEL=info (ISO time, request id — the one the
// answer carries as X-Request-Id —, method, route template, operationId, result code, HTTP status, ms, user id,
// client address) and its trace, exported over OTLP/HTTP to a receiver in this process: the request's span (route,
// operationId, result code, user id, request id) with a child span per database statement. A failure's envelope
// names the same request id as its header.
import { hostname } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

// Each test starts a whole server on the full demo data: on PostgreSQL under a busy CI that takes 15-30 s (the
// search indexes are built as the rows go in), so the wait for it is bounded by 2 minutes, not the project's 30 s.
vi.setConfig({ testTimeout: 120_000 });
import { loggingFor } from '../src/http/request-log.ts';
import { observeQuery } from '../src/ops/instruments.ts';
import { instance } from '../src/ops/lifecycle.ts';
import { flushTraces, startTracing } from '../src/ops/tracing.ts';
import { createTestApp, type TestApp } from './helpers.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const spans: OtlpSpan[] = [];
/** The resource attributes each export named (which process of the fleet sent it). */
const resources: Record<string, string>[] = [];
const lines: string[] = [];
let receiver: Server;
let t: TestApp;

beforeAll(async () => {
  // The OTLP/HTTP receiver: the exporter posts JSON to /v1/traces.
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces')
        for (const r of (JSON.parse(body) as OtlpExport).resourceSpans) {
          resources.push(Object.fromEntries(r.resource.attributes.map((a) => [a.key, String(a.value.stringValue ?? a.value.intValue)])));
          for (const s of r.scopeSpans) spans.push(...s.spans);
        }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // JSON, which this receiver reads (protobuf, the default, is what a collector reads).
  await startTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  });
  const { logger } = loggingFor('info');
  t = await createTestApp({
    config: { logger: { ...(logger as object), stream: { write: (line: string) => lines.push(line) } }, requestLog: null },
  });
});
afterAll(async () => {
  await t.close();
  receiver.close();
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

test('one request: its JSON log line and its trace, both under the id the answer carries', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/v1/admin/category/list?start=0&count=5', headers: { token: t.admin } });
  const id = String(response.headers['x-request-id']);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.json<{ request_id: string }>().request_id).toBe(id);

  const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === id && l.msg === 'request');
  expect(line).toMatchObject({
    level: 30,
    method: 'GET',
    route: '/v1/admin/category/list',
    operation: 'listCategory',
    result: '0',
    status: 200,
    user: 1,
    ip: '127.0.0.1',
  });
  expect(String(line?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(typeof line?.ms).toBe('number');

  // Flushed until the receiver has the request's span (each flush sends what the batch holds).
  let server: OtlpSpan | undefined;
  while (!(server = spans.find((s) => attribute(s, 'wallet_admin.request_id') === id))) await flushTraces();
  expect(server.name).toBe('GET /v1/admin/category/list');
  expect(attribute(server, 'wallet_admin.operation_id')).toBe('listCategory');
  expect(attribute(server, 'wallet_admin.result')).toBe('0');
  expect(attribute(server, 'enduser.id')).toBe('1');
  expect(attribute(server, 'http.response.status_code')).toBe(200);
  const statements = spans.filter((s) => s.parentSpanId === server.spanId && s.traceId === server.traceId);
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.every((s) => /^db (select|insert|update|delete|other)$/.test(s.name))).toBe(true);
  expect(statements.some((s) => attribute(s, 'db.query.summary') === 'select category')).toBe(true);
  // Which process of a fleet sent it: its instance, host and release (ops/lifecycle.ts).
  expect(resources[0]).toMatchObject({
    'service.name': 'wallet-admin',
    'service.instance.id': instance.id,
    'host.name': hostname(),
    'service.version': instance.version,
  });
  const system = process.env.DATABASE_URL ? 'postgresql' : 'sqlite';
  expect(statements.every((s) => attribute(s, 'db.system.name') === system)).toBe(true);
});

test("a statement's text is in its span when it was slow or failed, and only then", async () => {
  const statement = (sql: string, ms: number, level: 'query' | 'error') =>
    ({
      level,
      query: { sql, parameters: [] },
      queryDurationMillis: ms,
      error: level === 'error' ? new Error('x') : undefined,
    }) as unknown as LogEvent;
  const fast = 'select "id" from "token" where "id" = ?';
  const slow = 'select count(*) from "application" where lower("title") like ?';
  const failed = 'insert into "category" ("name") values (?)';
  await trace.getTracer('test').startActiveSpan('a request', async (request) => {
    observeQuery(statement(fast, 1, 'query'), 'sqlite');
    observeQuery(statement(slow, 25, 'query'), 'sqlite');
    observeQuery(statement(failed, 1, 'error'), 'sqlite');
    request.end();
  });
  const children = () => {
    const parent = spans.find((s) => s.name === 'a request');
    return parent ? spans.filter((s) => s.parentSpanId === parent.spanId) : [];
  };
  while (children().length < 3) await flushTraces();
  const bySummary = new Map(children().map((s) => [attribute(s, 'db.query.summary'), s]));
  expect(attribute(bySummary.get('select token')!, 'db.query.text')).toBeUndefined();
  expect(attribute(bySummary.get('select application')!, 'db.query.text')).toBe(slow);
  expect(attribute(bySummary.get('insert category')!, 'db.query.text')).toBe(failed);
  expect(bySummary.get('insert category')!.status?.code).toBe(2); // STATUS_CODE_ERROR
  expect(bySummary.get('select token')!.status?.code ?? 0).toBe(0);
});

test('traces are sent over OTLP/HTTP only: gRPC is refused at the start, not ignored', async () => {
  await expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).rejects.toThrow(
    /OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported/,
  );
});

test('a failure: its envelope and its header name the same request', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/v1/admin/category/list', headers: { token: 'not a session' } });
  const body = response.json<{ result: number; request_id: string }>();
  expect(body.result).not.toBe(0);
  expect(body.request_id).toBe(response.headers['x-request-id']);
  const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === body.request_id);
  expect(line).toMatchObject({ result: String(body.result), status: 200 });
  expect(line).not.toHaveProperty('user');
});
