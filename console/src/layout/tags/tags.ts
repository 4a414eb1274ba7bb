// Rules of the visited-tabs bar, as pure functions over the list. A tab is identified by its path;
// fullPath (path + query) is where clicking it goes back to.
export interface VisitedTab {
  path: string;
  fullPath: string;
  title: string;
  /** Pinned: cannot be closed. */
  affix: boolean;
  /** The page is not kept alive while hidden. */
  noCache: boolean;
}

export function addTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const index = tabs.findIndex((t) => t.path === tab.path);
  if (index === -1) return [...tabs, tab];
  const current = tabs[index];
  if (current && current.fullPath === tab.fullPath && current.title === tab.title) return tabs as VisitedTab[];
  return tabs.map((t, i) => (i === index ? { ...t, fullPath: tab.fullPath, title: tab.title } : t));
}

export function closeTab(tabs: readonly VisitedTab[], path: string): VisitedTab[] {
  return tabs.filter((t) => t.affix || t.path !== path);
}

export function closeOtherTabs(tabs: readonly VisitedTab[], path: string): VisitedTab[] {
  return tabs.filter((t) => t.affix || t.path === path);
}

export function closeAllTabs(tabs: readonly VisitedTab[]): VisitedTab[] {
  return tabs.filter((t) => t.affix);
}

/**
 * Where to go after closing tabs: nowhere while the active tab survived, else the last remaining
 * tab, else home.
 */
export function nextLocationAfterClose(remaining: readonly VisitedTab[], activePath: string, home: string): string | undefined {
  if (remaining.some((t) => t.path === activePath)) return undefined;
  return remaining.at(-1)?.fullPath ?? home;
}
