// Once per browser-test run: a data directory with the demo data, which every test server starts from (a copy each,
// harness.ts startApp). The demo seed is then paid once per run instead of once per spec file (each start of a fresh
// database seeds it: 10 s on a quiet machine, over 60 s at load 8), and every spec still gets a database of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// The provided value's type (vitest's ProvidedContext) is declared beside its reader.
import type {} from './harness.ts';

const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-admin-e2e-template-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A server of its own database (SQLite), a production build of nothing: the seed alone.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const result = spawnSync(join(REPO_DIR, 'node_modules', '.bin', 'tsx'), ['server/src/seed/cli.ts', '--data-dir', dir], {
    cwd: REPO_DIR,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seeding the browser tests' data failed:\n${result.stdout}\n${result.stderr}`);
  project.provide('e2eTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
