// From/to dates as Unix milliseconds (the list calls' `from`/`to`); `to` covers its whole day. One button shows
// the range (YYYY-MM-DD – YYYY-MM-DD) and opens the console's calendar (CalendarPopover, loaded when first
// opened, month and day names in the console's language); a second click on a day ends the range. No browser
// date input: those speak the browser's locale ("mm/dd/yyyy" inside the Chinese UI) and widen a phone's page.
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { cx } from '@/components/ui';
import { fieldClass } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';
import { lazyNamed } from '@/lib/lazy';
import { CalendarGlyph } from './CalendarGlyph';

const CalendarPopover = lazyNamed(() => import('./CalendarPopover'), 'CalendarPopover');

interface Props {
  id: string;
  from: number | undefined;
  to: number | undefined;
  onChange: (range: { from: number | undefined; to: number | undefined }) => void;
}

const day = (ms: number | undefined) => (ms ? formatDateTime(ms, 'YYYY-MM-DD') : '');
const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const endOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999).getTime();

export function DateRangePicker({ id, from, to, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The first day clicked while the calendar is open starts a new range; the second ends it.
  const [first, setFirst] = useState<Date | undefined>(undefined);
  const toggle = (next: boolean) => {
    setOpen(next);
    setFirst(undefined);
  };
  const button = useRef<HTMLButtonElement>(null);
  const empty = !from && !to;
  const text = empty ? `${t('screens.ui.dateFrom')} – ${t('screens.ui.dateTo')}` : `${day(from) || '…'} – ${day(to) || '…'}`;
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <button
        ref={button}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => toggle(!open)}
        className={cx('ui-control inline-flex w-60 max-w-full items-center justify-between gap-2 text-left tabular-nums', fieldClass)}
      >
        <span className={cx('truncate', empty && 'text-fg-muted')}>{text}</span>
        <CalendarGlyph className="shrink-0 text-fg-muted" />
      </button>
      {!empty && (
        <button
          type="button"
          aria-label={t('screens.ui.clearDates')}
          onClick={() => onChange({ from: undefined, to: undefined })}
          className="rounded p-1 text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {open && (
        <Suspense>
          <CalendarPopover
            anchor={button}
            open
            onOpenChange={toggle}
            label={t('screens.ui.calendar')}
            mode="range"
            selected={
              first
                ? { from: first, to: undefined }
                : from || to
                  ? { from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }
                  : undefined
            }
            onSelect={(_range, clicked) => {
              if (!first) return setFirst(clicked);
              const [start, end] = clicked < first ? [clicked, first] : [first, clicked];
              onChange({ from: startOf(start), to: endOf(end) });
              toggle(false);
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
