// Issue 23, the HTTP items: each attack of the second audit reproduced and shown refused. What inject() cannot
// show (the HTTP parser's own refusals, repeated header lines) goes over a real socket (node:net).
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { currentTotp } from '../src/auth/totp.ts';
import { parseTrustProxy } from '../src/config.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (request line and header lines, without the blank line) and `body` as written, and reads the answer
 * until the server closes the connection (Connection: close). */
function raw(head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    // Written without closing our side: a half-closed socket may be dropped before a slow answer is written.
    socket.write(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`);
  });
}

const tokenOf = async (user: string, password: string) => {
  const answer = await t.login(user, password);
  if (answer.result !== 0) throw new Error(`login ${user}: ${answer.message}`);
  return (answer.data as { token: string }).token;
};

describe('item 10: a TOTP code is accepted once', () => {
  test('the same code (or an older one) cannot change the password a second time', async () => {
    const id = await t.createUser('totp-replay', 'First@123456');
    const code = currentTotp(DEMO_TOTP_SECRET, t.clock.now);
    const change = async (from: string, to: string, google_verify_code: string) =>
      t.call('modifyPassword', {
        token: await tokenOf('totp-replay', from),
        body: { user_id: id, password: clientHash(from), new_password: clientHash(to), google_verify_code },
      });
    expect((await change('First@123456', 'Second@123456', code)).result).toBe(0);
    expect(await change('Second@123456', 'Third@123456', code)).toMatchObject({ result: 40010 });
    // The previous step's code is still within the drift, but older than the step just used.
    expect((await change('Second@123456', 'Third@123456', currentTotp(DEMO_TOTP_SECRET, t.clock.now - 30_000))).result).toBe(40010);
    expect((await t.login('totp-replay', 'Second@123456')).result).toBe(0);
    t.clock.now += 30_000;
    expect((await change('Second@123456', 'Third@123456', currentTotp(DEMO_TOTP_SECRET, t.clock.now))).result).toBe(0);
  });
});

describe('item 11: a repeated Idempotency-Key header', () => {
  test('two header lines are refused naming the header, not joined into one key', async () => {
    const body = new URLSearchParams({ platform: '1', name: 'Idem twice', symbol: 'IDT', decimals: '18' }).toString();
    const answer = await raw(
      [
        'POST /v1/admin/block_chain/create HTTP/1.1',
        `token: ${t.admin}`,
        'Accept-Language: en',
        'Idempotency-Key: first',
        'Idempotency-Key: second',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ].join('\r\n'),
      body,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: 40000, field: 'Idempotency-Key' });
    const rows = await t.db.selectFrom('block_chain').select('id').where('name', '=', 'Idem twice').execute();
    expect(rows).toHaveLength(0);
  });
});

describe('item 7: what the HTTP parser refuses still answers the envelope with the security headers', () => {
  const secured = (answer: RawAnswer) => {
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
  };
  const envelope = (answer: RawAnswer) => {
    expect(answer.status).toBe(200);
    secured(answer);
    const body = JSON.parse(answer.body) as { result: number; message: string; request_id: string };
    expect(body).toMatchObject({ result: 40000, request_id: answer.headers['x-request-id'] });
    return body.message;
  };

  test('a URL over 16 kB', async () => {
    const answer = await raw(`GET /v1/admin/block_chain/list?name=${'a'.repeat(17_000)} HTTP/1.1\r\nAccept-Language: en`);
    expect(envelope(answer)).toBe('invalid input: the URL and headers are over 16 kB');
  });

  test('headers over 16 kB, in the caller’s language', async () => {
    const answer = await raw(`GET /v1/admin/block_chain/list HTTP/1.1\r\nAccept-Language: zh-CN\r\nX-Padding: ${'b'.repeat(17_000)}`);
    expect(envelope(answer)).toBe('输入无效：URL 与请求头超过 16 kB');
  });

  test('a control character in a header', async () => {
    const answer = await raw(`GET /v1/admin/block_chain/list HTTP/1.1\r\nAccept-Language: en\r\nX-Odd: a\x01b`);
    expect(envelope(answer)).toBe('invalid input: the request could not be read');
  });

  test('outside /v1 the parser’s status, plain, with the security headers', async () => {
    const answer = await raw(`GET /index.html HTTP/1.1\r\nX-Padding: ${'c'.repeat(17_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.body).toBe('bad request');
    secured(answer);
  });
});

