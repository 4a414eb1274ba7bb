// What `npm start` prints: warnings and errors as one readable line by default; with --log requests also one
// readable line per request (ISO time, method, path, result code, ms, request id, user, client address).
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

const ISO = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z`;
const ID = String.raw`[0-9a-f-]{36}`;

test('one readable line per request: date and time, method, path without the query, result code, ms, request id, user, address', async () => {
  lines.length = 0;
  await t.call('listBlockChain', { token: t.admin, query: { count: 5 } });
  await t.login('admin', 'not the password');
  const file = await t.app.inject({ method: 'GET', url: '/static/seed/eth.svg' });
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(new RegExp(`^${ISO} GET /v1/admin/block_chain/list 0 \\d+ms request=${ID} user=1 ip=127\\.0\\.0\\.1$`));
  expect(lines[1]).toMatch(new RegExp(`^${ISO} POST /v1/admin/login 40001 \\d+ms request=${ID} ip=127\\.0\\.0\\.1$`));
  expect(lines[2]).toMatch(new RegExp(`^${ISO} GET /static/seed/eth\\.svg 200 \\d+ms request=${String(file.headers['x-request-id'])} ip=`));
});

test('warnings and errors are one readable line, not JSON', () => {
  const out: string[] = [];
  const { logger } = loggingFor(undefined, (line) => out.push(line));
  const stream = (logger as { stream: { write(s: string): void } }).stream;
  stream.write(
    `${JSON.stringify({ level: 50, time: Date.UTC(2026, 0, 1, 8, 0, 0), msg: 'internal error', reqId: 'r-1', err: { message: 'boom' } })}\n`,
  );
  expect(out).toHaveLength(1);
  expect(out[0]).toBe('2026-01-01T08:00:00.000Z ERROR internal error (request r-1): boom');
  expect((logger as { level: string }).level).toBe('warn');
});

test('by default no line per request', async () => {
  expect(loggingFor(undefined).requestLog).toBe(false);
  expect(loggingFor('requests').requestLog).toBe(true);
  expect(loggingFor('info').logger).toMatchObject({ level: 'info' });
});
