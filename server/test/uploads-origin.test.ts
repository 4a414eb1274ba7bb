// The embedded store on the product's own origin (issue 53): uploads go through the main port's /s3/, the URLs
// handed out and stored carry neither 127.0.0.1 nor the store's random port, an object stored before a restart
// is read at its stored URL on the new origin, PUBLIC_ORIGIN makes them absolute, and migration 014 mends the
// loopback URLs stored before.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createUploader } from '@wallet-admin/sdk/upload';
import { sql, type Kysely } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { migrations } from '../src/db/migrations.ts';
import { startServer, type RunningServer } from '../src/main.ts';
import type { UploadCredentials } from '../src/uploads/credentials.ts';
import { publicOrigin, startEmbeddedStore } from '../src/uploads/embedded-store.ts';
import { createTestApp } from './helpers.ts';
import { client, resolvedAgainst } from './upload-requests.ts';

const root = mkdtempSync(join(tmpdir(), 'wallet-admin-s3-origin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A server in this process on `dataDir` (SQLite there: the restart must find the same rows and files). */
const start = (dataDir: string, env: NodeJS.ProcessEnv = {}) =>
  startServer({ dataDir, port: 0, env: { ADMIN_HEADER_PASSWORD: 'x', LOG_LEVEL: 'silent', SIGN_IN_SECOND_FACTOR: 'off', ...env } });

async function credentialsFrom(server: RunningServer): Promise<UploadCredentials> {
  const api = async (path: string, init: RequestInit = {}) =>
    (await (await fetch(`${server.url}/v1/admin/${path}`, init)).json()) as { result: number; data: unknown };
  const signIn = await api('login', {
    method: 'POST',
    body: new URLSearchParams({ user_name: 'operator', password: clientHash('Operator@12345') }),
  });
  const token = (signIn.data as { token: string }).token;
  const answer = await api('bos/session_token', { headers: { token } });
  expect(answer.result).toBe(0);
  return answer.data as UploadCredentials;
}

test('an upload through the main port is read at its stored URL, on the new origin after a restart', { timeout: 180_000 }, async () => {
  const dataDir = join(root, 'data');
  const first = await start(dataDir);
  let url: string;
  let direct: string;
  try {
    const handed = await credentialsFrom(first);
    expect(handed.Endpoint).toBe('/s3');
    expect(handed.PublicUrl).toBe('/s3/wallet-admin');
    // The SDK's uploader, as the console runs it: the relative endpoint resolved against the page's origin.
    const uploader = createUploader({ client: { call: (async () => handed) as never, report: () => {} }, origin: first.url });
    const result = await uploader.upload(new TextEncoder().encode('the logo'), { name: 'logo.png', contentType: 'image/png' });
    url = result.url;
    expect(url).toBe(`/s3/wallet-admin/${result.key}`);
    expect(url).not.toMatch(/127\.0\.0\.1|localhost|:[0-9]/);
    const read = await fetch(new URL(url, first.url));
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('the logo');
    // The AWS SDK's own client too (header signatures over the /s3 path), credentials resolved the same way.
    const creds = resolvedAgainst(handed, first.url);
    direct = `${creds.Prefix}direct.txt`;
    await client(creds).send(new PutObjectCommand({ Bucket: creds.Bucket, Key: direct, Body: 'direct' }));
  } finally {
    await first.close();
  }
  const second = await start(dataDir);
  try {
    expect(second.port).not.toBe(first.port);
    const read = await fetch(new URL(url, second.url));
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('the logo');
    expect(await (await fetch(`${second.url}/s3/wallet-admin/${direct}`)).text()).toBe('direct');
    // The credentials the new process hands out work too.
    const creds = resolvedAgainst(await credentialsFrom(second), second.url);
    await client(creds).send(new PutObjectCommand({ Bucket: creds.Bucket, Key: `${creds.Prefix}after.txt`, Body: 'after' }));
    expect(await (await fetch(`${creds.PublicUrl}/${creds.Prefix}after.txt`)).text()).toBe('after');
  } finally {
    await second.close();
  }
});

test('PUBLIC_ORIGIN makes the URLs absolute on that origin; anything but an origin stops the start', async () => {
  const store = await startEmbeddedStore(join(root, 'public-origin', 's3'), { publicOrigin: publicOrigin('https://admin.example.com/') });
  try {
    const creds = await store.uploads.credentials(Date.now(), 'u1/', () => Promise.resolve(true));
    expect(creds).toMatchObject({ Endpoint: 'https://admin.example.com/s3', PublicUrl: 'https://admin.example.com/s3/wallet-admin' });
    expect(store.uploads.origin).toBe('https://admin.example.com');
  } finally {
    await store.close();
  }
  expect(publicOrigin(undefined)).toBeUndefined();
  expect(publicOrigin('')).toBeUndefined();
  for (const wrong of ['admin.example.com', 'https://admin.example.com/console', 'ftp://x.example', 'https://u:p@x.example'])
    expect(() => publicOrigin(wrong)).toThrow(/PUBLIC_ORIGIN/);
});

test('migration 014 rewrites the loopback URLs of the embedded store, and only those', async () => {
  const t = await createTestApp();
  try {
    const db = t.db as unknown as Kysely<unknown>;
    const row = await sql<{ id: number }>`select min(id) as id from block_chain`.execute(db);
    const id = Number(row.rows[0]!.id);
    const old = 'http://127.0.0.1:36309/wallet-admin/u1/1700000000000_logo.png';
    await sql`update block_chain set logo = ${old}, rpc_url = ${'http://127.0.0.1:8545'},
      explorer_url = ${'http://localhost:41234/wallet-admin/u2/x.png'} where id = ${id}`.execute(db);
    const before = await sql<{ n: number }>`select count(*) as n from audit_log`.execute(db);
    await migrations(t.app.services.database.dialect)['014_upload_urls']!.up(db);
    const after = await sql<{ logo: string; rpc_url: string; explorer_url: string }>`select logo, rpc_url, explorer_url
      from block_chain where id = ${id}`.execute(db);
    expect(after.rows[0]).toEqual({
      logo: '/s3/wallet-admin/u1/1700000000000_logo.png',
      rpc_url: 'http://127.0.0.1:8545', // not the store's
      explorer_url: '/s3/wallet-admin/u2/x.png',
    });
    expect((await sql<{ n: number }>`select count(*) as n from audit_log`.execute(db)).rows).toEqual(before.rows);
    // The contract takes the mended form back (a row saved again keeps its logo).
    const bundle = JSON.parse(readFileSync(new URL('../../sdk/src/generated/openapi.json', import.meta.url), 'utf8')) as {
      components: { schemas: { Url: { pattern: string } } };
    };
    expect(new RegExp(bundle.components.schemas.Url.pattern).test(after.rows[0]!.logo)).toBe(true);
  } finally {
    await t.close();
  }
});
