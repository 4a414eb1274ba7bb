// The swap back office (/flashCash): order tracking by id, order number or transaction hash with its timeline,
// the class → subclass lookups and the market's subclass rule, and the demo rows the screens need (consistent orders, enough to page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/db/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Track = { order: Row; timeline: { step: string; state: string; at: number | null; tx_hash: string }[] };
const track = async (key: string, token = t.admin) => t.call('trackSwapOrder', { token, query: { key } });
const orderWhere = (where: (q: ReturnType<typeof orders>) => ReturnType<typeof orders>) =>
  where(orders()).orderBy('id').executeTakeFirstOrThrow();
const orders = () => t.db.selectFrom('swap_order').selectAll();

describe('trackSwapOrder', () => {
  it('finds a delivered order by id, order number and either hash (in any letter case), with every step done', async () => {
    const row = await orderWhere((q) => q.where('status', '=', 2).where('route_type', '=', 1));
    for (const key of [
      String(row.id),
      String(row.order_no),
      String(row.from_tx_hash).toUpperCase().replace(/^0X/, '0x'),
      String(row.to_tx_hash),
    ]) {
      const answer = await track(key);
      expect(answer.result, key).toBe(0);
      const { order, timeline } = answer.data as Track;
      expect(order.id).toBe(row.id);
      expect(timeline.map((s) => [s.step, s.state])).toEqual([
        ['created', 'done'],
        ['deposited', 'done'],
        ['swapped', 'done'],
        ['paid', 'done'],
      ]);
      expect(timeline[1]!.tx_hash).toBe(row.from_tx_hash);
      expect(timeline[3]!.tx_hash).toBe(row.to_tx_hash);
      expect(timeline.map((s) => s.at)).toEqual([...timeline.map((s) => s.at)].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it('shows where an open order stands and how a refunded or expired one ended', async () => {
    const open = (await track(String((await orderWhere((q) => q.where('status', '=', 0))).id))).data as Track;
    expect(open.timeline.map((s) => s.state)).toEqual(['done', 'pending', 'pending', 'pending']);
    const refunded = await orderWhere((q) => q.where('status', '=', 3));
    const story = (await track(String(refunded.refund_tx_hash))).data as Track;
    expect(story.timeline.at(-2)).toMatchObject({ step: 'failed', state: 'failed' });
    expect(story.timeline.at(-1)).toMatchObject({ step: 'refunded', state: 'done', tx_hash: refunded.refund_tx_hash });
    const expired = (await track(String((await orderWhere((q) => q.where('status', '=', 5))).order_no))).data as Track;
    expect(expired.timeline.map((s) => s.step)).toEqual(['created', 'expired']);
  });

  it('tells every state in time order', async () => {
    for (const status of [0, 1, 2, 3, 4, 5]) {
      const { timeline } = (await track(String((await orderWhere((q) => q.where('status', '=', status))).id))).data as Track;
      const times = timeline.map((s) => s.at).filter((at) => at !== null);
      expect(times, `status ${status}`).toEqual([...times].sort((a, b) => a - b));
      expect(
        timeline.every((s) => (s.at === null) === (s.state === 'pending')),
        `status ${status}`,
      ).toBe(true);
    }
  });

  it('lets the order list filter by an exact transaction hash', async () => {
    const row = await orderWhere((q) => q.where('status', '=', 2));
    const page = (await t.call('listSwapOrder', { token: t.admin, query: { to_tx_hash: row.to_tx_hash } })).data as {
      list: Row[];
      total: number;
    };
    expect(page.list.map((o) => o.id)).toEqual([row.id]);
  });

  it('answers 40004 when nothing matches, 40000 for an empty key, 40003 without the screen', async () => {
    expect((await track(`0x${'ab'.repeat(32)}`)).result).toBe(40004);
    expect((await track('')).result).toBe(40000);
    const row = await orderWhere((q) => q);
    expect((await track(String(row.id), t.operator)).result).toBe(40003);
  });
});

describe('the class → subclass relation', () => {
  it('lists the subclasses of one class for the holders of a screen that picks them, and deleting a class takes its subclasses', async () => {
    const picker = await t.signedInWith('market-screen-only', ['/flashCash/swapMarketConfig']);
    const classes = (await t.call('lookupSwapClass', { token: picker, query: { count: 100 } })).data as { list: Row[] };
    expect(classes.list.length).toBeGreaterThan(1);
    const first = classes.list[0]!;
    const subs = (await t.call('lookupSwapSubclass', { token: picker, query: { swap_class_id: first.id, count: 100 } })).data as {
      list: Row[];
    };
    expect(subs.list.length).toBeGreaterThan(0);
    expect(subs.list.every((s) => s.swap_class_id === first.id)).toBe(true);
    expect((await t.call('deleteSwapClass', { token: t.admin, params: { id: first.id } })).result).toBe(0);
    const left = (await t.call('lookupSwapSubclass', { token: picker, query: { swap_class_id: first.id } })).data as { total: number };
    expect(left.total).toBe(0);
  });
});

describe("a market's subclass belongs to its class (x-ref-parent)", () => {
  const market = { blockchain_id: 1, symbol: 'ARB/USDT', base_token_id: 5, quote_token_id: 1, swap_class_id: 4 };
  const subclassOf = async (klass: number) =>
    Number(
      (await t.db.selectFrom('swap_subclass').select('id').where('swap_class_id', '=', klass).orderBy('id').executeTakeFirstOrThrow()).id,
    );
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('swap_market')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a subclass of another class on create and on update, changing nothing', async () => {
    const before = await count();
    const refused = await t.call('createSwapMarket', { token: t.admin, body: { ...market, swap_subclass_id: await subclassOf(2) } });
    expect(refused.result).toBe(40000);
    expect(refused.message).toContain('swap_subclass_id');
    expect(await count()).toBe(before);

    const created = await t.call('createSwapMarket', { token: t.admin, body: { ...market, swap_subclass_id: await subclassOf(4) } });
    expect(created.result).toBe(0);
    const id = (created.data as Row).id;
    const moved = await t.call('updateSwapMarket', { token: t.admin, body: { id, swap_class_id: 2 } });
    expect(moved.result).toBe(40000);
    expect(
      (await t.db.selectFrom('swap_market').select('swap_class_id').where('id', '=', Number(id)).executeTakeFirstOrThrow()).swap_class_id,
    ).toBe(4);
    const both = await t.call('updateSwapMarket', {
      token: t.admin,
      body: { id, swap_class_id: 2, swap_subclass_id: await subclassOf(2) },
    });
    expect(both.result).toBe(0);
  });
});

describe('demo rows', () => {
  it('give the order list more than a page in the default 90 days, with consistent times and hashes', async () => {
    const since = t.clock.now - 90 * 86_400_000;
    const page = (await t.call('listSwapOrder', { token: t.admin, query: { from: since, count: 10 } })).data as {
      list: Row[];
      total: number;
    };
    expect(page.total).toBeGreaterThan(10);
    expect(page.list.every((o) => Number(o.created_at) >= since)).toBe(true);
    for (const o of await orders().execute()) {
      expect(o.from_tx_hash === '', String(o.order_no)).toBe(o.deposited_at === null);
      expect(o.to_tx_hash === '', String(o.order_no)).toBe(o.paid_at === null);
      expect(Number(o.status) === 2, String(o.order_no)).toBe(o.paid_at !== null);
    }
  });
});

describe('x-ref-scope from the parent side', () => {
  it('refuses to move a subclass to another class while markets use it under its class, and allows it once none do', async () => {
    const market = await t.db
      .selectFrom('swap_market')
      .selectAll()
      .where('swap_subclass_id', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const subclass = Number(market.swap_subclass_id);
    const other = await t.db
      .selectFrom('swap_class')
      .select('id')
      .where('id', '!=', Number(market.swap_class_id))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const moved = await t.call('updateSwapSubclass', { token: t.admin, body: { id: subclass, swap_class_id: other.id } });
    expect(moved).toMatchObject({ result: 40009, field: 'swap_class_id' });
    expect(moved.message).toContain(`swap_market ${String(market.id)}`);
    const row = await t.db.selectFrom('swap_subclass').select('swap_class_id').where('id', '=', subclass).executeTakeFirstOrThrow();
    expect(Number(row.swap_class_id)).toBe(Number(market.swap_class_id));
    // A rename keeps the class: allowed.
    expect((await t.call('updateSwapSubclass', { token: t.admin, body: { id: subclass, name: '改名' } })).result).toBe(0);
    // Once no market uses it, the move goes through.
    await t.db.updateTable('swap_market').set({ swap_subclass_id: 0 }).where('swap_subclass_id', '=', subclass).execute();
    expect((await t.call('updateSwapSubclass', { token: t.admin, body: { id: subclass, swap_class_id: other.id } })).result).toBe(0);
  });
});

describe('bridge tokens: the token is one of the source chain', () => {
  it('refuses a token of another chain than the source chain, and the lookup lists only the source chain’s tokens', async () => {
    const firstToken = (onEthereum: boolean) =>
      t.db
        .selectFrom('token')
        .select(['id', 'blockchain_id'])
        .where('blockchain_id', onEthereum ? '=' : '!=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const ethereumToken = await firstToken(true);
    const otherToken = await firstToken(false);
    const body = {
      blockchain_id: 1,
      symbol: 'XBR',
      to_blockchain_id: Number(otherToken.blockchain_id),
      to_address: '0x' + 'ab'.repeat(20),
      bridge: 'stargate',
    };
    const before = await t.db
      .selectFrom('swap_bridge_token')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await t.call('createSwapBridgeToken', { token: t.admin, body: { ...body, token_id: otherToken.id } });
    expect(refused).toMatchObject({ result: 40000, field: 'token_id' });
    const after = await t.db
      .selectFrom('swap_bridge_token')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await t.call('createSwapBridgeToken', { token: t.admin, body: { ...body, token_id: ethereumToken.id } })).result).toBe(0);
    // The picker's lookup, scoped by the form's source chain, offers only that chain's tokens.
    const page = await t.call('lookupToken', { token: t.admin, query: { blockchain_id: 1, count: 100 } });
    const rows = (page.data as { list: { blockchain_id: number }[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => Number(row.blockchain_id) === 1)).toBe(true);
  });

  it('seeds every bridge token with the chain of its token', async () => {
    const rows = await t.db
      .selectFrom('swap_bridge_token as b')
      .innerJoin('token as k', 'k.id', 'b.token_id')
      .select(['b.id', 'b.blockchain_id', 'k.blockchain_id as token_chain'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.blockchain_id), String(row.id)).toBe(Number(row.token_chain));
  });
});
