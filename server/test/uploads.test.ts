// The embedded S3 store accepts exactly the credentials getUploadCredentials hands out, and serves uploads at
// PublicUrl.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { UploadCredentials } from '../src/uploads/credentials.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../src/uploads/embedded-store.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let store: EmbeddedStore;
let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'wallet-admin-s3-'));
beforeAll(async () => {
  store = await startEmbeddedStore(dir);
  t = await createTestApp({ config: { uploads: store.uploads } });
});
afterAll(async () => { await t.close(); await store.close(); rmSync(dir, { recursive: true, force: true }); });

const client = (c: UploadCredentials, accessKeyId = c.AccessKeyId) => new S3Client({
  region: c.Region, endpoint: c.Endpoint, forcePathStyle: true,
  credentials: { accessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken },
});

test('handed-out credentials upload; the file is public at PublicUrl; a key it did not hand out is refused', async () => {
  const answer = await t.call('getUploadCredentials', { token: t.admin });
  const creds = answer.data as UploadCredentials;
  expect(creds).toMatchObject({ Bucket: 'wallet-admin', Region: 'us-east-1', Endpoint: store.endpoint, PublicUrl: `${store.endpoint}/wallet-admin` });
  expect(Date.parse(creds.Expiration) - t.clock.now).toBe(3_600_000);
  const key = `${Date.now()}-report.txt`;
  await client(creds).send(new PutObjectCommand({ Bucket: creds.Bucket, Key: key, Body: 'audit report', ContentType: 'text/plain' }));
  const fetched = await fetch(`${creds.PublicUrl}/${key}`);
  expect(await fetched.text()).toBe('audit report');
  // s3rver checks that the access key exists (it does not recompute SigV4 signatures).
  await expect(client(creds, 'WANEVERHANDEDOUT').send(new PutObjectCommand({ Bucket: creds.Bucket, Key: 'x.txt', Body: 'x' }))).rejects.toThrow();
});
