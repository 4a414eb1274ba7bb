// A list sorted by a text column orders it case-insensitively (issue 58: the DApp titles "Zeta" came before "aave"),
// through the generic list on both engines: by lower(column), with keyset pages walking the same order and the list
// index holding lower(column) (resources.ts foldsCase).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const marker = `zq${Date.now().toString(36).slice(-5)}`;
const names = ['alpha', 'Bravo', 'charlie', 'Delta', 'echo'].map((name) => `${name} ${marker}`);

interface Page {
  list: { name: string }[];
  next_cursor?: string;
}

beforeAll(async () => {
  t = await createTestApp();
  const application = (await t.call('listApplication', { token: t.admin, query: { count: 1 } })).data as { list: { id: number }[] };
  // Written in an order that is neither the case-sensitive nor the case-insensitive one.
  for (const name of ['Delta', 'alpha', 'echo', 'Bravo', 'charlie'].map((n) => `${n} ${marker}`)) {
    const added = await t.call('addContact', { token: t.admin, body: { application_id: application.list[0]!.id, name } });
    expect(added.result).toBe(0);
  }
});
afterAll(() => t.close());

const list = async (query: Record<string, unknown>) => {
  const answer = await t.call('listContact', { token: t.admin, query: { key: marker, sort: 'name', ...query } });
  expect(answer.result).toBe(0);
  return answer.data as Page;
};

describe('a list sorted by a text column', () => {
  it('orders it without regard to case, ascending and descending', async () => {
    expect((await list({ order: 'asc', count: 10 })).list.map((row) => row.name)).toEqual(names);
    expect((await list({ order: 'desc', count: 10 })).list.map((row) => row.name)).toEqual([...names].reverse());
  });

  it('pages on by cursor in that same order', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ order: 'asc', count: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.list.map((row) => row.name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(names);
  });
});
