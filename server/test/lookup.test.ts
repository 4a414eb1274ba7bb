// Lookups (x-action: lookup): pickers' lists, answering only the fields of the operation's row schema, to whoever
// holds a screen that uses their rows as references (x-permission: references; issue 55).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument, REFERENCES } from '@wallet-admin/sdk/contract';
import { createTestApp, type TestApp } from './helpers.ts';

/** Every lookup of the contract: the table below proves the rule for each, so a new one is covered unasked. */
const LOOKUPS = listOperations(loadDocument()).filter((op) => op.action === 'lookup');
/** A screen none of the lookups' rows serve (the issue's example: a role holding only the app versions). */
const UNRELATED = '/app/version';

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
    const page = (await t.call('lookupBlockChain', { token: t.operator, query: { key: 'eth' } })).data as {
      list: Record<string, unknown>[];
    };
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
    const found = (await t.call('lookupToken', { token: t.admin, query: { key: 'usd', count: 50 } })).data as {
      list: Record<string, unknown>[];
    };
    expect(found.list.length).toBeGreaterThan(0);
    for (const row of found.list) {
      expect(Object.keys(row).sort()).toEqual(['address', 'blockchain_id', 'id', 'logo', 'name', 'status', 'symbol']);
      expect(`${String(row.symbol)} ${String(row.name)} ${String(row.address)}`.toLowerCase()).toContain('usd');
    }
    const one = (await t.call('lookupToken', { token: t.admin, query: { id: found.list[0]!.id } })).data as {
      list: Record<string, unknown>[];
      total: number;
    };
    expect(one.total).toBe(1);
    expect(one.list[0]).toEqual(found.list[0]);
    const exchanges = (await t.call('lookupTokenUniversalExchange', { token: t.admin, query: { count: 100 } })).data as {
      list: Record<string, unknown>[];
    };
    for (const row of exchanges.list) expect(Object.keys(row).sort()).toEqual(['code', 'exchange_type', 'id', 'name', 'status']);
  });
  it('still need a session', async () => {
    expect((await t.call('lookupBlockChain', {})).result).not.toBe(0);
  });
});

describe('who may call a lookup: the holders of a screen that references its rows', () => {
  const tokens = new Map<string, Promise<string>>();
  /** A signed-in account of a role holding only `screen` (one per screen, made once). */
  const holderOf = (screen: string) => {
    if (!tokens.has(screen)) tokens.set(screen, t.signedInWith(`only-${tokens.size}`, [screen]));
    return tokens.get(screen)!;
  };

  it('covers every lookup of the contract, each with at least one screen', () => {
    expect(LOOKUPS.length).toBeGreaterThan(15);
    for (const op of LOOKUPS) {
      expect(op.permission, op.operationId).toBe(REFERENCES);
      expect(t.app.services.contract.lookupScreens.get(op.operationId)?.length, op.operationId).toBeGreaterThan(0);
    }
  });

  it.each(LOOKUPS.map((op) => [op.operationId, op.resource] as const))(
    '%s: 40003 to an unrelated screen, 0 to a referencing one',
    async (id, resource) => {
      const screens = t.app.services.contract.lookupScreens.get(id)!;
      expect(screens).not.toContain(UNRELATED);
      const refused = await t.call(id, { token: await holderOf(UNRELATED), query: { count: 1 } });
      expect(refused.result).toBe(40003);
      expect(refused.message).toBe(`forbidden: needs a screen that uses ${resource} rows`);
      expect((await t.call(id, { token: t.viewer, query: { count: 1 } })).result).toBe(40003);
      // A screen that references the rows rather than the resource's own, where there is one: the derivation is the point.
      const own = new Set(t.app.services.contract.operations.filter((op) => op.resource === resource).map((op) => op.permission));
      const referencing = screens.find((screen) => !own.has(screen)) ?? screens[0]!;
      expect((await t.call(id, { token: await holderOf(referencing), query: { count: 1 } })).result, referencing).toBe(0);
    },
  );

  it("answers the resource's own screen and the chain fields named by convention (x-ref-names)", async () => {
    expect((await t.call('lookupCustodyUser', { token: await holderOf('/centralizewallet/UserIndex'), query: { count: 1 } })).result).toBe(
      0,
    );
    // The label screens' blockchain_id carries no x-ref: lookupBlockChain's x-ref-names counts it.
    expect((await t.call('lookupBlockChain', { token: await holderOf('/label/List'), query: { count: 1 } })).result).toBe(0);
    // Custodial users and their addresses are no business of the app screens (the finding).
    const app = await holderOf('/app/appconfig');
    expect((await t.call('lookupCustodyUser', { token: app, query: { count: 1 } })).result).toBe(40003);
    expect((await t.call('lookupCustodyAsset', { token: app, query: { count: 1 } })).result).toBe(40003);
  });

  it('refuses in both languages', async () => {
    const answer = await t.call('lookupCustodyUser', { token: await holderOf(UNRELATED), headers: { 'accept-language': 'zh-CN' } });
    expect(answer.message).toBe('无权限：需要使用 custody_user 数据的页面的权限');
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
