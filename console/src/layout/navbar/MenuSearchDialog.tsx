// Command-palette style search over the held screens and their rows (findRows: a token by its address, a DApp by its
// URL, a version, an OTC order, a flash-exchange order, an address label, an account by its name or id (`#12`), a
// custodial user by one of its wallet addresses; the server answers only the screens the user holds): type, move with
// ↑/↓, Enter opens the screen, or a row's list searched for it (foundRowPath). With nothing typed it offers the
// operator's recent searches (recent-searches.ts). Esc (or a click outside) closes it and gives the focus back to
// whatever had it before it opened.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Schema } from '@wallet-admin/sdk';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/icons';
import { operationQuery } from '@/lib/query';
import { createMenuSearch, foundRowPath, searchEntries, type SearchEntry } from './menu-search';
import { recentSearches, rememberSearch } from './recent-searches';

/** A line of the list: a screen (its path beside its title), or a found row (its screen's title beside its label). */
type Result = Pick<SearchEntry, 'path' | 'title'> & { detail?: string; recent?: boolean };

/** The rows the server finds for `query`, asked for once typing pauses (2 characters or more). */
function useFoundRows(query: string) {
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const found = useQuery({
    ...operationQuery<Schema<'FoundRow'>[]>('findRows', { query: { key } }),
    enabled: [...key].length >= 2,
    placeholderData: keepPreviousData,
  });
  return { key, rows: [...key].length >= 2 ? (found.data ?? []) : [] };
}

export default function MenuSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const held = useStore(routeData, (data) => data?.held);
  const entries = useMemo(() => searchEntries(held ?? []), [held]);
  const search = useMemo(() => createMenuSearch(entries), [entries]);
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState(0);
  const found = useFoundRows(query);
  const [recent] = useState(recentSearches);
  // What had the focus when the palette opened (read while it first renders, before the input takes the focus). Radix
  // gives the focus back to the dialog's Trigger, and the palette has none (Ctrl+K or the top bar's button open it),
  // so without this a dismissed palette left the focus on the body.
  const [returnTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  /** Set when a line is opened: the page changes, and the focus is the new page's, not the old element's. */
  const chosen = useRef(false);
  const results = useMemo((): Result[] => {
    if (!query.trim()) return recent.map((search) => ({ path: search, title: search, detail: t('navbar.recent'), recent: true }));
    const screens = search(query).slice(0, 8);
    const titles = new Map(entries.map((entry) => [entry.path, entry.title]));
    const rows = found.rows.map((row): Result => ({
      path: foundRowPath(row, found.key),
      title: row.label,
      detail: titles.get(row.screen) ?? row.screen,
    }));
    return [...screens, ...rows];
  }, [search, query, entries, found, recent, t]);

  const open = (entry: Result | undefined) => {
    if (!entry) return;
    if (entry.recent) {
      setQuery(entry.title);
      setIndex(0);
      return;
    }
    rememberSearch(query);
    chosen.current = true;
    onClose();
    void router.navigate({ href: entry.path });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move && results.length) {
      event.preventDefault();
      setIndex((current) => (current + move + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[index]);
    }
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (chosen.current || !returnTo?.isConnected) return;
            event.preventDefault();
            returnTo.focus();
          }}
          className="fixed top-[12vh] left-1/2 z-50 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-surface shadow-2xl"
        >
          <DialogPrimitive.Title className="sr-only">{t('navbar.search')}</DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b border-border px-4">
            <Icon name="search" size={18} className="text-fg-muted" />
            <input
              autoFocus
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls={`${id}-list`}
              aria-activedescendant={results[index] ? `${id}-${index}` : undefined}
              aria-label={t('navbar.search')}
              placeholder={t('navbar.searchPlaceholder')}
              className="h-12 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-fg-muted"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setIndex(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <ul id={`${id}-list`} role="listbox" aria-label={t('navbar.search')} className="max-h-80 overflow-y-auto p-1.5">
            {results.map((entry, i) => (
              // Keys are the combobox input's (arrows, Enter with aria-activedescendant); a click is the mouse's way.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${entry.path}:${entry.title}`}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === index}
                onMouseEnter={() => setIndex(i)}
                onClick={() => open(entry)}
                className={cx(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm',
                  i === index && 'bg-primary-50 text-primary-800 dark:bg-primary-900/50 dark:text-primary-100',
                )}
              >
                <span className="truncate">{entry.title}</span>
                <span className={cx('shrink-0 text-xs text-fg-muted', !entry.detail && 'font-mono')}>{entry.detail ?? entry.path}</span>
              </li>
            ))}
          </ul>
          {query.trim() && results.length === 0 && <p className="px-4 pb-4 text-sm text-fg-muted">{t('navbar.searchEmpty')}</p>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
