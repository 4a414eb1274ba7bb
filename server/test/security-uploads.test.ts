// The upload store under attack with valid credentials (issue 23): keys that try to leave their prefix, by
// dot segments sent as is, percent-encoded or double-encoded, backslashes and control characters, for every
// method and both signing forms, are refused before s3rver sees them and leave the disk as it was; bodies past
// the size limit are refused in every form, while they stream; credentials die with the session that got them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { currentTotp } from '../src/auth/totp.ts';
import { uploadMaxBytes } from '../src/config.ts';
import { core } from '../src/db/core.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import type { UploadCredentials } from '../src/uploads/credentials.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../src/uploads/embedded-store.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { launch } from './launch.ts';
import { client, filesUnder, raw, resolvedAgainst, sendAsIs, type RawOptions } from './upload-requests.ts';

let store: EmbeddedStore;
let t: TestApp;
let admin: UploadCredentials;
let operator: UploadCredentials;
let origin: string;
/** Credentials as the console uses them: resolved against the origin it was loaded from. */
const credentialsOf = (data: unknown) => resolvedAgainst(data as UploadCredentials, origin);
// The store's folder inside a parent of its own, so a write that leaves it can be seen without looking elsewhere.
const root = mkdtempSync(join(tmpdir(), 'wallet-admin-s3-attack-'));
const dir = join(root, 'data', 's3');
// Small, so bodies past it stay cheap to send.
const LIMIT = 4096;

