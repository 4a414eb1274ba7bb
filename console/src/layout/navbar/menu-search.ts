// Search over the screens the user holds (the top bar's search box): fuzzy over titles and paths, and by the pinyin
// or pinyin initials of the Chinese titles the server sends with the routes (`qkl` finds 区块链管理).
import type { Schema } from '@wallet-admin/sdk';
import Fuse from 'fuse.js';
import type { HeldRoute } from '@/app/routes';
import { rankByMatch } from '@/lib/rank';

export interface SearchEntry {
  path: string;
  /** Ancestor titles and the screen's own, joined with ` > `. */
  title: string;
  /** The screen's pinyin keys first, then its ancestors', space-separated (`qukuailianguanli qklgl xitongshezhi xtsz`). */
  pinyin: string;
}

const TITLE_SEPARATOR = ' > ';

export function searchEntries(held: readonly HeldRoute[]): SearchEntry[] {
  return held
    .filter((route) => !route.hidden && !/[{*]/.test(route.path))
    .map((route) => ({
      path: route.path,
      title: [...route.trail.map((c) => c.title), route.title].join(TITLE_SEPARATOR),
      pinyin: [route.pinyin, ...route.trail.map((c) => c.pinyin)].filter(Boolean).join(' '),
    }));
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
  return (query) => {
    const text = query.trim();
    if (!text) return [];
    // Fuse's score puts a near match of a long title before an exact one of a short title: exact and prefix
    // matches of the screen's own title come first (rank.ts), then the path's, then Fuse's order.
    const fuzzy = rankByMatch(
      fuse.search(text).map((result) => result.item),
      text,
      (entry) => [entry.title.split(TITLE_SEPARATOR).at(-1) ?? '', entry.path.split('/').at(-1) ?? ''],
    );
    const letters = text.toLowerCase().replace(/\s+/g, '');
    if (!/^[a-z]+$/.test(letters)) return fuzzy;
    // Pinyin: a key that starts with the letters ranks first (own title before an ancestor's), then the fuzzy
    // matches, then keys that merely contain them.
    const keysOf = (entry: SearchEntry) => entry.pinyin.split(' ').filter(Boolean);
    const rank = (entry: SearchEntry) => {
      const index = keysOf(entry).findIndex((key) => key.startsWith(letters));
      return index === -1 ? Infinity : index;
    };
    const starting = entries.filter((e) => rank(e) < Infinity).sort((a, b) => rank(a) - rank(b));
    const containing = entries.filter((e) => keysOf(e).some((key) => key.includes(letters)));
    return [...new Set([...starting, ...fuzzy, ...containing])];
  };
}

/** Where a row findRows found leads: its list, searched for what finds it there. That is the key typed, but for a row
 * found by its id or through another list (an account by `#12`, a custodial user by an address), which its own list's
 * search would not find by it: the server then names the row's own key (`row.key`: the account's name, the user's
 * number). */
export function foundRowPath(row: Pick<Schema<'FoundRow'>, 'screen' | 'key'>, typed: string): string {
  return `${row.screen}?key=${encodeURIComponent(row.key ?? typed)}`;
}
