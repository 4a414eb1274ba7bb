// The filters of a list, written to the URL (page back to 1). The search box applies on Enter or the
// search button; selects and dates apply at once.
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Input } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { lazyNamed } from '@/lib/lazy';
import type { Filter } from '@/lib/screen';
import type { Labels } from './labels';
import { ANY, clearedFilter, type ListState } from './listState';
import { CategoryPicker, CATEGORY_MEMORY_KEY } from './widgets/CategoryPicker';
import { ChainPicker } from './widgets/ChainPicker';
import { EnumSelect } from './widgets/EnumSelect';
import { LanguagePicker } from './widgets/LanguagePicker';
import { toText } from '@wallet-admin/sdk';

const RefPicker = lazy(() => import('./widgets/RefPicker'));
// Only lists with a date range load it (and its calendar only when opened).
const DateRangePicker = lazyNamed(() => import('./widgets/DateRangePicker'), 'DateRangePicker');

/** A free-text filter (a version): applies on Enter or when it loses focus. */
function TextFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(toText(value));
  useEffect(() => setText(toText(value)), [value]);
  const apply = () => onChange(text.trim() || undefined);
  return (
    <Input
      id={id}
      aria-label={label}
      placeholder={label}
      value={text}
      className="w-32"
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply();
        }
      }}
    />
  );
}

interface Props<E> {
  filters: readonly Filter<E>[];
  params: Readonly<Record<string, FieldSchema>>;
  labels: Labels;
  values: ListState['filters'];
  onChange: (patch: Record<string, unknown>) => void;
  onReset: () => void;
}

export function FilterBar<E>({ filters, params, labels, values, onChange, onReset }: Props<E>) {
  const id = useId();
  const [key, setKey] = useState(String(values.key ?? ''));
  useEffect(() => setKey(String(values.key ?? '')), [values.key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ key: key.trim() || undefined });
  };
  const all = labels.t('screens.ui.all');

  const control = (filter: Filter<E>) => {
    if (filter.input === 'search') {
      return (
        <Input
          id={`${id}key`}
          type="search"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          placeholder={labels.t('screens.ui.searchPlaceholder')}
          className="w-56"
        />
      );
    }
    if (filter.input === 'dateRange') {
      return (
        <Suspense>
          <DateRangePicker
            id={`${id}${filter.field}`}
            from={values.from as number | undefined}
            to={values.to as number | undefined}
            // Cleared (×): no range at all, not the default one back.
            onChange={(range) => onChange(range.from === undefined && range.to === undefined ? clearedFilter(filter) : range)}
          />
        </Suspense>
      );
    }
    const common = { id: `${id}${filter.field}`, value: values[filter.field], className: 'w-40' };
    const memory = filter.remember ?? (filter.input === 'category' ? CATEGORY_MEMORY_KEY : undefined);
    const set = (picked: unknown) => {
      const value = picked === undefined && filter.all ? ANY : picked;
      if (memory && value !== undefined) sessionStorage.setItem(memory, toText(value));
      onChange({ [filter.field]: value });
    };
    const allLabel = (filter.default === undefined && filter.input !== 'category') || filter.all ? all : undefined;
    if (filter.input === 'text')
      return <TextFilter id={common.id} label={labels.field(filter.field)} value={values[filter.field]} onChange={set} />;
    const reference = params[filter.field]?.reference;
    if (filter.input === 'ref' && reference) {
      return (
        <div className="w-56">
          <Suspense>
            <RefPicker
              id={common.id}
              name={filter.field}
              reference={reference}
              value={values[filter.field]}
              onChange={(value) => set(value || undefined)}
              onBlur={() => undefined}
              invalid={false}
            />
          </Suspense>
        </div>
      );
    }
    if (filter.input === 'category')
      return <CategoryPicker {...common} lang={values.lang as string | undefined} allLabel={allLabel} onChange={set} />;
    if (filter.input === 'chain') return <ChainPicker {...common} allLabel={allLabel} onChange={set} />;
    if (filter.input === 'language') return <LanguagePicker {...common} schema={params[filter.field]} allLabel={allLabel} onChange={set} />;
    const options = labels.options(params[filter.field], filter.options);
    // An enum with a value of that name (a push's platform `all`, 全部) keeps it; no filter reads 不限, not 全部 twice.
    const noFilter =
      allLabel !== undefined && options.some((option) => option.label === allLabel) ? labels.t('screens.ui.anyValue') : allLabel;
    return <EnumSelect {...common} allLabel={noFilter} options={options} onChange={set} />;
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {filters.map((filter) => {
        const name = filter.input === 'search' ? 'key' : filter.field;
        return (
          <div key={name} className="flex min-w-0 max-w-full items-center gap-2">
            <label htmlFor={`${id}${name}`} className="whitespace-nowrap text-fg-muted">
              {filter.input === 'search' ? labels.t('screens.ui.search') : labels.field(filter.field)}
            </label>
            {control(filter)}
          </div>
        );
      })}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {labels.t('screens.ui.search')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setKey('');
            onReset();
          }}
        >
          {labels.t('screens.ui.reset')}
        </Button>
      </div>
    </form>
  );
}
