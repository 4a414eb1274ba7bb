// A DApp picked by name (the spec's DApp name autocomplete): the DApp lookup, which every signed-in operator may
// call, lists titles as the operator types (start 0, count 100 as the spec's DApp search); the value is the DApp's
// id, shown by its title. An ARIA combobox with a listbox.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@wallet-admin/sdk';
import { Input } from '@/components/ui';
import { useOperation, type Page } from '@/lib/query';
import type { WidgetProps } from '@/lib/screen';
import { toText } from '@wallet-admin/sdk';

type Hit = Schema<'ApplicationOption'>;
const DAPP_SEARCH = { start: 0, count: 100 } as const;

function useDebounced(text: string, ms = 250) {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return value;
}

export default function DappAutocomplete({ id, value, onChange, onBlur, invalid, describedBy, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(value ? `#${toText(value)}` : '');
  // The current value's title replaces its `#id` once known.
  const current = useOperation<Page<Hit>>('lookupApplication', { query: { id: Number(value) } }, Boolean(value) && text === `#${toText(value)}`);
  const currentTitle = current.data?.list[0]?.title;
  useEffect(() => {
    if (currentTitle) setText(currentTitle);
  }, [currentTitle]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const key = useDebounced(text.trim());
  const search = useOperation<Page<Hit>>('lookupApplication', { query: { ...DAPP_SEARCH, key } }, open && key !== '' && !key.startsWith('#'));
  const hits = search.data?.list ?? [];

  const choose = (hit: Hit) => {
    setText(hit.title);
    setOpen(false);
    onChange(hit.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && open && hits[active]) choose(hits[active]);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && hits[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        value={text}
        placeholder={t('screens.ui.dappPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setTimeout(() => setOpen(false), 150);
          onBlur();
        }}
      />
      {open && key !== '' && (
        <ul id={listId} role="listbox" className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border border-border bg-surface p-1 shadow-lg">
          {hits.length === 0 && <li className="px-2.5 py-1.5 text-fg-muted">{search.isFetching ? t('screens.ui.loading') : t('screens.ui.noMatches')}</li>}
          {hits.map((hit, index) => (
            // Keys are the combobox input's (arrows, Enter with aria-activedescendant); a click is the mouse's way.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={hit.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(hit)}
              className="cursor-pointer rounded px-2.5 py-1.5 aria-selected:bg-primary-50 aria-selected:text-primary-800 dark:aria-selected:bg-primary-900/50 dark:aria-selected:text-primary-100"
            >
              {hit.title} <span className="text-fg-muted">#{hit.id}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
