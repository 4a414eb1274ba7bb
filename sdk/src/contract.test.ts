// Every operation of the runtime table, called through the client with example values generated from the
// bundled document, must produce a request the document accepts.
import { describe, expect, it } from 'vitest';
import { BACKGROUND_HEADER, createAdminClient, IDEMPOTENCY_HEADER } from './client.js';
import { RESULT } from './errors.js';
import { operationMeta, updateBody } from './operations.js';
import type { UpdateOperationId } from './types.js';
import { operations as table, type OperationId } from './generated/operations.js';
import { createMemoryTokenStore } from './token-store.js';
import { createRequestValidator, documentedOperations as documented, exampleParams, openapiDocument } from '../test/contract-helpers.js';
import { fakeFetch, ok, type CapturedRequest } from '../test/fake-fetch.js';

const APP_SECRET = 'contract-secret-0123456789';
const ids = Object.keys(table) as OperationId[];
const validateRequest = createRequestValidator({ appSecret: APP_SECRET });

function client() {
  const fake = fakeFetch(() => ok({}));
  const api = createAdminClient({
    baseUrl: 'http://contract.test',
    fetch: fake.fetch,
    tokenStore: createMemoryTokenStore({ token: 'contract-token', userName: 'admin', userId: 1 }),
    appKey: 'contract-app',
    appSecret: APP_SECRET,
    adminPassword: () => 'contract-admin-password',
    maxRetries: 0,
    retryDelayMs: 1,
  });
  return { api, requests: fake.requests };
}

