// The server survives garbage collection under load: see gc-burst.ts for why this runs in a child process.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

test('a burst of list calls with forced garbage collections does not abort the process', () => {
  const env = { ...process.env };
  delete env.DATABASE_URL; // the native SQLite driver is what this guards
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'gc-burst.ts'), '1500'], {
    env,
    encoding: 'utf8',
    timeout: 110_000,
  });
  expect(child.signal, child.stderr).toBeNull();
  expect(child.status, child.stderr).toBe(0);
  expect(child.stdout).toMatch(/survived 1500 calls on Node v\d+/);
}, 120_000);
