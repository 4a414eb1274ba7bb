// The embedded S3 store (finding 1 of issue 13): handed-out credentials upload under their prefix with valid
// SigV4 signatures; anonymous writes, listing, bucket creation and deletes are refused; a key it did not hand
// out, a wrong secret or another prefix are refused; objects are served as downloads that cannot run as a page.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { UploadCredentials } from '../src/uploads/credentials.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../src/uploads/embedded-store.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { resolvedAgainst } from './upload-requests.ts';

let store: EmbeddedStore;
let t: TestApp;
let creds: UploadCredentials;
/** As handed out: root-relative on the console's origin. */
let handed: UploadCredentials;
let origin: string;
const dir = mkdtempSync(join(tmpdir(), 'wallet-admin-s3-'));
beforeAll(async () => {
  store = await startEmbeddedStore(dir);
  t = await createTestApp({ config: { uploads: store.uploads } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  handed = (await t.call('getUploadCredentials', { token: t.admin })).data as UploadCredentials;
  creds = resolvedAgainst(handed, origin);
});
afterAll(async () => {
  await t.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = (c: UploadCredentials, override: { accessKeyId?: string; secretAccessKey?: string } = {}) =>
  new S3Client({
    region: c.Region,
    endpoint: c.Endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: override.accessKeyId ?? c.AccessKeyId,
      secretAccessKey: override.secretAccessKey ?? c.SecretAccessKey,
      sessionToken: c.SessionToken,
    },
  });
const put = (c: S3Client, key: string, body = 'x', type = 'text/plain') =>
  c.send(new PutObjectCommand({ Bucket: creds.Bucket, Key: key, Body: body, ContentType: type }));

test('handed-out credentials upload under their prefix; the file is public at PublicUrl as a download that cannot run', async () => {
  // On the console's own origin, whatever port the store listens on inside the machine.
  expect(handed).toMatchObject({ Bucket: 'wallet-admin', Region: 'us-east-1', Endpoint: '/s3', PublicUrl: '/s3/wallet-admin' });
  expect(creds.Prefix).toMatch(/^u\d+\/$/);
  expect(Date.parse(creds.Expiration) - t.clock.now).toBe(3_600_000);
  const key = `${creds.Prefix}${Date.now()}-page.html`;
  await put(client(creds), key, '<script>document.title=document.cookie</script>', 'text/html');
  const fetched = await fetch(`${creds.PublicUrl}/${key}`);
  expect(await fetched.text()).toContain('<script>');
  expect(fetched.headers.get('content-disposition')).toBe('attachment');
  expect(fetched.headers.get('x-content-type-options')).toBe('nosniff');
  expect(fetched.headers.get('content-security-policy')).toContain('sandbox');
});

test('anonymous writes, listing, deletes and bucket creation are refused', async () => {
  const bucketUrl = `${origin}/s3/${creds.Bucket}`;
  const html = await fetch(`${bucketUrl}/x.html`, {
    method: 'PUT',
    headers: { 'content-type': 'text/html' },
    body: '<script>alert(1)</script>',
  });
  expect(html.status).toBe(403);
  expect((await fetch(`${bucketUrl}/x.html`)).status).toBe(404); // nothing was stored
  expect((await fetch(`${bucketUrl}?list-type=2`)).status).toBe(403);
  expect((await fetch(`${origin}/s3/`)).status).toBe(403);
  expect((await fetch(`${origin}/s3/another-bucket`, { method: 'PUT' })).status).toBe(403);
  expect((await fetch(`${bucketUrl}/${creds.Prefix}a.txt`, { method: 'DELETE' })).status).toBe(403);
});

test('a key it did not hand out, a wrong secret, another prefix and bucket listing are refused even when signed', async () => {
  await expect(put(client(creds, { accessKeyId: 'WANEVERHANDEDOUT' }), `${creds.Prefix}a.txt`)).rejects.toThrow();
  await expect(put(client(creds, { secretAccessKey: 'not-the-secret' }), `${creds.Prefix}a.txt`)).rejects.toThrow();
  await expect(put(client(creds), 'u999999/a.txt')).rejects.toThrow();
  await expect(put(client(creds), 'a.txt')).rejects.toThrow();
  await expect(client(creds).send(new ListObjectsV2Command({ Bucket: creds.Bucket }))).rejects.toThrow();
  const key = `${creds.Prefix}keep.txt`;
  await put(client(creds), key, 'kept');
  await expect(
    client(creds, { secretAccessKey: 'wrong' }).send(new DeleteObjectCommand({ Bucket: creds.Bucket, Key: key })),
  ).rejects.toThrow();
  expect(await (await fetch(`${creds.PublicUrl}/${key}`)).text()).toBe('kept');
});

test('only users of a screen that uploads get credentials', async () => {
  expect((await t.call('getUploadCredentials', { token: t.viewer })).result).toBe(40003);
  expect((await t.call('getUploadCredentials', { token: t.operator })).result).toBe(0);
});
