// The title a page gives itself (编辑区块链 on the route 新增区块链 when `?id=` names a row), shown by the shell in the
// page's tab, the breadcrumb and the document title, so all of them say what the heading says. A page calls
// usePageTitle(title) once; pages that do not keep the route's own title.
import { useContext, useEffect } from 'react';
import { onSessionReset } from './session';
import { ScreenContext } from './screen-context';
import { createStore } from './store';

/** The page's own title by the path of its tab. Kept while the page is hidden behind another tab (an <Activity>
 * runs its effects' cleanups then), dropped when its tab closes (forgetPageTitle) or the session ends. */
export const pageTitles = createStore<Readonly<Record<string, string>>>({});

onSessionReset(() => pageTitles.set({}));

export function usePageTitle(title: string): void {
  const path = useContext(ScreenContext)?.path;
  useEffect(() => {
    if (path) pageTitles.set((titles) => (titles[path] === title ? titles : { ...titles, [path]: title }));
  }, [path, title]);
}

export function forgetPageTitle(path: string): void {
  pageTitles.set((titles) => {
    if (!(path in titles)) return titles;
    const { [path]: _forgotten, ...rest } = titles;
    return rest;
  });
}

/** What the shell shows for the page at `path`: its own title, else the route's. */
export function shownTitle(titles: Readonly<Record<string, string>>, path: string, routeTitle: string): string {
  return titles[path] ?? routeTitle;
}
