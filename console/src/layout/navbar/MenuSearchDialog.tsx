// Command-palette style search over the held screens: type, move with ↑/↓, Enter opens.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/icons';
import { createMenuSearch, searchEntries, type SearchEntry } from './menu-search';

export default function MenuSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const held = useStore(routeData, (data) => data?.held);
  const search = useMemo(() => createMenuSearch(searchEntries(held ?? [])), [held]);
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState(0);
  const results = useMemo(() => search(query).slice(0, 12), [search, query]);

  const open = (entry: SearchEntry | undefined) => {
    if (!entry) return;
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
                key={entry.path}
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
                <span className="shrink-0 font-mono text-xs text-fg-muted">{entry.path}</span>
              </li>
            ))}
          </ul>
          {query.trim() && results.length === 0 && <p className="px-4 pb-4 text-sm text-fg-muted">{t('navbar.searchEmpty')}</p>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
