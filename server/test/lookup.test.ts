// Lookups (x-action: lookup): pickers' lists that every signed-in user may call, answering only the fields of
// the operation's row schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lookups', () => {
  it('answer an operator who does not hold the screen of the resource', async () => {
    expect((await t.call('listBlockChain', { token: t.operator })).result).toBe(40003);
    const answer = await t.call('lookupBlockChain', { token: t.operator, query: { start: 0, count: 1000 } });
    expect(answer.result).toBe(0);
    const page = answer.data as { list: Record<string, unknown>[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.length).toBe(page.total);
  });
  it('carry only the fields of the row schema', async () => {
    const page = (await t.call('lookupBlockChain', { token: t.viewer, query: { key: 'eth' } })).data as { list: Record<string, unknown>[] };
    expect(page.list.length).toBeGreaterThan(0);
    for (const row of page.list) expect(Object.keys(row).sort()).toEqual(['id', 'logo', 'name', 'platform', 'status', 'symbol']);
    expect(page.list.every((row) => `${String(row.name)} ${String(row.symbol)}`.toLowerCase().includes('eth'))).toBe(true);
  });
  it('search DApps by title for the DApp picker, filtered by language', async () => {
    const found = (await t.call('lookupApplication', { token: t.operator, query: { key: 'swap', count: 100 } })).data as {
      list: Record<string, unknown>[];
    };
    expect(found.list.length).toBeGreaterThan(0);
    for (const row of found.list) {
      expect(Object.keys(row).sort()).toEqual(['id', 'lang', 'logo', 'status', 'title']);
      expect(String(row.title).toLowerCase()).toContain('swap');
    }
    const english = (await t.call('lookupApplication', { token: t.operator, query: { lang: 'en', count: 100 } })).data as {
      list: Record<string, unknown>[];
    };
    expect(english.list.length).toBeGreaterThan(0);
    expect(english.list.every((row) => row.lang === 'en')).toBe(true);
  });
  it('list categories of a language for the category picker', async () => {
    const page = (await t.call('lookupCategory', { token: t.operator, query: { lang: 'zh-Hans', count: 100 } })).data as {
      list: Record<string, unknown>[];
    };
    expect(page.list.map((row) => row.id)).toContain(13);
    for (const row of page.list) expect(Object.keys(row).sort()).toEqual(['id', 'lang', 'name', 'status']);
  });
  it('search tokens by symbol for the token picker, and answer one token by id for its label', async () => {
    const found = (await t.call('lookupToken', { token: t.operator, query: { key: 'usd', count: 50 } })).data as {
      list: Record<string, unknown>[];
    };
    expect(found.list.length).toBeGreaterThan(0);
    for (const row of found.list) {
      expect(Object.keys(row).sort()).toEqual(['address', 'blockchain_id', 'id', 'logo', 'name', 'status', 'symbol']);
      expect(`${String(row.symbol)} ${String(row.name)} ${String(row.address)}`.toLowerCase()).toContain('usd');
    }
    const one = (await t.call('lookupToken', { token: t.operator, query: { id: found.list[0]!.id } })).data as {
      list: Record<string, unknown>[];
      total: number;
    };
    expect(one.total).toBe(1);
    expect(one.list[0]).toEqual(found.list[0]);
    const exchanges = (await t.call('lookupTokenUniversalExchange', { token: t.operator, query: { count: 100 } })).data as {
      list: Record<string, unknown>[];
    };
    for (const row of exchanges.list) expect(Object.keys(row).sort()).toEqual(['code', 'exchange_type', 'id', 'name', 'status']);
  });
  it('still need a session', async () => {
    expect((await t.call('lookupBlockChain', {})).result).not.toBe(0);
  });
});

describe('references (x-ref)', () => {
  it('refuse a write naming a row that does not exist, under the field, and change nothing', async () => {
    const before = (await t.call('listHotToken', { token: t.admin, query: { count: 1 } })).data as { total: number };
    const answer = await t.call('saveHotToken', { token: t.admin, body: { token_id: 987654321, blockchain_id: 1 } });
    expect(answer.result).toBe(40000);
    expect(answer.message).toContain('token_id');
    expect(((await t.call('listHotToken', { token: t.admin, query: { count: 1 } })).data as { total: number }).total).toBe(before.total);
    const [market] = (
      (await t.call('searchTokenMarket', { token: t.admin, query: { count: 1 } })).data as { list: { id: number; token_id: number }[] }
    ).list;
    expect((await t.call('updateTokenMarket', { token: t.admin, body: { id: market!.id, token_id: 987654321 } })).result).toBe(40000);
    const after = (await t.call('searchTokenMarket', { token: t.admin, query: { token_id: market!.token_id, count: 100 } })).data as {
      list: { id: number }[];
    };
    expect(after.list.map((row) => row.id)).toContain(market!.id);
  });
});
