// Fuzzy search over the screens the user holds (the top bar's search box).
import Fuse from 'fuse.js';
import type { HeldRoute } from '@/app/routes';

export interface SearchEntry {
  path: string;
  /** Ancestor titles and the screen's own, joined with ` > `. */
  title: string;
}

const TITLE_SEPARATOR = ' > ';

export function searchEntries(held: readonly HeldRoute[]): SearchEntry[] {
  return held
    .filter((route) => !route.hidden && !/[{*]/.test(route.path))
    .map((route) => ({ path: route.path, title: [...route.trail.map((c) => c.title), route.title].join(TITLE_SEPARATOR) }));
}

export function createMenuSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, {
    shouldSort: true,
    threshold: 0.4,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
