// The visited tabs and the kept-alive pages behind them. A page instance is keyed by its tab's path
// plus a version that Refresh bumps, so Refresh (through /redirect) mounts it anew.
import { HOME_PATH } from '@/app/guard';
import { forgetPageTitle } from '@/app/page-title';
import type { HeldRoute } from '@/app/routes';
import { onSessionReset } from '@/app/session';
import { createStore } from '@/app/store';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, nextLocationAfterClose, type VisitedTab } from './tags';

export const visitedTabs = createStore<VisitedTab[]>([]);
export const pageVersions = createStore<Readonly<Record<string, number>>>({});

onSessionReset(() => {
  visitedTabs.set([]);
  pageVersions.set({});
});

export function tabFor(route: HeldRoute, path: string, fullPath: string): VisitedTab {
  return { path, fullPath, title: route.title, affix: route.affix, noCache: route.noCache };
}

/** Pinned tabs come first, before anything was visited. */
export function pinAffixTabs(held: readonly HeldRoute[]): void {
  const pinned = held.filter((route) => route.affix && !/[{*]/.test(route.path));
  visitedTabs.set((tabs) => pinned.reduce((list, route) => addTab(list, tabFor(route, route.path, route.path)), tabs));
}

export function visitTab(tab: VisitedTab): void {
  visitedTabs.set((tabs) => addTab(tabs, tab));
}

/** Each returns where to navigate afterwards (undefined: stay). */
export function closeTabAt(path: string, activePath: string): string | undefined {
  return apply(closeTab(visitedTabs.get(), path), activePath);
}

export function closeOthers(path: string, activePath: string): string | undefined {
  return apply(closeOtherTabs(visitedTabs.get(), path), activePath);
}

export function closeAll(activePath: string): string | undefined {
  return apply(closeAllTabs(visitedTabs.get()), activePath);
}

/** A closed tab's page leaves the kept-alive list, so reopening it starts afresh. */
function apply(remaining: VisitedTab[], activePath: string): string | undefined {
  for (const tab of visitedTabs.get()) if (!remaining.includes(tab)) forgetPageTitle(tab.path);
  visitedTabs.set(remaining);
  return nextLocationAfterClose(remaining, activePath, HOME_PATH);
}

/** Remounts the page of a tab the next time it renders. */
export function bumpPageVersion(path: string): void {
  pageVersions.set((versions) => ({ ...versions, [path]: (versions[path] ?? 0) + 1 }));
}