describe('item 9: cursors are opaque and bound to their list, filters and sort', () => {
  interface Page {
    list: { id: number }[];
    next_cursor?: string;
  }
  const page = async (op: string, query: Record<string, unknown>) => {
    const answer = await t.call(op, { token: t.admin, query });
    expect(answer.result, answer.message).toBe(0);
    return answer.data as Page;
  };
  const refused = async (op: string, query: Record<string, unknown>) =>
    expect(await t.call(op, { token: t.admin, query })).toMatchObject({ result: 40000, field: 'cursor' });

  test('a cursor pages on where it came from', async () => {
    const first = await page('listBlockChain', { sort: 'name', order: 'asc', count: 2 });
    const byCursor = await page('listBlockChain', { sort: 'name', order: 'asc', count: 2, cursor: first.next_cursor });
    const byOffset = await page('listBlockChain', { sort: 'name', order: 'asc', count: 2, start: 2 });
    expect(byCursor.list.map((r) => r.id)).toEqual(byOffset.list.map((r) => r.id));
  });

  test('a made-up cursor (the old format with a non-finite id) is refused', async () => {
    const forged = Buffer.from('["id","desc",null,-1e999]').toString('base64url');
    await refused('listBlockChain', { cursor: forged });
    await refused('listBlockChain', { cursor: 'bm90IGEgY3Vyc29y' });
  });

  test('a lookup’s cursor is refused by the list, and a cursor by another filter, sort or order', async () => {
    const lookup = (await page('lookupBlockChain', { count: 2 })).next_cursor;
    await refused('listBlockChain', { count: 2, cursor: lookup });
    const filtered = (await page('listBlockChain', { status: 0, count: 2 })).next_cursor;
    await refused('listBlockChain', { count: 2, cursor: filtered });
    await refused('listBlockChain', { status: 1, count: 2, cursor: filtered });
    const byName = (await page('listBlockChain', { sort: 'name', count: 2 })).next_cursor;
    await refused('listBlockChain', { sort: 'sort', count: 2, cursor: byName });
    await refused('listBlockChain', { sort: 'name', order: 'asc', count: 2, cursor: byName });
  });

  test('a cursor does not show the sort value a lookup hides', async () => {
    const first = await page('lookupBlockChain', { sort: 'sort', order: 'asc', count: 1 });
    const last = await t.db.selectFrom('block_chain').select(['id', 'sort']).where('id', '=', first.list[0]!.id).executeTakeFirstOrThrow();
    const inside = Buffer.from(first.next_cursor!, 'base64url').toString('latin1');
    expect(inside).not.toContain(`${String(last.sort)},${String(last.id)}`);
    expect(inside).not.toContain('sort');
  });
});

