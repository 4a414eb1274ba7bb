// What a fleet's operator sees of one process (issue 53): a start on a shared database that lacks a shared setting
// refuses with one line naming each; the start line says where the X-Admin-Password is kept, never the value; at
// LOG_LEVEL info the start, stop and fatal lines are JSON naming the instance, host and version; and a stop while
// clients keep opening new connections ends by draining, not at its bound: the port closes at once (a new connection
// is refused; a connection the kernel queued unread is reset, one per client at most) and the process exits 0. Real processes (main.ts) on SQLite; on every engine.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { launch, type ServerProcess } from './launch.ts';

const HEAVY = { timeout: 120_000 };
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-admin-fleet-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

const local: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ADMIN_HEADER_PASSWORD: '', LOG_LEVEL: 'info' };
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('settings a cluster must share', () => {
  test('DATABASE_URL without a bucket, an X-Admin-Password or a checkpoint key: one fatal line naming each, exit 1', HEAVY, async () => {
    const env = {
      ...local,
      // Never reached: the settings are checked before the database is opened.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      SINGLE_MACHINE: 'off',
      S3_BUCKET: '',
      AUDIT_CHECKPOINT_KEY: '',
      AUDIT_CHECKPOINT_KEY_FILE: '',
    };
    const failure = await launch(['--data-dir', dataDir], env).then(
      (server) => {
        running.push(server);
        return '';
      },
      (error: unknown) => String(error),
    );
    const fatal = jsonLines(failure.slice(failure.indexOf('\n') + 1)).filter((line) => line.level === 60);
    expect(fatal).toHaveLength(1);
    for (const setting of ['S3_BUCKET', 'ADMIN_HEADER_PASSWORD', 'AUDIT_CHECKPOINT_KEY', 'SINGLE_MACHINE=on'])
      expect(fatal[0]!.msg).toContain(setting);
    expect(failure).toMatch(/exited \(1\)/);
    // and nothing else was printed: no raw stack
    expect(failure).not.toMatch(/^\s+at /m);
  });
});

describe('one process of a fleet', () => {
  test(
    'JSON start and stop lines naming the instance; the X-Admin-Password is never printed; a stop under new connections drains',
    HEAVY,
    async () => {
      const server = await launch(['--data-dir', dataDir], { ...local, STOP_TIMEOUT: '30' });
      running.push(server);
      expect(server.adminHeaderPassword.length).toBeGreaterThanOrEqual(20);
      expect(server.output()).not.toContain(server.adminHeaderPassword);
      const start = jsonLines(server.output()).find((line) => line.event === 'start');
      expect(start).toMatchObject({
        level: 30,
        url: server.url,
        pid: server.child.pid,
        version: expect.any(String),
        host: expect.any(String),
      });
      expect(String(start!.instance)).toContain(String(server.child.pid));

      // 16 clients, each opening a new connection for every request, before and after the signal.
      const outcomes: string[] = [];
      let stopped = false;
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
      void exited.then(() => (stopped = true));
      const once = () =>
        new Promise<string>((resolve) => {
          const req = request(`${server.url}/readyz`, { agent: false }, (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.statusCode)));
            res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          });
          req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          req.end();
        });
      let answered = 0;
      const client = async () => {
        while (!stopped) {
          const outcome = await once();
          outcomes.push(outcome);
          if (++answered === 200) server.child.kill('SIGTERM');
          if (outcome === 'ECONNREFUSED') return;
        }
      };
      await Promise.all(Array.from({ length: 16 }, client));
      expect(await exited).toBe(0);
      // Served (whatever the route answers) or refused at the closed port; reset only where the kernel held a client's
      // connection, unread, in the queue when the port closed: one per client at most.
      expect(outcomes.filter((o) => !/^\d{3}$/.test(o) && o !== 'ECONNREFUSED' && o !== 'ECONNRESET')).toEqual([]);
      expect(outcomes.filter((o) => o === 'ECONNRESET').length).toBeLessThanOrEqual(16);
      expect(outcomes).toContain('ECONNREFUSED');
      const lines = jsonLines(server.output());
      expect(lines.find((line) => line.event === 'stop')).toMatchObject({ signal: 'SIGTERM', instance: start!.instance });
      expect(lines.filter((line) => line.event === 'stopped')).toEqual([expect.objectContaining({ level: 30, ms: expect.any(Number) })]);
    },
  );
});
