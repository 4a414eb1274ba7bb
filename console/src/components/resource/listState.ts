// The list view's state read from the URL search params, and the list call's query made from it.
// Defaults (docs/spec/product-spec.md §9): page 1, 10 rows a page, the description's sort (else the server's id desc).
import { businessDaysBack } from '@/lib/business-time';
import type { Filter, Screen } from '@/lib/screen';
import type { SearchState } from './useUrlState';
import { CATEGORY_MEMORY_KEY, DEFAULT_CATEGORY_ID } from './widgets/CategoryPicker';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;
/** Spec §9: a date range starts 90 days back unless the screen says otherwise. */
export const DEFAULT_RANGE_DAYS = 90;

export interface ListState {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Filter values by URL key (`key`, a field name, `from`/`to`). */
  filters: Record<string, string | number | undefined>;
}

/** The URL value of a filter's explicit "all" (`Filter.all`): no value is sent, and the default stays away. */
export const ANY = '*';

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The URL keys a filter owns. */
export const filterKeys = <E>(filter: Filter<E>): string[] =>
  filter.input === 'search' ? ['key'] : filter.input === 'dateRange' ? ['from', 'to'] : [filter.field];

/** What a filter shows before the user touches it (a remembered choice wins over the default). */
export function filterDefaults<E>(filter: Filter<E>, now = Date.now()): Record<string, string | number | undefined> {
  if (filter.input === 'dateRange') {
    if (filter.days === false) return { from: undefined, to: undefined };
    // The business day's midnight, so many days back (the statistics' days, whatever the browser's zone).
    return { from: businessDaysBack(filter.days ?? DEFAULT_RANGE_DAYS, now), to: undefined };
  }
  if (filter.input === 'search') return { key: undefined };
  // A category filter remembers its choice for the session and starts at category 13 (docs/spec/product-spec.md §9).
  const memory = filter.remember ?? (filter.input === 'category' ? CATEGORY_MEMORY_KEY : undefined);
  const fallback = filter.default ?? (filter.input === 'category' ? DEFAULT_CATEGORY_ID : undefined);
  const remembered = memory && typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(memory) : null;
  return { [filter.field]: remembered === null ? fallback : Number.isNaN(Number(remembered)) ? remembered : Number(remembered) };
}

/** The URL patch of a filter the operator cleared (a date range's ×): no value, and, where the filter has a default,
 * the explicit "all" that keeps the default from coming back (`from=*`), so the request sends nothing. */
export function clearedFilter<E>(filter: Filter<E>): Record<string, string | undefined> {
  const defaults = filterDefaults(filter);
  return Object.fromEntries(filterKeys(filter).map((key) => [key, defaults[key] === undefined ? undefined : ANY]));
}

export function readListState<E, I>(screen: Screen<E, I>, search: SearchState): ListState {
  const filters: ListState['filters'] = {};
  for (const filter of screen.list?.filters ?? []) {
    const defaults = filterDefaults(filter);
    for (const key of filterKeys(filter)) {
      const value = key in search ? search[key] : defaults[key];
      filters[key] = value === null || value === '' || value === ANY ? undefined : (value as string | number | undefined);
    }
  }
  const order = search.order === 'asc' || search.order === 'desc' ? search.order : screen.list?.sort?.order;
  return {
    page: positive(search.page, 1),
    size: positive(search.size, screen.list?.pageSize ?? DEFAULT_PAGE_SIZE),
    ...(typeof search.sort === 'string' ? { sort: search.sort } : screen.list?.sort ? { sort: screen.list.sort.field } : {}),
    ...(order ? { order } : {}),
    filters,
  };
}

/** Filters as the list operation's query (start/count excluded), e.g. for an export of every page. */
export function filterQuery(state: ListState): Record<string, unknown> {
  return { ...state.filters, ...(state.sort && { sort: state.sort }), ...(state.order && { order: state.order }) };
}

export function listQuery(state: ListState): Record<string, unknown> {
  return { ...filterQuery(state), start: (state.page - 1) * state.size, count: state.size };
}
