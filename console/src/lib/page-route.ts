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

/** The row id a page was opened for: its route's parameter, else `?id=`; undefined for a new row. */
export function pageRowId(params: PathParams, search: Record<string, unknown>): number | undefined {
  const fromPath = Object.entries(params).find(([name]) => name !== '*')?.[1];
  const id = Number(fromPath ?? search.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The component name (routes.tsv path without its leading slash) of a route. */
export const componentOf = (route: string): string => route.replace(/^\//, '');