beforeAll(async () => {
  store = await startEmbeddedStore(dir, { maxObjectBytes: LIMIT });
  t = await createTestApp({ config: { uploads: store.uploads } });
  // Every request goes where browsers send them: the main port's /s3/, forwarded to the store.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = credentialsOf((await t.call('getUploadCredentials', { token: t.admin })).data);
  operator = credentialsOf((await t.call('getUploadCredentials', { token: t.operator })).data);
});
afterAll(async () => {
  await t.close();
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

/** Every file under the test's folder: what an attack must leave unchanged. */
const disk = () => filesUnder(root);
const send = (method: string, path: string) => sendAsIs(`${origin}/s3`, method, path);

const publicRead = async (key: string) => {
  const response = await fetch(`${admin.PublicUrl}/${key}`);
  return { status: response.status, text: await response.text() };
};

describe('the three attacks of issue 23, with the operator’s own credentials', () => {
  let logo: string;
  let other: string;
  beforeAll(async () => {
    logo = `${admin.Prefix}logo.png`;
    other = `${admin.Prefix}x`;
    await client(admin).send(new PutObjectCommand({ Bucket: admin.Bucket, Key: logo, Body: 'the admin’s logo' }));
    await client(admin).send(new PutObjectCommand({ Bucket: admin.Bucket, Key: other, Body: 'the admin’s file' }));
  });

  test('PUT u2/%2e%2e/u1/logo.png does not overwrite the admin’s file', async () => {
    const before = disk();
    const sent = await raw(operator, 'PUT', `/${operator.Bucket}/${operator.Prefix}%2e%2e/${logo}`, { body: 'pwned' });
    expect(sent.status).toBe(400);
    expect(sent.body).toContain('<Code>InvalidURI</Code>');
    expect(await publicRead(logo)).toEqual({ status: 200, text: 'the admin’s logo' });
    expect(disk()).toEqual(before);
  });

  test('DELETE u2/%2e%2e/u1/x does not delete another user’s file', async () => {
    const before = disk();
    const sent = await raw(operator, 'DELETE', `/${operator.Bucket}/${operator.Prefix}%2e%2e/${other}`);
    expect(sent.status).toBe(400);
    expect(await publicRead(other)).toEqual({ status: 200, text: 'the admin’s file' });
    expect(disk()).toEqual(before);
  });

  test('PUT u2/../../../../escape/pwn writes nothing outside the data folder', async () => {
    const before = disk();
    const sent = await raw(operator, 'PUT', `/${operator.Bucket}/${operator.Prefix}../../../../escape/pwn`, { body: 'pwned' });
    expect(sent.status).toBe(400);
    expect(existsSync(join(root, 'escape'))).toBe(false);
    expect(existsSync(join(dir, '..', 'escape'))).toBe(false);
    expect(disk()).toEqual(before);
  });
});

// Each refused for every method and signing form, and by anonymous reads; nothing on disk moves.
const TRICKS = [
  ['dot-dot', '../u1/x'],
  ['dot', './x'],
  ['encoded dot-dot', '%2e%2e/u1/x'],
  ['mixed-case encoding', '%2E%2e/u1/x'],
  ['double-encoded dot-dot', '%252e%252e/u1/x'],
  ['triple-encoded dot-dot', '%25252e%25252e/u1/x'],
  ['double-encoded dot-dot beside a literal %', '%252e%252e/u1/100%25'],
  ['encoded slash', '..%2fu1%2fx'],
  ['double-encoded slash', '%252e%252e%252fu1%252fx'],
  ['backslash', '..\\u1\\x'],
  ['encoded backslash', '..%5cu1%5cx'],
  ['NUL', 'x%00.png'],
  ['double-encoded NUL', 'x%2500.png'],
  ['newline', 'x%0a.png'],
  ['DEL', 'x%7f.png'],
  ['trailing dot-dot', 'a/..'],
] as const;

// Every way a request reaches an object: method, signing form, and the query of a multipart step.
const FORMS: [string, string, RawOptions, string][] = [
  ['PUT, header-signed', 'PUT', {}, ''],
  ['PUT, UNSIGNED-PAYLOAD', 'PUT', { unsigned: true }, ''],
  ['PUT, presigned', 'PUT', { presign: true }, ''],
  ['POST, start of a multipart upload', 'POST', {}, '?uploads='],
  ['PUT, a multipart part', 'PUT', {}, `?partNumber=1&uploadId=${'0'.repeat(32)}`],
  ['DELETE, header-signed', 'DELETE', {}, ''],
  ['DELETE, presigned', 'DELETE', { presign: true }, ''],
  ['GET, header-signed', 'GET', {}, ''],
  ['HEAD, presigned', 'HEAD', { presign: true }, ''],
];

describe.each(TRICKS)('a key with a %s segment', (_, tail) => {
  test.each(FORMS)('is refused: %s', async (_form, method, options, query) => {
    const before = disk();
    const sent = await raw(operator, method, `/${operator.Bucket}/${operator.Prefix}${tail}${query}`, {
      ...options,
      body: method === 'PUT' ? 'pwned' : '',
    });
    expect(sent.status).toBe(400);
    expect(disk()).toEqual(before);
  });

  test('is refused to anonymous reads', async () => {
    for (const method of ['GET', 'HEAD']) expect((await send(method, `/${operator.Bucket}/${operator.Prefix}${tail}`)).status).toBe(400);
  });
});

test('a key may hold dots, percent signs and spaces that are not dot segments', async () => {
  for (const name of ['a..b.png', '.hidden', '..x', '100%.png', 'a b.png']) {
    const key = `${operator.Prefix}${name}`;
    await client(operator).send(new PutObjectCommand({ Bucket: operator.Bucket, Key: key, Body: name }));
    expect(await (await fetch(`${operator.PublicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`)).text()).toBe(name);
  }
});

test('a multipart upload id is bound to the key it was started for; forged ids and copies are refused', async () => {
  const key = `${admin.Prefix}big.bin`;
  const started = await raw(admin, 'POST', `/${admin.Bucket}/${key}?uploads=`);
  expect(started.status).toBe(200);
  const uploadId = /<UploadId>([0-9a-f]{32})<\/UploadId>/.exec(started.body)?.[1] ?? '';
  expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
  const before = disk();
  // The operator may not add parts to, nor complete into, the admin's upload through a key of its own.
  const part = await raw(operator, 'PUT', `/${operator.Bucket}/${operator.Prefix}x?partNumber=1&uploadId=${uploadId}`, { body: 'pwned' });
  expect(part.status).toBe(404);
  expect(part.body).toContain('<Code>NoSuchUpload</Code>');
  const traversing = await raw(operator, 'PUT', `/${operator.Bucket}/${operator.Prefix}x?partNumber=1&uploadId=../../escape`, {
    body: 'pwned',
  });
  expect(traversing.status).toBe(404);
  const badPart = await raw(admin, 'PUT', `/${admin.Bucket}/${key}?partNumber=../1&uploadId=${uploadId}`, { body: 'pwned' });
  expect(badPart.status).toBe(400);
  const copy = await raw(operator, 'PUT', `/${operator.Bucket}/${operator.Prefix}copy`, {
    headers: { 'x-amz-copy-source': `/${admin.Bucket}/${admin.Prefix}logo.png` },
  });
  expect(copy.status).toBe(403);
  expect(disk()).toEqual(before);
});

describe('one size limit for every form', () => {
  const big = 'x'.repeat(LIMIT + 1);
  const exact = 'x'.repeat(LIMIT);
  test.each([
    ['header-signed', {}],
    ['UNSIGNED-PAYLOAD', { unsigned: true }],
    ['presigned', { presign: true }],
  ] as const)('%s: a body past the limit is refused as EntityTooLarge, one at the limit is stored', async (form, options: RawOptions) => {
    const key = `${operator.Prefix}size-${form}`;
    const before = disk();
    const refused = await raw(operator, 'PUT', `/${operator.Bucket}/${key}`, { ...options, body: big });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('<Code>EntityTooLarge</Code>');
    expect(refused.body).toContain(`at most ${LIMIT} bytes`);
    expect(disk()).toEqual(before);
    expect((await raw(operator, 'PUT', `/${operator.Bucket}/${key}`, { ...options, body: exact })).status).toBe(200);
    expect((await publicRead(key)).text).toBe(exact);
  });

  test.each([
    ['UNSIGNED-PAYLOAD', { unsigned: true }],
    ['presigned', { presign: true }],
  ] as const)('%s: a chunked body is refused as soon as it passes the limit, before it ends', async (_form, options: RawOptions) => {
    const key = `${operator.Prefix}size-stream`;
    const before = disk();
    const refused = await raw(operator, 'PUT', `/${operator.Bucket}/${key}`, { ...options, body: big, unfinished: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('<Code>EntityTooLarge</Code>');
    expect(disk()).toEqual(before);
  });

  test('a refused body leaves an existing object whole', async () => {
    const key = `${operator.Prefix}kept`;
    expect((await raw(operator, 'PUT', `/${operator.Bucket}/${key}`, { body: 'kept' })).status).toBe(200);
    expect((await raw(operator, 'PUT', `/${operator.Bucket}/${key}`, { unsigned: true, body: big, unfinished: true })).status).toBe(400);
    const mismatch = await raw(operator, 'PUT', `/${operator.Bucket}/${key}`, {
      body: 'changed',
      headers: { 'x-amz-content-sha256': '0'.repeat(64) },
    });
    expect(mismatch.body).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    expect(await publicRead(key)).toEqual({ status: 200, text: 'kept' });
  });

  test('multipart: the parts together may not pass the limit; a part sent again replaces its size', async () => {
    const key = `${operator.Prefix}parts.bin`;
    const started = await raw(operator, 'POST', `/${operator.Bucket}/${key}?uploads=`);
    const uploadId = /<UploadId>([0-9a-f]{32})<\/UploadId>/.exec(started.body)?.[1] ?? '';
    const part = (n: number, body: string, options: RawOptions = {}) =>
      raw(operator, 'PUT', `/${operator.Bucket}/${key}?partNumber=${n}&uploadId=${uploadId}`, { ...options, body });
    const half = 'x'.repeat(LIMIT / 2);
    expect((await part(1, half)).status).toBe(200);
    expect((await part(1, half)).status).toBe(200); // again: still half the limit in all
    expect((await part(2, half)).status).toBe(200);
    const third = await part(3, 'x', { unsigned: true });
    expect(third.status).toBe(400);
    expect(third.body).toContain('<Code>EntityTooLarge</Code>');
    expect((await part(3, 'x', { presign: true })).status).toBe(400);
  });

  test('multipart: parts sent at once count together while they arrive', async () => {
    const key = `${operator.Prefix}parallel.bin`;
    const started = await raw(operator, 'POST', `/${operator.Bucket}/${key}?uploads=`);
    const uploadId = /<UploadId>([0-9a-f]{32})<\/UploadId>/.exec(started.body)?.[1] ?? '';
    const threeQuarters = 'x'.repeat((LIMIT * 3) / 4);
    const sent = await Promise.all(
      [1, 2].map((n) =>
        raw(operator, 'PUT', `/${operator.Bucket}/${key}?partNumber=${n}&uploadId=${uploadId}`, { unsigned: true, body: threeQuarters }),
      ),
    );
    expect(sent.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});

test('the console shows images from itself, https, data: and the upload store only', async () => {
  const csp = (await t.app.inject({ method: 'GET', url: '/v1/admin/user/routes' })).headers['content-security-policy'];
  // The embedded store is this origin's /s3/: 'self'.
  expect(String(csp).split('; ')).toContain(`img-src 'self' https: data:`);
  expect(String(csp).split('; ')).toContain(`connect-src 'self'`);
});

test('UPLOAD_MAX_MB sets the limit in whole MB, 64 by default; anything else stops the start', () => {
  expect(uploadMaxBytes(undefined)).toBe(64 * 1024 * 1024);
  expect(uploadMaxBytes('')).toBe(64 * 1024 * 1024);
  expect(uploadMaxBytes('2')).toBe(2 * 1024 * 1024);
  for (const wrong of ['0', '1.5', '-1', 'ten', '1e3']) expect(() => uploadMaxBytes(wrong)).toThrow(/UPLOAD_MAX_MB must be a whole number/);
});

// Last in this file: the idle case moves the clock past every session's idle timeout.
describe('credentials die with the session that got them, at their next use', () => {
  let n = 0;
  /** A fresh account of an uploading role, signed in, with its credentials (and one object stored by them). */
  async function uploader(roleCode = 'operator') {
    const name = `uploader${++n}`;
    const id = await t.createUser(name, 'Old@123456', roleCode);
    const answer = await t.login(name, 'Old@123456');
    const token = (answer.data as { token: string }).token;
    const creds = credentialsOf((await t.call('getUploadCredentials', { token })).data);
    const key = `${creds.Prefix}before.txt`;
    expect((await raw(creds, 'PUT', `/${creds.Bucket}/${key}`, { body: 'before' })).status).toBe(200);
    return { id, name, token, creds, key };
  }
  /** Every form of write and delete is refused as an ended session's, and the disk is as it was. */
  async function refusedEverywhere(creds: UploadCredentials, key: string) {
    const before = disk();
    for (const [form, method, options, query] of [
      ...FORMS.filter(([, method]) => method === 'PUT' || method === 'DELETE' || method === 'POST'),
    ]) {
      const sent = await raw(creds, method, `/${creds.Bucket}/${key}${query}`, { ...options, body: method === 'PUT' ? 'after' : '' });
      expect(sent.status, form).toBe(403);
      expect(sent.body, form).toContain('<Code>InvalidAccessKeyId</Code>');
    }
    expect(disk()).toEqual(before);
    expect(await publicRead(key)).toEqual({ status: 200, text: 'before' });
  }
  const operatorRole = () =>
    core(t.db).selectFrom('role').select(['id', 'permissions']).where('code', '=', 'operator').executeTakeFirstOrThrow();

  test('logout', async () => {
    const u = await uploader();
    expect((await t.call('logout', { token: u.token })).result).toBe(0);
    await refusedEverywhere(u.creds, u.key);
  });

  test('a password change', async () => {
    const u = await uploader();
    const body = {
      user_id: u.id,
      password: clientHash('Old@123456'),
      new_password: clientHash('New@123456'),
      google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now),
    };
    expect((await t.call('modifyPassword', { token: u.token, body })).result).toBe(0);
    await refusedEverywhere(u.creds, u.key);
  });

  test('a reset by an administrator', async () => {
    const u = await uploader();
    const body = { user_id: u.id, new_password: clientHash('Next@123456'), password: clientHash(ADMIN.password) };
    expect((await t.call('resetPassword', { token: t.admin, body })).result).toBe(0);
    await refusedEverywhere(u.creds, u.key);
  });

  test('the account disabled, renamed or deleted', async () => {
    for (const change of [{ status: 1 as const }, { user_name: 'renamed' }]) {
      const u = await uploader();
      await core(t.db).updateTable('admin_user').set(change).where('id', '=', u.id).execute();
      await refusedEverywhere(u.creds, u.key);
    }
    const u = await uploader();
    expect((await t.call('deleteUser', { token: t.admin, body: { user_id: u.id, password: clientHash(ADMIN.password) } })).result).toBe(0);
    await refusedEverywhere(u.creds, u.key);
  });

  test('the account moved to another role, or its role no longer uploading', async () => {
    const moved = await uploader();
    const viewer = await core(t.db).selectFrom('role').select('id').where('code', '=', 'viewer').executeTakeFirstOrThrow();
    await core(t.db).updateTable('admin_user').set({ role_id: viewer.id }).where('id', '=', moved.id).execute();
    await refusedEverywhere(moved.creds, moved.key);

    await t.createUser('role-holder', 'Old@123456', 'uploading-role');
    const permissions = (await operatorRole()).permissions;
    await core(t.db).updateTable('role').set({ permissions }).where('code', '=', 'uploading-role').execute();
    const narrowed = await uploader('uploading-role');
    const role = await core(t.db).selectFrom('role').select(['id', 'name']).where('code', '=', 'uploading-role').executeTakeFirstOrThrow();
    expect((await t.call('setRole', { token: t.admin, body: { id: role.id, name: role.name, permissions: [] } })).result).toBe(0);
    await refusedEverywhere(narrowed.creds, narrowed.key);
  });

  test('a session that still stands keeps its credentials; another session of the same user does not matter', async () => {
    const u = await uploader();
    const other = (await t.login(u.name, 'Old@123456')).data as { token: string };
    expect((await t.call('logout', { token: other.token })).result).toBe(0);
    expect((await raw(u.creds, 'PUT', `/${u.creds.Bucket}/${u.creds.Prefix}still.txt`, { body: 'still' })).status).toBe(200);
  });

  test('a logout in another process refuses them at once (two server processes over one SQLite file)', { timeout: 120_000 }, async () => {
    const data = join(root, 'two-processes');
    const [a, b] = await Promise.all([launch(['--data-dir', data], {}), launch(['--data-dir', data], {})]);
    try {
      const api = async (base: string, path: string, init: RequestInit = {}) =>
        (await (await fetch(`${base}/v1/admin/${path}`, init)).json()) as { result: number; data: unknown };
      const signIn = await api(a.url, 'login', {
        method: 'POST',
        body: new URLSearchParams({ user_name: 'operator', password: clientHash('Operator@12345') }),
      });
      const token = (signIn.data as { token: string }).token;
      // Handed out by process a: its own store's endpoint.
      const creds = resolvedAgainst((await api(a.url, 'bos/session_token', { headers: { token } })).data as UploadCredentials, a.url);
      const put = (name: string) => raw(creds, 'PUT', `/${creds.Bucket}/${creds.Prefix}${name}`, { body: name });
      expect((await put('before.txt')).status).toBe(200);
      expect((await api(b.url, 'user/logout', { method: 'POST', headers: { token } })).result).toBe(0);
      const after = await put('after.txt');
      expect(after.status).toBe(403);
      expect(after.body).toContain('<Code>InvalidAccessKeyId</Code>');
      expect((await fetch(`${creds.PublicUrl}/${creds.Prefix}after.txt`)).status).toBe(404);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test('the session idle past its timeout', async () => {
    const u = await uploader();
    t.clock.now += 2 * 3_600_000 + 1;
    await refusedEverywhere(u.creds, u.key);
  });
});