/** The captured request of one call of `id` with the document's example values. */
async function send(id: OperationId, optional: boolean): Promise<CapturedRequest> {
  const { api, requests } = client();
  const params = exampleParams(id, { optional });
  const request = api.request as (id: string, params: object) => Promise<{ result: number; message: string }>;
  const answer = await request(id, {
    query: Object.keys(params.query).length ? params.query : undefined,
    path: Object.keys(params.path).length ? params.path : undefined,
    body: params.body,
  });
  expect(answer, `${id}: ${answer.message}`).toMatchObject({ result: 0 });
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

describe('runtime table and document agree', () => {
  it('list the same operations', () => {
    expect(ids.slice().sort()).toEqual([...documented.keys()].sort());
  });

  it.each(ids)('%s', (id) => {
    const row = table[id];
    const doc = documented.get(id)!;
    expect({
      method: row.method,
      path: row.path,
      mediaType: row.mediaType,
      session: row.session,
      adminPassword: row.adminPassword,
      signed: row.signed,
    }).toEqual({
      method: doc.method,
      path: doc.path,
      mediaType: doc.body?.mediaType ?? null,
      session: doc.session,
      adminPassword: doc.adminPassword,
      signed: doc.signed,
    });
  });
});

describe('requests built by the client conform to the contract', () => {
  it.each(ids)('%s (every field)', async (id) => {
    const request = await send(id, true);
    expect(validateRequest(id, request)).toEqual([]);
    const row = table[id];
    if (row.session) expect(request.headers.token).toBe('contract-token');
    if (row.adminPassword) expect(request.headers['x-admin-password']).toBe('contract-admin-password');
    if (row.signed) expect(new URL(request.url).searchParams.get('app_key')).toBe('contract-app');
    if (row.mediaType) expect(request.headers['content-type']).toBe(row.mediaType);
  });

  it.each(ids)('%s (required fields only)', async (id) => {
    expect(validateRequest(id, await send(id, false))).toEqual([]);
  });
});

describe('the request validator catches violations', () => {
  const base = async (id: OperationId) => send(id, true);

  it('missing token, wrong method and path', async () => {
    const request = await base('listBlockChain');
    expect(validateRequest('listBlockChain', { ...request, headers: {} })).toContain('token header missing on a session operation');
    expect(validateRequest('listBlockChain', { ...request, method: 'POST' })[0]).toMatch(/method POST/);
    expect(validateRequest('listBlockChain', { ...request, url: 'http://contract.test/v1/admin/block_chain/lists' })[0]).toMatch(
      /does not match/,
    );
  });

  it('bad query values, undeclared and missing parameters', async () => {
    const request = await base('getBlockChain');
    expect(validateRequest('getBlockChain', { ...request, url: 'http://contract.test/v1/admin/block_chain/get?id=abc' }).join()).toMatch(
      /query.id/,
    );
    expect(validateRequest('getBlockChain', { ...request, url: 'http://contract.test/v1/admin/block_chain/get' })).toContain(
      'query parameter id missing',
    );
    expect(validateRequest('getBlockChain', { ...request, url: `${request.url}&extra=1` })).toContain('undeclared query parameter extra');
  });

  it('bad path values, media types and bodies', async () => {
    const del = await base('deleteBlockChain');
    expect(validateRequest('deleteBlockChain', { ...del, url: 'http://contract.test/v1/admin/block_chain/delete/x' }).join()).toMatch(
      /path.id/,
    );
    expect(validateRequest('deleteBlockChain', { ...del, body: 'password=plain' }).join()).toMatch(/body\/password/);
    expect(validateRequest('deleteBlockChain', { ...del, headers: { ...del.headers, 'content-type': 'application/json' } }).join()).toMatch(
      /content-type/,
    );
    const role = await base('setRole');
    expect(validateRequest('setRole', { ...role, body: JSON.stringify({ name: 'x', permissions: 'no' }) }).join()).toMatch(
      /body\/permissions/,
    );
    expect(validateRequest('setRole', { ...role, body: null })).toContain('required body missing');
    const logout = await base('logout');
    expect(validateRequest('logout', { ...logout, body: 'a=1' })).toContain('body sent to an operation that declares none');
  });

  it('signatures', async () => {
    const id = ids.find((i) => table[i].signed);
    if (!id) return; // no signed operation in this contract version
    const request = await base(id);
    const url = new URL(request.url);
    url.searchParams.set('timestamp', '1');
    expect(validateRequest(id, { ...request, url: url.toString() })).toContain('sign does not match the parameters');
    url.searchParams.delete('sign');
    expect(validateRequest(id, { ...request, url: url.toString() })).toContain('signed parameter sign missing');
  });
});

describe('updateBody: a row read earlier as an update body the server accepts', () => {
  const updates = ids.filter((id) => table[id].action === 'update' && table[id].mediaType !== null);

  it('covers every update operation of the contract', () => {
    expect(updates.length).toBeGreaterThan(30);
    for (const id of updates) expect(operationMeta(id)?.bodyFields, id).toBeDefined();
  });

  it.each(updates)('%s', async (id) => {
    const { body } = exampleParams(id, { optional: true });
    // What a list answers besides the body's fields: timestamps and joined names the update refuses.
    const row = { ...(body as object), created_at: 1_700_000_000_000, joined_name_of_a_list: 'x' };
    const { api, requests } = client();
    const loose = api.request as (id: string, params: object) => Promise<{ result: number; message: string }>;
    await loose(id, { body: row });
    expect(validateRequest(id, requests[0]!), 'the row itself is refused').not.toEqual([]);
    await loose(id, { body: updateBody(id as UpdateOperationId, row) });
    expect(validateRequest(id, requests[1]!)).toEqual([]);
  });
});

describe('result codes', () => {
  it("RESULT names every code of the contract's ResultCode by its x-enum-names, and nothing else", () => {
    const schemas = (
      openapiDocument as unknown as { components: { schemas: Record<string, { enum: number[]; 'x-enum-names': string[] }> } }
    ).components.schemas;
    const declared = schemas.ResultCode!;
    expect(RESULT).toEqual(Object.fromEntries(declared['x-enum-names'].map((name, i) => [name, declared.enum[i]])));
  });
});

describe('background reads', () => {
  it('send the header and value the contract declares (x-background), on reads only', async () => {
    const declared = (openapiDocument as unknown as Record<string, unknown>)['x-background'] as { header: string; value: string };
    expect([declared.header, declared.value]).toEqual([...BACKGROUND_HEADER]);
    const { api, requests } = client();
    await api.call('listApproval', { query: { status: 'pending' } }, { background: true });
    await api.call('listApproval', { query: { status: 'pending' } });
    await api.call('createLanguage', { body: { code: 'de', name: 'Deutsch' } }, { background: true });
    expect(requests.map((r) => r.headers['x-background-read'])).toEqual(['1', undefined, undefined]);
  });
});

describe('idempotency key', () => {
  it('the header the client sends is the one the contract declares (x-idempotency)', () => {
    const declared = (openapiDocument as unknown as Record<string, unknown>)['x-idempotency'] as { header: string; maxLength: number };
    expect(declared.header).toBe(IDEMPOTENCY_HEADER);
    expect(declared.maxLength).toBe(100);
  });

  it('call and request send the given key as that header, and a fresh one by default', async () => {
    const { api, requests } = client();
    await api.call('createLanguage', { body: { code: 'de', name: 'Deutsch' } }, { idempotencyKey: 'attempt-1' });
    await api.request('createLanguage', { body: { code: 'de', name: 'Deutsch' } }, { idempotencyKey: 'attempt-1' });
    await api.call('createLanguage', { body: { code: 'de', name: 'Deutsch' } });
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['attempt-1', 'attempt-1', expect.stringMatching(/^[\w-]{1,100}$/)]);
    expect(requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });
});
