// The hooks around handlers: signatures, the admin password header, password confirmation, reference guards,
// the audit log, atomic batches, malformed input, and the resolver's startup check.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { readConfig } from '../src/operations/crud.ts';
import { missingHandlers } from '../src/operations/handlers.ts';
import { prepare } from '../src/http/app.ts';
import type { Row } from '../src/db/types.ts';
import { ADMIN, ADMIN_HEADER, createTestApp, type CallOptions, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Approval off: these tests call the x-approval operations for what they do (change-control.test.ts tests approval).
  t = await createTestApp({ config: { approvalEnabled: false } });
});
afterAll(async () => {
  await t.close();
});

const count = async (table: string, where: Row = {}) => {
  let q = t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v as string | number);
  return Number((await q.executeTakeFirst())?.n);
};

test('every operation of the contract has a handler', () => {
  expect(missingHandlers(prepare().contract)).toEqual([]);
});

describe('signed public calls', () => {
  const search = (sign: CallOptions['sign'], query: Row = {}) =>
    t.call('searchApplication', { query: { start: 0, count: 5, ...query }, sign });

  test('a valid signature is served', async () => {
    const answer = await search(true, { key: 'swap', version: '10.0.0' });
    expect(answer.result).toBe(0);
    expect((answer.data as { list: Array<{ hid: number; title: string }> }).list[0]).toEqual({
      hid: expect.any(Number),
      title: expect.stringMatching(/swap/i),
    });
  });
  test('a wrong sign, a wrong secret, a stale or future timestamp answer 40002', async () => {
    expect((await search({ tamper: true })).result).toBe(40002);
    expect((await search({ secret: 'not-the-secret-of-console' })).result).toBe(40002);
    expect((await search({ timestamp: Math.floor(t.clock.now / 1000) - 301 })).result).toBe(40002);
    expect((await search({ timestamp: Math.floor(t.clock.now / 1000) + 301 })).result).toBe(40002);
    expect((await search({ timestamp: Math.floor(t.clock.now / 1000) - 299 })).result).toBe(0);
  });
  test('a parameter changed after signing answers 40002', async () => {
    const op = t.app.services.contract.byId.get('searchApplication')!;
    const signed = await t.call(op, { query: { key: 'a' }, sign: true });
    expect(signed.result).toBe(0);
    const { signParams } = await import('../src/auth/signature.ts');
    // Another second than the call above: the same parameters and timestamp would be a replay (40002).
    const timestamp = Math.floor(t.clock.now / 1000) - 1;
    const sign = signParams({ key: 'a', timestamp, app_key: 'console' }, 'wallet-admin-console-demo-secret');
    expect((await t.call(op, { query: { key: 'b', timestamp, app_key: 'console', sign } })).result).toBe(40002);
    expect((await t.call(op, { query: { key: 'a', timestamp, app_key: 'console', sign } })).result).toBe(0);
  });
  test('an unknown or disabled app key answers 40002', async () => {
    const { signParams } = await import('../src/auth/signature.ts');
    const timestamp = Math.floor(t.clock.now / 1000);
    for (const [appKey, secret] of [
      ['nope', 'whatever-secret'],
      ['wallet-legacy', 'legacy-demo-secret-0a1b2c3d'],
    ]) {
      const sign = signParams({ timestamp, app_key: appKey }, secret!);
      expect((await t.call('getTokenProtocolListMap', { query: { timestamp, app_key: appKey, sign } })).result).toBe(40002);
    }
  });
});

