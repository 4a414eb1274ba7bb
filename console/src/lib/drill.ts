// Drill-down: a list scoped by a row of its parent list (`scope` of its description: a user's assets, an asset's
// movements) keeps every parent in the URL (`?custody_user_id=1&custody_asset_id=3`), so a reload lands on the same
// rows; the parent list's rows open it, and the breadcrumb names each parent by its label and leads back up. The
// server refuses a child asked under a parent it does not belong to (the list's required x-ref parameters).
import type { AnyScreen } from './screen';

/** One level above a scoped list: the list whose row is the parent, and the URL field naming that row. */
export interface DrillLevel {
  screen: AnyScreen;
  field: string;
}

/** The levels above `screen`, top first (users, then assets for an asset's movements). */
export function drillLevels(screen: Pick<AnyScreen, 'scope'>, screens: readonly AnyScreen[]): DrillLevel[] {
  const levels: DrillLevel[] = [];
  for (let scope = screen.scope; scope;) {
    const parentRoute = scope.parent;
    const parent = screens.find((s) => s.route === parentRoute && !s.embedded);
    if (!parent) throw new Error(`scope: no list at ${parentRoute}`);
    if (levels.some((level) => level.screen === parent)) throw new Error(`scope: ${parentRoute} is its own ancestor`);
    levels.unshift({ screen: parent, field: scope.field });
    scope = parent.scope;
  }
  return levels;
}

/** The parents' ids named by a URL, top first; null when one is missing or not an id. */
export function drillIds(levels: readonly DrillLevel[], search: Record<string, unknown>): number[] | null {
  const ids = levels.map((level) => Number(search[level.field]));
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

/** The URL of the list scoped by the first `depth` levels (depth 0: the top list, unscoped). */
export const drillSearch = (levels: readonly DrillLevel[], ids: readonly number[], depth: number): Record<string, number> =>
  Object.fromEntries(levels.slice(0, depth).map((level, i) => [level.field, ids[i]!]));

/** What a parent row's button opens: the row's id as the scope field, with the row's own parents (which it names
 * itself: an asset carries its custody_user_id). */
export function drillInto(levels: readonly DrillLevel[], row: Record<string, unknown> | undefined): Record<string, unknown> {
  const last = levels.at(-1);
  if (!last) return {};
  return { ...Object.fromEntries(levels.slice(0, -1).map((level) => [level.field, row?.[level.field]])), [last.field]: row?.id };
}
