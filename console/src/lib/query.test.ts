// invalidateAfter: a write marks stale the reads of its resource, and the reads that name the resource in their query
// (a row's history, the recycle bin), so a history opened again after an edit shows the edit (issue 58).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { invalidateAfter } from './query';

const seeded = () => {
  const client = new QueryClient();
  const keys = {
    list: ['listApplication', { query: { start: 0, count: 10 } }],
    history: ['listRowHistory', { query: { resource: 'application', id: 7, count: 50 } }],
    otherHistory: ['listRowHistory', { query: { resource: 'token', id: 7, count: 50 } }],
    deleted: ['listDeletedRows', { query: { resource: 'application' } }],
    tokens: ['searchToken', { query: { start: 0, count: 10 } }],
  } as const;
  for (const key of Object.values(keys)) client.setQueryData(key, { list: [], total: 0 });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, keys, stale };
};

describe('invalidateAfter', () => {
  test("an edit of a DApp makes its list, its history and the recycle bin stale, and leaves the tokens' alone", async () => {
    const { client, keys, stale } = seeded();
    await invalidateAfter(client, 'updateApplication');
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.history)).toBe(true);
    expect(stale(keys.deleted)).toBe(true);
    expect(stale(keys.otherHistory)).toBe(false);
    expect(stale(keys.tokens)).toBe(false);
  });
  test('a write that names the resource it changes besides its own (a revert) makes that history stale', async () => {
    const { client, keys, stale } = seeded();
    await invalidateAfter(client, 'revertRow', ['token']);
    expect(stale(keys.otherHistory)).toBe(true);
    expect(stale(keys.tokens)).toBe(true);
  });
});