describe('admin password header', () => {
  test('missing or wrong header answers 40002; the right one syncs the custom chain once and then updates it', async () => {
    const before = await count('block_chain');
    expect((await t.call('syncCustomChain', { token: t.admin, body: { id: 1 } })).result).toBe(40002);
    expect((await t.call('syncCustomChain', { token: t.admin, body: { id: 1 }, headers: { 'x-admin-password': 'wrong' } })).result).toBe(
      40002,
    );
    expect(await count('block_chain')).toBe(before);
    const first = await t.call('syncCustomChain', { token: t.admin, body: { id: 1 }, headers: { 'x-admin-password': ADMIN_HEADER } });
    expect(first.result).toBe(0);
    const synced = first.data as { blockchain_id: number; synced_at: number; name: string };
    expect(synced.synced_at).toBe(t.clock.now);
    expect(await count('block_chain')).toBe(before + 1);
    await t.call('updateCustomChain', { token: t.admin, body: { id: 1, name: 'Gnosis Chain' } });
    const second = await t.call('syncCustomChain', { token: t.admin, body: { id: 1 }, headers: { 'x-admin-password': ADMIN_HEADER } });
    expect((second.data as { blockchain_id: number }).blockchain_id).toBe(synced.blockchain_id);
    expect(await count('block_chain')).toBe(before + 1);
    const chain = await t.call('getBlockChain', { token: t.admin, query: { id: synced.blockchain_id } });
    expect((chain.data as { name: string }).name).toBe('Gnosis Chain');
  });
});

describe('password-confirmed deletes', () => {
  test('a wrong password answers 40001 and keeps the row; the right one deletes it', async () => {
    const created = await t.call('createBlockChain', {
      token: t.admin,
      body: { platform: 1, name: 'Doomed', symbol: 'DMD', decimals: 18 },
    });
    const id = (created.data as { id: number }).id;
    expect((await t.call('deleteBlockChain', { token: t.admin, params: { id }, body: { password: clientHash('Wrong@123') } })).result).toBe(
      40001,
    );
    expect(await count('block_chain', { id })).toBe(1);
    expect(
      (await t.call('deleteBlockChain', { token: t.admin, params: { id }, body: { password: clientHash(ADMIN.password) } })).result,
    ).toBe(0);
    expect(await count('block_chain', { id })).toBe(0);
    expect(
      (await t.call('deleteBlockChain', { token: t.admin, params: { id }, body: { password: clientHash(ADMIN.password) } })).result,
    ).toBe(40004);
  });
});

describe('recommend conflicts', () => {
  test('hiding or deleting a used category, or deleting a used DApp, lists the blocking pairs (40009)', async () => {
    const app = await t.call('createApplication', {
      token: t.admin,
      body: { title: 'Guarded DApp', url: 'https://guarded.example.com', lang: 'zh-Hans' },
    });
    const appId = (app.data as { id: number }).id;
    await t.call('createApplicationLanguage', { token: t.admin, body: { application_id: appId, lang: 'en', title: 'Guarded' } });
    const category = await t.call('createCategory', { token: t.admin, body: { name: '守护分类', lang: 'zh-Hans' } });
    const categoryId = (category.data as { id: number }).id;
    const r1 = await t.call('createRecommend', { token: t.admin, body: { slot: 'top', application_id: appId, category_id: categoryId } });
    const r2 = await t.call('createRecommend', {
      token: t.admin,
      body: { slot: 'banner', application_id: appId, category_id: categoryId },
    });
    const [m1, m2] = [(r1.data as { id: number }).id, (r2.data as { id: number }).id];

    const hide = await t.call('updateCategory', { token: t.admin, body: { id: categoryId, status: 1 } });
    expect(hide).toMatchObject({ result: 40009, message: `id ${categoryId} recommend ${m1}, id ${categoryId} recommend ${m2}` });
    expect((await t.call('updateCategory', { token: t.admin, body: { id: categoryId, name: '改名' } })).result).toBe(0);
    expect((await t.call('deleteCategory', { token: t.admin, params: { id: categoryId } })).message).toBe(
      `id ${categoryId} recommend ${m1}, id ${categoryId} recommend ${m2}`,
    );
    expect((await t.call('deleteApplication', { token: t.admin, params: { id: appId } })).message).toBe(
      `id ${appId} recommend ${m1}, id ${appId} recommend ${m2}`,
    );
    const refs = await t.call('listRecommendId', { token: t.admin, query: { application_id: appId } });
    expect(refs.data).toEqual({
      list: [
        { id: appId, recommend: m1 },
        { id: appId, recommend: m2 },
      ],
      total: 2,
    });

    for (const id of [m1, m2]) expect((await t.call('deleteRecommend', { token: t.admin, body: { id } })).result).toBe(0);
    expect((await t.call('deleteApplication', { token: t.admin, params: { id: appId } })).result).toBe(0);
    expect(await count('application_language', { application_id: appId })).toBe(0); // x-delete-cascade
    expect((await t.call('deleteCategory', { token: t.admin, params: { id: categoryId } })).result).toBe(0);
  });
});

