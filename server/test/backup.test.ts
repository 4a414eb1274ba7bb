// `npm run backup` under write load and `npm run restore`, as real processes: a server (main.ts) takes writes from
// eight clients and holds uploaded files while the backup runs; the backup is restored into an empty folder (a
// non-empty one is refused), a server starts on it, and every write acknowledged before the backup began and
// every uploaded file are there. The generated X-Admin-Password is not in a backup (ops/backup.ts NOT_BACKED_UP): the
// restored server makes a new one.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import type { UploadCredentials } from '../src/uploads/credentials.ts';
import { launch, type ServerProcess } from './launch.ts';
import { resolvedAgainst } from './upload-requests.ts';

const CLI = join(import.meta.dirname, '../src/ops/backup-cli.ts');
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ADMIN_HEADER_PASSWORD: '', DATA_DIR: '' };
const running: ServerProcess[] = [];
const root = mkdtempSync(join(tmpdir(), 'wallet-admin-backup-'));
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  rmSync(root, { recursive: true, force: true });
});

/** Runs the backup CLI; its exit code and output. */
function cli(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function call(base: string, path: string, options: { token?: string; form?: Record<string, string> } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: options.form ? 'POST' : 'GET',
    headers: options.token ? { token: options.token } : {},
    ...(options.form ? { body: new URLSearchParams(options.form) } : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { result: number; data?: unknown };
}

async function signIn(base: string): Promise<string> {
  const answer = await call(base, '/v1/admin/login', { form: { user_name: 'admin', password: clientHash('Admin@12345') } });
  expect(answer.result).toBe(0);
  return (answer.data as { token: string }).token;
}

test('a backup taken under write load restores every acknowledged row and file', { timeout: 180_000 }, async () => {
  const dataDir = join(root, 'live');
  const server = await launch(['--data-dir', dataDir], env);
  running.push(server);
  const token = await signIn(server.url);

  // Files in the embedded upload store, put as the console does (handed-out credentials).
  // Root-relative (the store answers on the product's origin): resolved against this server, as a browser does.
  const creds = resolvedAgainst((await call(server.url, '/v1/admin/bos/session_token', { token })).data as UploadCredentials, server.url);
  const s3 = new S3Client({
    region: creds.Region,
    endpoint: creds.Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: creds.AccessKeyId, secretAccessKey: creds.SecretAccessKey, sessionToken: creds.SessionToken },
  });
  const files = new Map(Array.from({ length: 3 }, (_, i) => [`${creds.Prefix}logo-${i}.svg`, `<svg id="${i}"/>`] as const));
  for (const [key, body] of files)
    await s3.send(new PutObjectCommand({ Bucket: creds.Bucket, Key: key, Body: body, ContentType: 'image/svg+xml' }));

  // Eight clients write until told to stop; the backup starts once 60 writes are acknowledged.
  const acknowledged: string[] = [];
  let writing = true;
  let reachedSixty: () => void = () => {};
  const sixty = new Promise<void>((resolve) => (reachedSixty = resolve));
  const writer = async (w: number) => {
    for (let i = 0; writing; i++) {
      const name = `backup-${w}-${i}`;
      const answer = await call(server.url, '/v1/admin/category/create', { token, form: { name, lang: 'en' } });
      expect(answer.result).toBe(0);
      acknowledged.push(name);
      if (acknowledged.length === 60) reachedSixty();
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await sixty;
  const beforeBackup = [...acknowledged];
  const out = join(root, 'wallet-admin.backup');
  const taken = await cli(['backup', '--out', out, '--data-dir', dataDir]);
  const duringBackup = acknowledged.length - beforeBackup.length;
  writing = false;
  await Promise.all(writers);
  expect(taken).toMatchObject({ code: 0, output: expect.stringContaining('backed up') });
  expect(duringBackup).toBeGreaterThan(0); // the backup really ran under load
  await server.stop();

  // Never over an existing installation.
  const occupied = join(root, 'occupied');
  mkdirSync(occupied);
  writeFileSync(join(occupied, 'something'), 'x');
  const refused = await cli(['restore', out, '--data-dir', occupied]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('is not empty');

  const restoredDir = join(root, 'restored');
  const restored = await cli(['restore', out, '--data-dir', restoredDir]);
  expect(restored).toMatchObject({ code: 0, output: expect.stringContaining('restored') });
  const again = await launch(['--data-dir', restoredDir], env);
  running.push(again);
  expect(again.adminHeaderPassword).toMatch(/\S{16,}/);
  expect(again.adminHeaderPassword).not.toBe(server.adminHeaderPassword);
  const token2 = await signIn(again.url);
  const names = new Set<string>();
  for (let start = 0; ; start += 1000) {
    const answer = await call(again.url, `/v1/admin/category/list?start=${start}&count=1000`, { token: token2 });
    expect(answer.result).toBe(0);
    const page = (answer.data as { list: { name: string }[] }).list;
    for (const row of page) names.add(row.name);
    if (page.length < 1000) break;
  }
  expect(beforeBackup.filter((name) => !names.has(name))).toEqual([]);
  const creds2 = resolvedAgainst(
    (await call(again.url, '/v1/admin/bos/session_token', { token: token2 })).data as UploadCredentials,
    again.url,
  );
  for (const [key, body] of files) {
    const fetched = await fetch(`${creds2.PublicUrl}/${key}`);
    expect([key, fetched.status, await fetched.text()]).toEqual([key, 200, body]);
  }
});
