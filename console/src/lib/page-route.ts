// Pages addressed by a row: a routes.tsv pattern says where the id goes. `{path}`/`{id}` (with or without `*`)
// is a path segment (`add` for a new row: /app/version/add, /app/version/12); any other pattern takes `?id=`
// (/system/blockchain/add?id=3). A trailing `*` of a literal (`add*`) is only a matching rule and is dropped.
import type { PathParams } from '@/app/route-match';

const PARAM = /\{(\w+)\*?\}/;
const NEW_ROW = 'add';

/** Where a page of the pattern shows the row `id` (or a new row). */
export function pageHref(pattern: string, id?: number | string): { to: string; search: Record<string, unknown> } {
  if (PARAM.test(pattern)) return { to: pattern.replace(PARAM, String(id ?? NEW_ROW)).replace(/\/\{\w+\*\}/g, ''), search: {} };
  return { to: pattern.replace(/\*$/, ''), search: id === undefined ? {} : { id } };
}

/** The row a page was opened for: its route's parameter, else `?id=`; `'new'` for none (or `add`); `'invalid'`
 * when the address names something that cannot be a row id (`?id=abc`), which a page says rather than
 * quietly adding a row. */
export function pageRowId(params: PathParams, search: Record<string, unknown>): number | 'new' | 'invalid' {
  const fromPath = Object.entries(params).find(([name]) => name !== '*')?.[1];
  const named = fromPath ?? search.id;
  if (named === undefined || named === '' || named === NEW_ROW) return 'new';
  const id = Number(named);
  return Number.isInteger(id) && id > 0 ? id : 'invalid';
}

/** The component name (routes.tsv path without its leading slash) of a route. */
export const componentOf = (route: string): string => route.replace(/^\//, '');
