// Screen state (page, size, sort, filters, ?id=) lives in the hash route's search params, so a link
// reopens the same view. Screens stay mounted in the background (keep-alive tabs) while the location
// belongs to another tab: then the screen keeps the state it last read from its own location.
import { useCallback, useContext, useRef, useState } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { ScreenContext } from '@/app/screen-context';

export type SearchState = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
/** The search each screen path last showed, so going back to a list (after its form page) restores it. */
const lastSearch = new Map<string, SearchState>();

export function useUrlState(): {
  search: SearchState;
  pathname: string;
  active: boolean;
  setSearch: (patch: SearchState, options?: { replace?: boolean }) => void;
  /** Opens a path; without `search`, with the search that path last showed. */
  navigate: (to: string, search?: SearchState) => void;
} {
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  // The shell tells a screen the path it was opened at; outside the shell, the path at mount.
  const screen = useContext(ScreenContext);
  const [mounted] = useState(location.pathname);
  const home = screen?.path ?? mounted;
  const active = location.pathname === home;
  const last = useRef(location.search as SearchState);
  if (active) {
    last.current = location.search;
    lastSearch.set(home, last.current);
  }

  const setSearch = useCallback(
    (patch: SearchState, options: { replace?: boolean } = {}) => {
      const next = { ...(router.state.location.search as SearchState), ...patch };
      for (const key of Object.keys(next)) if (isEmpty(next[key])) delete next[key];
      void router.navigate({ href: home + router.options.stringifySearch(next), replace: options.replace ?? false });
    },
    [router, home],
  );
  const navigate = useCallback(
    (to: string, search?: SearchState) =>
      void router.navigate({ href: to + router.options.stringifySearch(search ?? lastSearch.get(to) ?? {}) }),
    [router],
  );
  return { search: last.current, pathname: home, active, setSearch, navigate };
}

/** The same state kept in the component instead of the URL: a list inside a page (a section) must not take the
 * page's own search params. Navigation still goes through the router. */
export function useLocalState(): ReturnType<typeof useUrlState> {
  const router = useRouter();
  const [search, setState] = useState<SearchState>({});
  const setSearch = useCallback((patch: SearchState) => {
    setState((current) => {
      const next = { ...current, ...patch };
      for (const key of Object.keys(next)) if (isEmpty(next[key])) delete next[key];
      return next;
    });
  }, []);
  const navigate = useCallback(
    (to: string, next?: SearchState) =>
      void router.navigate({ href: to + router.options.stringifySearch(next ?? lastSearch.get(to) ?? {}) }),
    [router],
  );
  return { search, pathname: '', active: true, setSearch, navigate };
}
