// The title a page gives itself (编辑区块链 on the route 新增区块链 when `?id=` names a row), shown by the shell in the
// page's tab, the breadcrumb and the document title, so all of them say what the heading says. A page calls
// usePageTitle(title) once; pages that do not keep the route's own title.
//
// A page of a row decides its title from its address, which the route's title cannot follow (the route 新增区块链
// is also the edit page, `/app/version/{path}` is 版本编辑 for `add` too). While such a page's code loads, the
// shell shows no title rather than the route's: ScreenOutlet's outline marks the title as not known yet (null), and
// the page sets its own before the browser paints it (a layout effect), so no frame says 新增 on an edit page.
import { useContext, useLayoutEffect } from 'react';
import { skeletonKindOf } from '@/components/ui/skeleton';
import { pageRowId } from '@/lib/page-route';
import type { PathParams } from './route-match';
import { onSessionReset } from './session';
import { ScreenContext } from './screen-context';
import { createStore } from './store';

/** The page's own title by the path of its tab; null while the page's code loads. Kept while the page is hidden
 * behind another tab (an <Activity> runs its effects' cleanups then), dropped when its tab closes (forgetPageTitle)
 * or the session ends. */
export const pageTitles = createStore<Readonly<Record<string, string | null>>>({});

onSessionReset(() => pageTitles.set({}));

const titled = (path: string, title: string | null) =>
  pageTitles.set((titles) => (titles[path] === title ? titles : { ...titles, [path]: title }));

export function usePageTitle(title: string): void {
  const path = useContext(ScreenContext)?.path;
  // Before paint: the shell re-renders with the title in the same frame as the page's heading.
  useLayoutEffect(() => {
    if (path) titled(path, title);
  }, [path, title]);
}

/** Rendered by the outline a page shows while its code loads: its title is not known until the page renders. When
 * the outline goes (the page rendered, or failed to), a title the page did not give falls back to the route's. */
export function usePageLoading(): void {
  const path = useContext(ScreenContext)?.path;
  useLayoutEffect(() => {
    if (!path) return;
    titled(path, null);
    return () => {
      if (pageTitles.get()[path] === null) forgetPageTitle(path);
    };
  }, [path]);
}

export function forgetPageTitle(path: string): void {
  pageTitles.set((titles) => {
    if (!(path in titles)) return titles;
    const { [path]: _forgotten, ...rest } = titles;
    return rest;
  });
}

/** A page of a row, which may title itself otherwise than its route: its pattern names a row (`{path}`, `add*`,
 * `…Info`, see skeletonKindOf) or its address does (`?id=1`). */
export function isRowPage(pattern: string, params: PathParams, search: Record<string, unknown>): boolean {
  return skeletonKindOf(pattern) === 'form' || pageRowId(params, search) !== 'new';
}

/** What the shell shows for the page at `path`: its own title, else the route's; undefined (an outline, no text)
 * while the code of a page of a row loads. */
export function shownTitle(
  titles: Readonly<Record<string, string | null>>,
  path: string,
  routeTitle: string,
  rowPage: boolean,
): string | undefined {
  const own = titles[path];
  if (own === null) return rowPage ? undefined : routeTitle;
  return own ?? routeTitle;
}
