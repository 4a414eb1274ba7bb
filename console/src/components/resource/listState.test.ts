import { afterEach, describe, expect, it } from 'vitest';
import walletInfo from 'virtual:contract/wallet_info';
import { defineScreen } from '@/lib/screen';
import { clearedFilter, filterDefaults, listQuery, readListState } from './listState';

const screen = defineScreen<Record<string, unknown>>({
  route: '/system/address',
  resource: walletInfo,
  list: {
    columns: [{ field: 'address' }],
    filters: [{ input: 'search' }, { field: 'lang', input: 'language', default: 'zh-Hans' }, { field: 'created_at', input: 'dateRange' }],
  },
});

afterEach(() => sessionStorage.clear());

describe('list state from the URL', () => {
  it('defaults to page 1 of 10, the filter defaults and a range from 90 days back', () => {
    const state = readListState(screen, {});
    expect(state).toMatchObject({ page: 1, size: 10, filters: { key: undefined, lang: 'zh-Hans', to: undefined } });
    const days = (Date.now() - Number(state.filters.from)) / 86_400_000;
    expect(days).toBeGreaterThan(90);
    expect(days).toBeLessThan(91);
  });
  it('reads page, size, sort and filters, and turns them into start/count', () => {
    const state = readListState(screen, { page: 3, size: 20, sort: 'id', order: 'asc', key: 'abc', lang: 'en', from: 5, to: 9 });
    expect(listQuery(state)).toEqual({ key: 'abc', lang: 'en', from: 5, to: 9, sort: 'id', order: 'asc', start: 40, count: 20 });
  });
  it('keeps an explicit "all" of a filter with a default: nothing is sent, and the default does not come back', () => {
    const state = readListState(screen, { lang: '*' });
    expect(state.filters.lang).toBeUndefined();
    expect(listQuery(state)).not.toHaveProperty('lang', 'zh-Hans');
  });
  it("starts a date range at the business day's midnight 90 days back (docs/spec/product-spec.md §9), or the days it names", () => {
    // 2026-03-31 23:30 at UTC+8 (the business zone), still 15:30 in UTC: the business day is 31 March wherever the browser is.
    const now = Date.UTC(2026, 2, 31, 15, 30);
    expect(filterDefaults({ field: 'created_at', input: 'dateRange' }, now)).toEqual({
      from: Date.UTC(2025, 11, 30, 16),
      to: undefined,
    });
    expect(filterDefaults({ field: 'created_at', input: 'dateRange', days: 7 }, now)).toEqual({
      from: Date.UTC(2026, 2, 23, 16),
      to: undefined,
    });
  });
  it('clears a date range to no range at all: its default does not come back, and the request sends no from/to', () => {
    const range = { field: 'created_at', input: 'dateRange' } as const;
    const cleared = clearedFilter(range);
    expect(cleared).toEqual({ from: '*', to: undefined });
    expect(listQuery(readListState(screen, cleared))).not.toHaveProperty('from', expect.anything());
    expect(listQuery(readListState(screen, cleared))).toEqual({ start: 0, count: 10, lang: 'zh-Hans' });
  });
  it('starts a range the description says has no default (days: false) empty, and clears it out of the URL', () => {
    const holdings = { field: 'subscribed_at', input: 'dateRange', days: false } as const;
    expect(filterDefaults(holdings)).toEqual({ from: undefined, to: undefined });
    expect(clearedFilter(holdings)).toEqual({ from: undefined, to: undefined });
  });
  it('starts a category filter at 13 and remembers the choice for the session', () => {
    const filter = { field: 'category_id', input: 'category' } as const;
    expect(filterDefaults(filter)).toEqual({ category_id: 13 });
    sessionStorage.setItem('categoryId', '15');
    expect(filterDefaults(filter)).toEqual({ category_id: 15 });
  });
});
