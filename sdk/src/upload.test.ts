// Uploads against a real S3-compatible server (s3rver on a random local port) with credentials served by a
// fake getUploadCredentials.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminClient } from './client.js';
import { createUploader } from './upload.js';
import { envelope, fakeFetch, ok } from '../test/fake-fetch.js';

const BUCKET = 'wallet-admin-test';
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'sdk-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

const T0 = Date.parse('2024-05-01T00:00:00Z');

function credentials(expiresAt: number, serial = 1) {
  return {
    AccessKeyId: 'S3RVER',
    SecretAccessKey: 'S3RVER',
    SessionToken: `session-${serial}`,
    Expiration: new Date(expiresAt).toISOString(),
    Bucket: BUCKET,
    Region: 'ap-east-1',
    Endpoint: endpoint,
    PublicUrl: `${endpoint}/${BUCKET}`,
  };
}

/** An admin client whose only server is a fake getUploadCredentials that counts its calls. */
function setup(expiresInMs = 10 * 60_000) {
  const clock = { now: T0 };
  let served = 0;
  const fake = fakeFetch(async (request) => {
    expect(new URL(request.url).pathname).toBe('/v1/admin/bos/session_token');
    await new Promise((r) => setTimeout(r, 5)); // keep the request in flight so concurrent callers overlap
    served++;
    return ok(credentials(clock.now + expiresInMs, served));
  });
  const onError = vi.fn();
  const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch, onError });
  const uploader = createUploader({ client, now: () => clock.now });
  return { clock, uploader, onError, served: () => served };
}

