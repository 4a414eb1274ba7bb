// Issue 23 item 8: what the server keeps on disk is its own account's only. A fresh data folder comes up 0700 with
// the SQLite file, its -wal and -shm, and the generated X-Admin-Password 0600 and the upload store's folders
// 0700; a data folder an older version left 0755/0644 is narrowed at the next start.
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer } from './main.ts';

const root = mkdtempSync(join(tmpdir(), 'wallet-admin-modes-'));
// These modes are the SQLite file's: build() maps a file database to a PostgreSQL schema when DATABASE_URL is set
// (the suite's run on PostgreSQL), so the file would never be made there.
const databaseUrl = process.env.DATABASE_URL;
beforeAll(() => {
  delete process.env.DATABASE_URL;
});
afterAll(() => {
  if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
  rmSync(root, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;
const dataDir = join(root, 'data');
const FOLDERS = ['', 's3', 's3.incoming'];
const FILES = ['wallet-admin.sqlite', 'wallet-admin.sqlite-wal', 'wallet-admin.sqlite-shm', 'admin-header-password'];

/** Starts the server on `dataDir` (SQLite, whatever DATABASE_URL says), writes once, and closes it. */
async function startAndStop(): Promise<void> {
  const server = await startServer({ dataDir, port: 0, env: {}, logLevel: 'warn' });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // While it runs: the WAL and shared-memory files exist (the seed wrote through them).
    for (const file of FILES) expect(mode(join(dataDir, file)), file).toBe(0o600);
    for (const folder of FOLDERS) expect(mode(join(dataDir, folder)), folder || 'data folder').toBe(0o700);
  } finally {
    await server.close();
  }
}

// A whole server start on the full demo data: its wait is bounded by 2 minutes, not the project's 30 s.
test('a fresh data folder is 0700 and the files in it 0600, whatever the umask would make', { timeout: 120_000 }, async () => {
  const before = process.umask(0o022);
  try {
    await startAndStop();
  } finally {
    process.umask(before);
  }
});

test('a data folder left 0755/0644 is narrowed at the next start', { timeout: 120_000 }, async () => {
  chmodSync(dataDir, 0o755);
  for (const folder of FOLDERS.slice(1)) chmodSync(join(dataDir, folder), 0o755);
  for (const file of FILES) if (existsSync(join(dataDir, file))) chmodSync(join(dataDir, file), 0o644);
  await startAndStop();
});
