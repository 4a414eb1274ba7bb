import { describe, expect, it } from 'vitest';
import { reorderChanges } from './reorder';

const page = (sorts: number[], firstId = 1) => sorts.map((sort, i) => ({ id: firstId + i, sort }));
/** The page's order after applying the changes (sort, then id, as the list sorts). */
const orderAfter = (rows: { id: number; sort: number }[], changes: { id: number; sort: number }[], descending = false) => {
  const next = rows.map((r) => ({ ...r, sort: changes.find((c) => c.id === r.id)?.sort ?? r.sort }));
  return next.sort((a, b) => (descending ? b.sort - a.sort : a.sort - b.sort) || a.id - b.id).map((r) => r.id);
};

describe('reorderChanges (drag reorder)', () => {
  it('changes only the moved row when a value is free between its new neighbours (a move on page 2)', () => {
    // Page 2 of a list sorted by sort ascending: values 110…200 in steps of 10; page 1 ends at 100.
    const rows = page(
      Array.from({ length: 10 }, (_, i) => 110 + i * 10),
      11,
    );
    const changes = reorderChanges(rows, 7, 2);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.id).toBe(18);
    expect(changes[0]!.sort).toBeGreaterThan(120);
    expect(changes[0]!.sort).toBeLessThan(130);
    expect(orderAfter(rows, changes)).toEqual([11, 12, 18, 13, 14, 15, 16, 17, 19, 20]);
  });

  it('never renumbers a page 1…n: values stay within the page, so the rows stay on page 2', () => {
    const rows = page([100, 100, 100, 100, 100], 11);
    const changes = reorderChanges(rows, 4, 0);
    for (const c of changes) expect(c.sort).toBeGreaterThanOrEqual(100);
    expect(orderAfter(rows, changes)).toEqual([15, 11, 12, 13, 14]);
    // The moved row keeps the page's first value (it has it); the rows after it shift by one each, no more.
    expect(changes).toEqual([
      { id: 11, sort: 101 },
      { id: 12, sort: 101 },
      { id: 13, sort: 101 },
      { id: 14, sort: 101 },
    ]);
  });

  it('shifts only as many rows as it must when neighbours leave no gap', () => {
    const rows = page([1, 2, 3, 10, 20]);
    const changes = reorderChanges(rows, 0, 1);
    expect(orderAfter(rows, changes)).toEqual([2, 1, 3, 4, 5]);
    expect(changes.map((c) => c.id).sort()).toEqual([1, 3]);
  });

  it('works on pages sorted descending', () => {
    const rows = page([50, 40, 30, 20, 10]);
    const changes = reorderChanges(rows, 4, 1);
    expect(changes).toEqual([{ id: 5, sort: 45 }]);
    expect(orderAfter(rows, changes, true)).toEqual([1, 5, 2, 3, 4]);
  });

  it('changes nothing for a move onto itself or off the page', () => {
    expect(reorderChanges(page([1, 2]), 1, 1)).toEqual([]);
    expect(reorderChanges(page([1, 2]), 0, 2)).toEqual([]);
  });
});