async function readObject(key: string): Promise<string> {
  const s3 = new S3Client({
    region: 'ap-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return (await object.Body?.transformToString()) ?? '';
}

describe('createUploader', () => {
  it('uploads a buffer under a timestamp-prefixed key and reports progress up to 1', async () => {
    const { uploader, clock } = setup();
    const progress: number[] = [];
    const result = await uploader.upload(new TextEncoder().encode('audit report body'), {
      name: '审计 report.pdf',
      contentType: 'application/pdf',
      onProgress: (f) => progress.push(f),
    });
    expect(result.key).toBe(`${clock.now}_审计 report.pdf`);
    expect(result.key).toMatch(/^\d{13}_/);
    expect(result.url).toBe(`${endpoint}/${BUCKET}/${encodeURIComponent(result.key)}`);
    expect(await readObject(result.key)).toBe('audit report body');
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]!))).toBe(true);
  });

  it('uploads a Blob', async () => {
    const { uploader } = setup();
    const { key } = await uploader.upload(new Blob(['blob body']), { name: 'a.txt' });
    expect(await readObject(key)).toBe('blob body');
  });

  it('fetches credentials once for concurrent uploads and reuses them until 60 s before expiry', async () => {
    const { uploader, clock, served } = setup(10 * 60_000);
    const bytes = new Uint8Array([1, 2, 3]);
    await Promise.all([
      uploader.upload(bytes, { name: 'a.bin' }),
      uploader.upload(bytes, { name: 'b.bin' }),
      uploader.upload(bytes, { name: 'c.bin' }),
    ]);
    expect(served()).toBe(1);
    clock.now = T0 + 8 * 60_000; // 2 minutes left
    await uploader.upload(bytes, { name: 'd.bin' });
    expect(served()).toBe(1);
    clock.now = T0 + 9 * 60_000 + 1; // less than 60 s left: renew
    await uploader.upload(bytes, { name: 'e.bin' });
    expect(served()).toBe(2);
    await uploader.upload(bytes, { name: 'f.bin' }); // the renewed ones are reused
    expect(served()).toBe(2);
  });

  it('a storage failure is an ApiError with result -1 and the storage message, reported to onError', async () => {
    const fake = fakeFetch(() => ok({ ...credentials(T0 + 3_600_000), Bucket: 'no-such-bucket' }));
    const onError = vi.fn();
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch, onError });
    const uploader = createUploader({ client, now: () => T0 });
    const failure = uploader.upload(new Uint8Array([1]), { name: 'x.pdf' });
    await expect(failure).rejects.toMatchObject({ result: -1, kind: 'storage' });
    const error = await failure.catch((e: unknown) => e);
    expect(String((error as Error).message)).toMatch(/bucket/i);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('credentials the store no longer accepts (their session ended) are renewed once, without an error', async () => {
    let served = 0;
    // The first pair is unknown to the store, as the server's store answers once their session has ended.
    const fake = fakeFetch(() => ok({ ...credentials(T0 + 3_600_000, ++served), ...(served === 1 ? { AccessKeyId: 'ENDED' } : {}) }));
    const onError = vi.fn();
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch, onError });
    const uploader = createUploader({ client, now: () => T0 });
    const { key } = await uploader.upload(new TextEncoder().encode('again'), { name: 'again.txt' });
    expect(await readObject(key)).toBe('again');
    expect(served).toBe(2);
    expect(onError).not.toHaveBeenCalled();
    // Refused again with the fresh ones: that is reported, not retried for ever.
    const refusing = fakeFetch(() => ok({ ...credentials(T0 + 3_600_000), AccessKeyId: 'ENDED' }));
    const reported = vi.fn();
    const stuck = createUploader({
      client: createAdminClient({ baseUrl: 'http://api.test', fetch: refusing.fetch, onError: reported }),
      now: () => T0,
    });
    await expect(stuck.upload(new Uint8Array([1]), { name: 'x.txt' })).rejects.toMatchObject({ result: -1, kind: 'storage' });
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('a failed credentials call rejects with its ApiError and is not retried by the cache', async () => {
    let calls = 0;
    const fake = fakeFetch(() => (calls++ === 0 ? envelope(40003, 'forbidden') : ok(credentials(T0 + 3_600_000))));
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const uploader = createUploader({ client, now: () => T0 });
    await expect(uploader.upload(new Uint8Array([1]), { name: 'x.txt' })).rejects.toMatchObject({ result: 40003 });
    await expect(uploader.upload(new Uint8Array([1]), { name: 'x.txt' })).resolves.toMatchObject({ key: `${T0}_x.txt` });
  });

  it('an aborted upload rejects with result -1 and no toast', async () => {
    const { uploader, onError } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(uploader.upload(new Uint8Array([1]), { name: 'x.txt', signal: controller.signal })).rejects.toMatchObject({
      result: -1,
      kind: 'abort',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('an abort while the credentials are on their way ends the upload: nothing is stored, no toast', async () => {
    const { uploader, onError } = setup();
    const controller = new AbortController();
    const upload = uploader.upload(new Uint8Array(1024), { name: 'early.bin', signal: controller.signal });
    controller.abort(); // the credentials call (5 ms) is still in flight
    await expect(upload).rejects.toMatchObject({ result: -1, kind: 'abort' });
    await expect(readObject(`${T0}_early.bin`)).rejects.toThrow();
    // The credentials that arrived later serve the next upload.
    await expect(uploader.upload(new Uint8Array([1]), { name: 'late.bin' })).resolves.toMatchObject({ key: `${T0}_late.bin` });
    expect(onError).not.toHaveBeenCalled();
  });

  it('an abort while a first upload still loads the AWS SDK ends it: nothing is sent', async () => {
    // A fresh module graph, so this upload loads the AWS SDK itself; the load waits until the test has aborted.
    let loading!: () => void;
    const loadingStarted = new Promise<void>((resolve) => (loading = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.resetModules();
    vi.doMock('@aws-sdk/lib-storage', async (importOriginal) => {
      loading();
      await gate;
      return importOriginal();
    });
    try {
      const { createUploader: createFresh } = await import('./upload.js');
      const onError = vi.fn();
      const fake = fakeFetch(() => ok(credentials(T0 + 600_000)));
      const uploader = createFresh({
        client: createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch, onError }),
        now: () => T0,
      });
      const controller = new AbortController();
      const upload = uploader.upload(new Uint8Array(1024), { name: 'cold.bin', signal: controller.signal });
      await loadingStarted;
      controller.abort();
      release();
      await expect(upload).rejects.toMatchObject({ result: -1, kind: 'abort' });
      await expect(readObject(`${T0}_cold.bin`)).rejects.toThrow();
      expect(onError).not.toHaveBeenCalled();
    } finally {
      release();
      vi.doUnmock('@aws-sdk/lib-storage');
    }
  });

  it('options override bucket and region', async () => {
    const fake = fakeFetch(() => ok({ ...credentials(T0 + 3_600_000), Bucket: 'other', Region: '' }));
    const client = createAdminClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
    const uploader = createUploader({ client, bucket: BUCKET, region: 'ap-east-1', now: () => T0 });
    const { key } = await uploader.upload(new Uint8Array([65]), { name: 'o.txt' });
    expect(await readObject(key)).toBe('A');
  });
});