describe('audit log', () => {
  test('a successful write records who, what, the row before and after, address and request id', async () => {
    const before = await t.call('getBlockChain', { token: t.admin, query: { id: 2 } });
    const answer = await t.call('updateBlockChain', { token: t.admin, body: { id: 2, name: 'BNB Chain' }, remoteAddress: '10.1.2.3' });
    const entry = await t.db.selectFrom('audit_log').selectAll().where('request_id', '=', answer.request_id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      user_name: 'admin',
      operation: 'updateBlockChain',
      target: 'block_chain:2',
      ip: '10.1.2.3',
      created_at: t.clock.now,
    });
    expect(JSON.parse(String(entry.before)).name).toBe((before.data as { name: string }).name);
    expect(JSON.parse(String(entry.after)).name).toBe('BNB Chain');
    const listed = await t.call('listAuditLog', { token: t.admin, query: { operation: 'updateBlockChain' } });
    expect((listed.data as { list: Array<{ request_id: string }> }).list[0]!.request_id).toBe(answer.request_id);
  });
  test('secrets never reach the log; failures and reads are not logged', async () => {
    const created = await t.call('createAppKey', {
      token: t.admin,
      body: { name: 'Audit', app_key: 'audit-key', app_secret: 'super-secret-value-123' },
    });
    const entry = await t.db.selectFrom('audit_log').selectAll().where('request_id', '=', created.request_id).executeTakeFirstOrThrow();
    expect(String(entry.after)).not.toContain('super-secret-value-123');
    const total = await count('audit_log');
    expect(
      (await t.call('createAppKey', { token: t.admin, body: { name: 'Audit', app_key: 'audit-key', app_secret: 'another-secret-1234' } }))
        .result,
    ).toBe(40009);
    await t.call('listAppKey', { token: t.admin });
    expect(await count('audit_log')).toBe(total);
  });
});

describe('atomic writes', () => {
  test('a batch with one bad item changes nothing', async () => {
    const [a] = await t.db.selectFrom('application').select(['id', 'sort']).orderBy('id').limit(1).execute();
    const answer = await t.call('updateApplicationOrder', {
      token: t.admin,
      body: {
        items: [
          { id: a!.id, sort: 999 },
          { id: 999_999, sort: 1 },
        ],
      },
    });
    expect(answer).toMatchObject({ result: 40004, message: expect.stringContaining('999999') });
    const after = await t.db.selectFrom('application').select('sort').where('id', '=', Number(a!.id)).executeTakeFirstOrThrow();
    expect(after.sort).toBe(a!.sort);
    const texts = await count('token_lang_extension');
    const batch = await t.call('batchUpdateTokenLangExtension', {
      token: t.admin,
      body: {
        items: [
          { token_id: 1, lang: 'en', name: 'Tether' },
          { token_id: 999_999, lang: 'en' },
        ],
      },
    });
    expect(batch.result).toBe(40004);
    expect(await count('token_lang_extension')).toBe(texts);
  });
  test('a unique conflict answers 40009 and changes nothing', async () => {
    const languages = await count('language');
    expect((await t.call('createLanguage', { token: t.admin, body: { code: 'en', name: 'English again' } })).result).toBe(40009);
    expect(await count('language')).toBe(languages);
  });
});

