// GET /metrics: off without METRICS_TOKEN, refused without the token, Prometheus text with it: answers by
// operation and result code, latency histograms, throttled logins, the PostgreSQL pool (on PostgreSQL), pending
// approvals by operation; under --workers one scrape sums every worker (the requests spread over both are all
// counted) but counts the pending approvals, which both read from one database, once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, test, vi } from 'vitest';

// Each test starts a whole server on the full demo data: on PostgreSQL under a busy CI that takes 15-30 s (the
// search indexes are built as the rows go in), so the wait for it is bounded by 2 minutes, not the project's 30 s.
vi.setConfig({ testTimeout: 120_000 });
import { clientHash } from '../src/auth/password.ts';
import { core } from '../src/db/core.ts';
import { DATABASE_FILE } from '../src/ops/backup.ts';
import { startServer, type RunningServer } from '../src/main.ts';
import { launch, type ServerProcess } from './launch.ts';

const TOKEN = 'scrape-token-for-tests';
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-admin-metrics-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A server in this process on a fresh database (a fresh schema under DATABASE_URL). */
async function start(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const schema = process.env.DATABASE_URL ? `m_${randomBytes(6).toString('hex')}` : '';
  const server = await startServer({
    dataDir: tempDir(),
    port: 0,
    env: { ...process.env, DATABASE_SCHEMA: schema, ADMIN_HEADER_PASSWORD: 'x', SINGLE_MACHINE: 'on', LOG_LEVEL: 'silent', ...env },
  });
  cleanups.push(async () => {
    await server.close();
    if (!schema) return;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });
  return server;
}

const scrape = (url: string, authorization?: string) => fetch(`${url}/metrics`, authorization ? { headers: { authorization } } : {});

/** The value of one sample line, `name{labels} value`, or undefined when absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

const login = (url: string, password: string) =>
  fetch(`${url}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ user_name: 'operator', password: clientHash(password) }),
  }).then(async (r) => ((await r.json()) as { result: number }).result);

/** An approval request row as operations/approval.ts stores it. */
const approvalRow = (operation: string, status: string, expiresAt: number) => ({
  operation,
  permission: '/exchange',
  target: '',
  request: '{}',
  changes: '[]',
  row_updated_at: null,
  remark: '',
  requester_id: 1,
  requester_name: 'operator',
  status,
  decided_by_name: '',
  decision_remark: '',
  expires_at: expiresAt,
  idempotency_key: null,
  created_at: 0,
  updated_at: 0,
});

test('without METRICS_TOKEN there is no /metrics', async () => {
  const server = await start({ METRICS_TOKEN: '' });
  expect((await scrape(server.url, `Bearer ${TOKEN}`)).status).toBe(404);
});

test('/metrics asks for the bearer token and counts answers, latencies, throttled logins and the pool', async () => {
  const server = await start({ METRICS_TOKEN: TOKEN });
  expect((await scrape(server.url)).status).toBe(401);
  expect((await scrape(server.url, 'Bearer wrong')).status).toBe(401);
  expect((await scrape(server.url, TOKEN)).status).toBe(401);

  // Five wrong passwords, then the throttle refuses even the right one.
  for (let i = 0; i < 5; i++) expect(await login(server.url, 'Wrong@123456')).toBe(40001);
  expect(await login(server.url, 'Operator@12345')).toBe(40029);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  const response = await scrape(server.url, `Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  expect(sample(text, 'wallet_admin_requests_total{operation="login",result="40001"}')).toBe(5);
  expect(sample(text, 'wallet_admin_requests_total{operation="login",result="40029"}')).toBe(1);
  expect(sample(text, 'wallet_admin_requests_total{operation="other",result="200"}')).toBe(1);
  expect(sample(text, 'wallet_admin_throttled_total{operation="login"}')).toBe(1);
  expect(sample(text, 'wallet_admin_request_duration_seconds_count{operation="login"}')).toBe(6);
  expect(sample(text, 'wallet_admin_request_duration_seconds_bucket{le="+Inf",operation="login"}')).toBe(6);
  expect(text).toContain('process_cpu_seconds_total');
  expect(text).not.toContain('wallet_admin_approvals_pending{');
  if (process.env.DATABASE_URL) expect(sample(text, 'wallet_admin_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  else expect(text).not.toContain('wallet_admin_db_pool_connections');
});

test('/metrics shows the approval requests still waiting, by operation, and drops those decided', async () => {
  const server = await start({ METRICS_TOKEN: TOKEN });
  const db = core(server.app.services.database.db);
  const now = Date.now();
  const hour = 3_600_000;
  await db
    .insertInto('approval_request')
    .values([
      approvalRow('payExchangeReward', 'pending', now + hour),
      approvalRow('payExchangeReward', 'pending', now + hour),
      approvalRow('createInternalTransfer', 'pending', now + hour),
      approvalRow('createInternalTransfer', 'pending', now - hour),
      approvalRow('createInternalTransfer', 'approved', now + hour),
      approvalRow('revertRow', 'rejected', now + hour),
    ])
    .execute();
  const pending = async () => {
    const text = await (await scrape(server.url, `Bearer ${TOKEN}`)).text();
    return (operation: string) => sample(text, `wallet_admin_approvals_pending{operation="${operation}"}`);
  };
  let of = await pending();
  expect(of('payExchangeReward')).toBe(2);
  expect(of('createInternalTransfer')).toBe(1);
  expect(of('revertRow')).toBeUndefined();

  await db.updateTable('approval_request').set({ status: 'approved' }).where('operation', '=', 'createInternalTransfer').execute();
  of = await pending();
  expect(of('payExchangeReward')).toBe(2);
  expect(of('createInternalTransfer')).toBeUndefined();
});

describe('--workers 2', () => {
  test('one scrape sums the counts of every worker', { timeout: 120_000 }, async () => {
    const env = { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ADMIN_HEADER_PASSWORD: '', METRICS_TOKEN: TOKEN };
    const dataDir = tempDir();
    const server: ServerProcess = await launch(['--data-dir', dataDir, '--workers', '2'], env);
    cleanups.push(() => server.stop());
    const database = new BetterSqlite(join(dataDir, DATABASE_FILE));
    const row = approvalRow('payExchangeReward', 'pending', Date.now() + 3_600_000);
    const insert = database.prepare(
      `insert into approval_request (${Object.keys(row).join(', ')}) values (${Object.keys(row)
        .map(() => '?')
        .join(', ')})`,
    );
    for (let i = 0; i < 3; i++) insert.run(...Object.values(row));
    database.close();
    // New connections go to the workers in turn: 20 health checks land on both.
    for (let i = 0; i < 20; i++) {
      const health = await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } });
      expect(health.status).toBe(200);
    }
    const text = await (await scrape(server.url, `Bearer ${TOKEN}`)).text();
    expect(sample(text, 'wallet_admin_requests_total{operation="other",result="200"}')).toBe(20);
    // Each worker counts the same three rows: the scrape shows three, not six.
    expect(sample(text, 'wallet_admin_approvals_pending{operation="payExchangeReward"}')).toBe(3);
  });
});
