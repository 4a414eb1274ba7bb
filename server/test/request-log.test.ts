// What `npm start` prints: warnings and errors as one readable line by default; with --log requests also one
// line per request (time, method, path, result code, ms).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loggingFor } from '../src/http/request-log.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const { logger } = loggingFor('requests', (line) => lines.push(line));
  t = await createTestApp({ config: { logger, requestLog: (line) => lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

test('one readable line per request: method, path without the query, result code, milliseconds', async () => {
  lines.length = 0;
  await t.call('listBlockChain', { token: t.admin, query: { count: 5 } });
  await t.login('admin', 'not the password');
  await t.app.inject({ method: 'GET', url: '/static/seed/eth.svg' });
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/v1\/admin\/block_chain\/list 0 \d+ms$/);
  expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d POST \/v1\/admin\/login 40001 \d+ms$/);
  expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d GET \/static\/seed\/eth\.svg 200 \d+ms$/);
});

test('warnings and errors are one readable line, not JSON', () => {
  const out: string[] = [];
  const { logger } = loggingFor(undefined, (line) => out.push(line));
  const stream = (logger as { stream: { write(s: string): void } }).stream;
  stream.write(
    `${JSON.stringify({ level: 50, time: Date.UTC(2026, 0, 1, 8, 0, 0), msg: 'internal error', reqId: 'r-1', err: { message: 'boom' } })}\n`,
  );
  expect(out).toHaveLength(1);
  expect(out[0]).toMatch(/^\d\d:\d\d:\d\d ERROR internal error \(request r-1\): boom$/);
  expect((logger as { level: string }).level).toBe('warn');
});

test('by default no line per request', async () => {
  expect(loggingFor(undefined).requestLog).toBe(false);
  expect(loggingFor('requests').requestLog).toBe(true);
  expect(loggingFor('info').logger).toEqual({ level: 'info' });
});
