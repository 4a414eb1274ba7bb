// The main area's pages. Visited pages stay mounted behind <Activity mode="hidden"> while their tab
// is open (filters, page, unsaved forms survive), except routes flagged noCache or with the tags
// bar turned off. Each page keeps its own window scroll position.
import { useRouterState } from '@tanstack/react-router';
import { Activity, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { findHeldRoute } from '@/app/guard';
import { settings } from '@/app/preferences';
import type { HeldRoute } from '@/app/routes';
import type { ScreenInfo } from '@/app/screen-context';
import { ScreenOutlet } from '@/app/ScreenOutlet';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { pageVersions, visitedTabs } from './tags/tags-store';

const NO_ROUTES: readonly HeldRoute[] = [];
const scrollPositions = new Map<string, number>();

function usePerPageScroll(pathname: string): void {
  useEffect(() => {
    const remember = () => scrollPositions.set(pathname, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [pathname]);
  useLayoutEffect(() => {
    window.scrollTo(0, scrollPositions.get(pathname) ?? 0);
  }, [pathname]);
}

export function ScreenHost() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const held = useStore(routeData, (data) => data?.held) ?? NO_ROUTES;
  const tabs = useStore(visitedTabs, (list) => list);
  const versions = useStore(pageVersions, (v) => v);
  const keepAlive = useStore(settings, (s) => s.tagsView);
  usePerPageScroll(pathname);
  // Each page's visits, counted when the address changes to it: read by the page's dialogs (ScreenInfo.visit).
  const visits = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);
  if (shown.current !== pathname) {
    shown.current = pathname;
    visits.current.set(pathname, (visits.current.get(pathname) ?? 0) + 1);
  }

  const pages = useMemo(() => {
    const paths = keepAlive ? tabs.filter((tab) => !tab.noCache).map((tab) => tab.path) : [];
    if (!paths.includes(pathname)) paths.push(pathname);
    return paths.flatMap((path): ScreenInfo[] => {
      const match = findHeldRoute(held, path);
      if (!match) return [];
      const { item, params } = match;
      const active = path === pathname;
      return [
        { path, pattern: item.path, params, title: item.title, component: item.component, active, visit: visits.current.get(path) ?? 0 },
      ];
    });
  }, [held, tabs, pathname, keepAlive]);

  return pages.map((info) => (
    <Activity key={`${info.path}@${versions[info.path] ?? 0}`} mode={info.active ? 'visible' : 'hidden'} name={info.path}>
      <ScreenOutlet info={info} />
    </Activity>
  ));
}