describe('lists', () => {
  test('paging, search, filters, sort whitelist and order', async () => {
    const page = await t.call('listBlockChain', { token: t.admin, query: { start: 0, count: 5, sort: 'name', order: 'asc' } });
    const { list, total } = page.data as { list: Array<{ name: string }>; total: number };
    expect(list).toHaveLength(5);
    expect(total).toBeGreaterThanOrEqual(20);
    // A text column sorts case-insensitively (lower(name): issue 58), as operators read names.
    const folded = (name: string) => name.toLowerCase();
    expect(list.map((c) => c.name)).toEqual(
      [...list.map((c) => c.name)].sort((a, b) => (folded(a) < folded(b) ? -1 : folded(a) > folded(b) ? 1 : 0)),
    );
    const eos = await t.call('listBlockChain', { token: t.admin, query: { platform: 4 } });
    expect((eos.data as { list: Array<{ platform: number }> }).list.every((c) => c.platform === 4)).toBe(true);
    const found = await t.call('listBlockChain', { token: t.admin, query: { key: 'ARBITRUM' } });
    expect((found.data as { total: number }).total).toBe(1);
    const literal = await t.call('listBlockChain', { token: t.admin, query: { key: '%' } });
    expect((literal.data as { total: number }).total).toBe(0);
    expect((await t.call('listBlockChain', { token: t.admin, query: { sort: 'rpc_url' } })).message).toBe(
      'invalid input: sort must be one of id, sort, name, platform',
    );
  });
  test('a date range bounds created_at', async () => {
    const all = await t.call('listWalletInfo', { token: t.admin, query: { count: 1 } });
    const recent = await t.call('listWalletInfo', {
      token: t.admin,
      query: { count: 1, from: t.clock.now - 30 * 86_400_000, to: t.clock.now },
    });
    expect((recent.data as { total: number }).total).toBeLessThan((all.data as { total: number }).total);
  });
  test('a config never set answers its empty shape', async () => {
    await t.db.deleteFrom('config').where('name', '=', 'unique_info_map_config').execute();
    expect(await readConfig(t.db, 'unique_info_map_config')).toBeUndefined();
    expect((await t.call('getUniqueInfoMapConfig', { token: t.admin })).data).toEqual({ items: [] });
  });
  test('category 13 is the zh-Hans default category', async () => {
    const category = await t.db.selectFrom('category').selectAll().where('id', '=', 13).executeTakeFirstOrThrow();
    expect(category.lang).toBe('zh-Hans');
  });
});

describe('malformed input never answers a 5xx', () => {
  const raw = (payload: string, contentType: string, url = '/v1/admin/block_chain/create') =>
    t.app.inject({ method: 'POST', url, payload, headers: { token: t.admin, 'content-type': contentType } });

  test.each([
    ['invalid JSON', '{"items": [', 'application/json', '/v1/admin/defi_market_config/set'],
    ['a JSON array', '[1,2,3]', 'application/json', '/v1/admin/defi_market_config/set'],
    ['a JSON string', '"text"', 'application/json', '/v1/admin/defi_market_config/set'],
    ['JSON null', 'null', 'application/json', '/v1/admin/defi_market_config/set'],
    ['prototype poisoning', '{"__proto__": {"x": 1}, "items": []}', 'application/json', '/v1/admin/defi_market_config/set'],
    ['an empty JSON body', '', 'application/json', '/v1/admin/defi_market_config/set'],
    ['an unknown media type', 'name=x', 'text/plain', '/v1/admin/block_chain/create'],
    [
      'repeated form keys',
      'name=a&name=b&platform=1&symbol=X&decimals=1',
      'application/x-www-form-urlencoded',
      '/v1/admin/block_chain/create',
    ],
    ['a huge number', 'name=a&platform=1&symbol=X&decimals=1e400', 'application/x-www-form-urlencoded', '/v1/admin/block_chain/create'],
    ['broken percent-encoding', 'name=%E0%A4%A&platform=1', 'application/x-www-form-urlencoded', '/v1/admin/block_chain/create'],
    ['a body on a call without one', '{"a":1}', 'application/json', '/v1/admin/user/logout'],
  ])('%s', async (_, payload, contentType, url) => {
    const response = await raw(payload, contentType, url);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).result).toBe(40000);
  });

  test('an oversized body answers 40000 and the server keeps serving', async () => {
    const response = await raw(`name=${'x'.repeat(2_000_000)}`, 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).result).toBe(40000);
    expect((await t.call('listBlockChain', { token: t.admin })).result).toBe(0);
  });

  test('an unknown /v1 path answers 40004 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/admin/nope' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).result).toBe(40004);
  });
});
