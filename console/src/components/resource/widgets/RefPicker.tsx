// The picker of every field the contract marks `x-ref: <resource>` (a token, an exchange, a DApp): an ARIA
// combobox over the resource's lookup, which every signed-in operator may call. It searches as the operator types,
// lists a page at a time ("more" loads the next), stores the row's id and shows its label (the lookup row's
// x-label fields). Choosing a row also fills the form's other reference fields the row carries (a token's
// blockchain_id), so a form never asks for what the chosen row already says. With `x-ref-scope` it is the child
// of a parent → child pair: it lists only the rows of the parent the form holds (a class's subclasses).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { Input } from '@/components/ui';
import { toText } from '@wallet-admin/sdk';
import type { FieldSchema } from '@/lib/contract';
import { useOperation, type Page } from '@/lib/query';
import type { WidgetProps } from '@/lib/screen';
import { rankByMatch } from '@/lib/rank';
import { refLabel, useRefRow, type RefRow } from './refRows';

type Reference = NonNullable<FieldSchema['reference']>;
const PAGE = 20;
/** The spec's DApp search (§9): start 0, count 100, version 10.0.0. */
const APP_SEARCH = { start: 0, count: 100, version: '10.0.0' } as const;

function useDebounced(text: string, ms = 250) {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return value;
}

export default function RefPicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  disabled,
  reference,
}: WidgetProps & { reference: Reference }) {
  const { t } = useTranslation();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const listId = useId();
  const [text, setText] = useState('');
  const [edited, setEdited] = useState(false);
  // The current value's label (the row just chosen, else the lookup by id), until the operator types.
  const [chosen, setChosen] = useState<RefRow>();
  const looked = useRefRow(reference, chosen && chosen.id === Number(value) ? undefined : value);
  const current = chosen && chosen.id === Number(value) ? chosen : looked;
  useEffect(() => {
    if (!edited) setText(current ? refLabel(reference, current) : value ? `#${toText(value)}` : '');
  }, [current, edited, reference, value]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [count, setCount] = useState(PAGE);
  const key = useDebounced(edited ? text.trim() : '');
  useEffect(() => setCount(PAGE), [key]);
  // A child picker (x-ref-scope) lists the rows of the parent the form holds, and forgets its value when the parent changes.
  const parent = reference.scope && form ? (form.watch(reference.scope) as unknown) : undefined;
  const scoped = reference.scope ? { [reference.scope]: parent } : {};
  const lastParent = useRef(parent);
  useEffect(() => {
    if (lastParent.current === parent) return;
    if (lastParent.current !== undefined && value) onChange(undefined);
    lastParent.current = parent;
  }, [parent, value, onChange]);
  const waiting = Boolean(reference.scope && form && (parent === undefined || parent === ''));
  // A resource with a search of its own (x-references: the DApp picker's, the app's DApp search) is searched the way the
  // spec calls it: start 0, count 100, version 10.0.0, in the form's language when it has one. Its rows name the row's
  // id `hid`.
  const lang = reference.search && form ? (form.watch('lang') as unknown) : undefined;
  const query = reference.search
    ? { ...APP_SEARCH, key, ...(typeof lang === 'string' && lang ? { lang } : {}) }
    : { start: 0, count, key, ...scoped };
  const search = useOperation<Page<RefRow>>(reference.search ?? reference.lookup, { query }, open && !waiting);
  const answered = reference.search
    ? (search.data?.list ?? []).map((row): RefRow => ({ ...row, id: Number(row.id ?? (row as { hid?: unknown }).hid) }))
    : search.data?.list;
  // Exact and prefix matches of the label first (rank.ts): "Eth" puts Ethereum before the chains whose coin is ETH.
  const hits = rankByMatch<RefRow>(answered ?? [], key, (row) => reference.label.map((field) => toText(row[field] ?? '')));
  const more = !reference.search && (search.data?.total ?? 0) > hits.length;

  const choose = (hit: RefRow) => {
    setChosen(hit);
    setText(refLabel(reference, hit));
    setEdited(false);
    setOpen(false);
    onChange(hit.id);
    // Other reference fields of the form the chosen row answers (name ends in _id), e.g. a token's chain.
    if (form) {
      const fields = form.getValues() as Record<string, unknown>;
      for (const [field, v] of Object.entries(hit))
        if (field !== name && field.endsWith('_id') && field in fields) form.setValue(field, v, { shouldValidate: true });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !open) setOpen(true);
    else if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
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
        disabled={disabled || waiting}
        value={text}
        placeholder={t('screens.ui.refPlaceholder')}
        onFocus={(e) => {
          setOpen(true);
          // A filled picker shows its label: typing replaces it, never searches `AUDB · AuditB Token v2AUDB`.
          e.currentTarget.select();
        }}
        onChange={(e) => {
          setText(e.target.value);
          setEdited(true);
          setOpen(true);
          setActive(0);
          // Clearing the box clears the value (a filter back to "all").
          if (e.target.value === '' && value) onChange(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setTimeout(() => setOpen(false), 150);
          onBlur();
        }}
      />
      {open && (
        <div className="absolute z-50 mt-1 w-full min-w-56 rounded-md border border-border bg-surface p-1 shadow-lg">
          <ul id={listId} role="listbox" aria-label={t('screens.ui.refPlaceholder')} className="max-h-64 overflow-auto">
            {hits.length === 0 && (
              <li role="presentation" className="px-2.5 py-1.5 text-fg-muted">
                {search.isFetching ? t('screens.ui.loading') : t('screens.ui.noMatches')}
              </li>
            )}
            {hits.map((hit, index) => (
              // Keys are the combobox input's (arrows, Enter with aria-activedescendant); a click is the mouse's way.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={hit.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onClick={() => choose(hit)}
                onMouseDown={(e) => e.preventDefault()}
                className="cursor-pointer rounded px-2.5 py-1.5 aria-selected:bg-primary-50 aria-selected:text-primary-800 dark:aria-selected:bg-primary-900/50 dark:aria-selected:text-primary-100"
              >
                {refLabel(reference, hit)} <span className="text-fg-muted">#{hit.id}</span>
              </li>
            ))}
          </ul>
          {/* The next page: outside the listbox, whose children are options only. */}
          {more && (
            <button
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => setCount((c) => c + PAGE)}
              className="w-full rounded px-2.5 py-1.5 text-left text-primary-ink hover:bg-surface-muted"
            >
              {search.isFetching ? t('screens.ui.loading') : t('screens.ui.more')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
