// Committed rows survive a restart and a SIGKILL of the server process in the middle of a burst of writes.
import { blockChains } from '../src/seed/chain-data.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { locationFromEnv, openDatabase } from '../src/db/open.ts';
import { build } from '../src/http/app.ts';
import { launch, signIn } from './launch.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'wallet-admin-'));
  dirs.push(d);
  return d;
};
const schemas: string[] = [];

afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  // Under PostgreSQL the file locations were schemas: drop them.
  for (const file of schemas) {
    const location = locationFromEnv(file);
    if (typeof location !== 'string') await (await openDatabase({ ...location, dropOnClose: true })).close();
  }
});

async function rowsNamed(file: string, prefix: string): Promise<Set<string>> {
  const app = await build({ db: file, seed: false });
  const rows = await app.services.database.db.selectFrom('category').select('name').where('name', 'like', `${prefix}%`).execute();
  await app.close();
  return new Set(rows.map((r) => String(r.name)));
}

// Two starts on the full demo data (the search indexes' triggers fill as the rows go in): minutes on a loaded machine.
test('a restart on a file database keeps committed rows', { timeout: 180_000 }, async () => {
  const file = join(tempDir(), 'restart.sqlite');
  schemas.push(file);
  // A password alone signs in here (the demo's setting): the test is about the rows, not the sign-in.
  const app = await build({ db: file, config: { signInSecondFactor: false } });
  const login = await app.inject({
    method: 'POST',
    url: '/v1/admin/login',
    payload: `user_name=admin&password=${clientHash('Admin@12345')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = JSON.parse(login.body).data.token as string;
  const created = await app.inject({
    method: 'POST',
    url: '/v1/admin/category/create',
    payload: 'name=restart-kept&lang=en',
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(JSON.parse(created.body).result).toBe(0);
  await app.close();
  expect(await rowsNamed(file, 'restart-')).toEqual(new Set(['restart-kept']));
  // Seeding again is idempotent: the demo rows are not doubled.
  const again = await build({ db: file });
  const chains = await again.services.database.db
    .selectFrom('block_chain')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(chains.n)).toBe(blockChains().length);
  await again.close();
});

test('SIGKILL during a burst of writes loses no acknowledged write', async () => {
  const dataDir = tempDir();
  const file = join(dataDir, 'wallet-admin.sqlite');
  schemas.push(file);
  const location = locationFromEnv(file);
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', PORT: '0' };
  if (typeof location !== 'string') env.DATABASE_SCHEMA = location.schema;
  // Ready when it says so (launch.ts): no start deadline of its own, the test's timeout bounds a start that never ends.
  const { child, url } = await launch(['--data-dir', dataDir], env);
  const token = (await signIn(url, 'admin', 'Admin@12345')).data!.token!;

  const acknowledged: string[] = [];
  let killed = false;
  const write = async (i: number) => {
    const name = `burst-${i}`;
    try {
      const response = await fetch(`${url}/v1/admin/category/create`, {
        method: 'POST',
        headers: { token },
        body: new URLSearchParams({ name, lang: 'en' }),
      });
      const answer = (await response.json()) as { result: number };
      if (answer.result === 0) acknowledged.push(name);
    } catch {
      /* the connection died with the process: not acknowledged */
    }
    if (acknowledged.length >= 60 && !killed) {
      killed = true;
      child.kill('SIGKILL');
    }
  };
  const workers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = w; i < 400 && !killed; i += 8) await write(i);
  });
  await Promise.all(workers);
  if (!killed) child.kill('SIGKILL');
  await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

  expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  const kept = await rowsNamed(file, 'burst-');
  for (const name of acknowledged) expect(kept.has(name), name).toBe(true);
}, 120_000);