describe('item 4: behind a trusted proxy, sign-ins are throttled per client address, not per proxy', () => {
  const PROXY = '10.0.0.1';
  let behind: TestApp;
  beforeAll(async () => {
    behind = await createTestApp({ config: { trustProxy: [PROXY] } });
  });
  afterAll(async () => {
    await behind.close();
  });
  const login = (app: TestApp, user: string, password: string, peer: string, forwardedFor?: string) =>
    app.call('login', {
      body: { user_name: user, password: clientHash(password) },
      remoteAddress: peer,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });
  const lastLoginIp = async (app: TestApp, user: string) =>
    (await app.db.selectFrom('admin_user').select('last_login_ip').where('user_name', '=', user).executeTakeFirstOrThrow()).last_login_ip;

  test('one client’s 21 guesses lock that client out, not everyone behind the load balancer', async () => {
    for (let i = 0; i < 20; i++) expect((await login(behind, `nobody${i}`, 'Wrong@12345', PROXY, '203.0.113.5')).result).toBe(40001);
    expect((await login(behind, 'nobody20', 'Wrong@12345', PROXY, '203.0.113.5')).result).toBe(40029);
    expect((await login(behind, 'operator', 'Operator@12345', PROXY, '198.51.100.7')).result).toBe(0);
    expect(await lastLoginIp(behind, 'operator')).toBe('198.51.100.7');
  });

  test('X-Forwarded-For from a peer that is not a trusted proxy is ignored', async () => {
    const peer = '192.0.2.50';
    for (let i = 0; i < 20; i++) expect((await login(behind, `spoof${i}`, 'Wrong@12345', peer, `198.51.100.${i + 1}`)).result).toBe(40001);
    expect((await login(behind, 'spoof20', 'Wrong@12345', peer, '198.51.100.99')).result).toBe(40029);
  });

  test('a hop count trusts that many proxies, and the address before them is the client', async () => {
    const hops = await createTestApp({ config: { trustProxy: 1 } });
    try {
      expect((await login(hops, 'operator', 'Operator@12345', '10.9.9.9', '6.6.6.6, 203.0.113.77')).result).toBe(0);
      expect(await lastLoginIp(hops, 'operator')).toBe('203.0.113.77');
    } finally {
      await hops.close();
    }
  });

  test('TRUST_PROXY reads a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('item 5: the console’s session rides in an HttpOnly cookie, refused on cross-site requests', () => {
  const form = (body: Record<string, string>) => new URLSearchParams(body).toString();
  const signIn = (app: TestApp, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
      payload: form({ user_name: 'admin', password: clientHash('Admin@12345') }),
    });
  const cookieOf = async (app: TestApp, headers: Record<string, string> = {}) => {
    const answer = await signIn(app, { 'sec-fetch-site': 'same-origin', ...headers });
    const token = (JSON.parse(answer.body) as { data: { token: string } }).data.token;
    return { token, setCookie: String(answer.headers['set-cookie']) };
  };
  const createChain = (cookie: string, name: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/block_chain/create',
      headers: { cookie: `USER_TOKEN=${cookie}`, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
      payload: form({ platform: '1', name, symbol: 'CSRF', decimals: '18' }),
    });
  const chainsNamed = async (name: string) => (await t.db.selectFrom('block_chain').select('id').where('name', '=', name).execute()).length;

  test('the login answer sets USER_TOKEN HttpOnly and SameSite=Strict, Secure only over https', async () => {
    const { token, setCookie } = await cookieOf(t);
    expect(setCookie).toBe(`USER_TOKEN=${token}; Path=/; HttpOnly; SameSite=Strict`);
    // X-Forwarded-Proto counts only from a trusted proxy.
    expect((await cookieOf(t, { 'x-forwarded-proto': 'https' })).setCookie).not.toContain('Secure');
    const behind = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      expect((await cookieOf(behind, { 'x-forwarded-proto': 'https' })).setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await behind.close();
    }
  });

  test('the cookie authenticates a same-origin write; a cross-site one is refused and writes nothing', async () => {
    const { token } = await cookieOf(t);
    expect(JSON.parse((await createChain(token, 'Cookie write', { 'sec-fetch-site': 'same-origin' })).body)).toMatchObject({ result: 0 });
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      // A sibling subdomain is the same site but another origin.
      { 'sec-fetch-site': 'same-site' },
      // A browser without Sec-Fetch-Site: its Origin tells.
      { origin: 'https://attacker.example' },
    ]) {
      const answer = JSON.parse((await createChain(token, 'Cross-site write', headers)).body) as { result: number };
      expect(answer.result, JSON.stringify(headers)).toBe(40003);
    }
    expect(await chainsNamed('Cross-site write')).toBe(0);
    // Same origin by Origin alone (no Sec-Fetch-Site).
    expect(JSON.parse((await createChain(token, 'Origin write', { origin: 'http://localhost:80' })).body)).toMatchObject({ result: 0 });
  });

  test('the token header still works from anywhere (scripts, the CLI), and wins over the cookie', async () => {
    const { token } = await cookieOf(t);
    const answer = await createChain('0'.repeat(64), 'Header write', { token, 'sec-fetch-site': 'cross-site' });
    expect(JSON.parse(answer.body)).toMatchObject({ result: 0 });
  });

  test('a sign-in made by another site sets no cookie', async () => {
    expect((await signIn(t, { 'sec-fetch-site': 'cross-site' })).headers['set-cookie']).toBeUndefined();
  });

  test('logout clears the cookie; an ended session’s cookie is refused and cleared', async () => {
    const { token } = await cookieOf(t);
    const call = (url: string, method: 'GET' | 'POST') =>
      t.app.inject({ method, url, headers: { cookie: `USER_TOKEN=${token}`, 'sec-fetch-site': 'same-origin' } });
    const out = await call('/v1/admin/user/logout', 'POST');
    expect(JSON.parse(out.body)).toMatchObject({ result: 0 });
    expect(out.headers['set-cookie']).toBe('USER_TOKEN=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
    const after = await call('/v1/admin/user/routes', 'GET');
    expect(JSON.parse(after.body)).toMatchObject({ result: 10003 });
    expect(after.headers['set-cookie']).toBe('USER_TOKEN=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
  });
});
