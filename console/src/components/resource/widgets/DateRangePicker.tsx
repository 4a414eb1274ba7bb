// From/to as Unix milliseconds (the list calls' `from`/`to`), whole days of the business time zone (the statistics'
// day, lib/business-time.ts), whatever zone the browser is in: `from` is the first day's first instant, `to` the last
// day's last. One button shows the range (YYYY-MM-DD – YYYY-MM-DD) with the zone beside it (UTC+8), and opens the
// console's calendar (CalendarPopover, loaded when first opened, month and day names in the console's language) with
// presets (today, yesterday, the last 7 days) and the two dates to type above it; a second click on a day ends the
// range. No browser date input: those speak the browser's locale ("mm/dd/yyyy" inside the Chinese UI) and widen a
// phone's page.
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button, Input, cx } from '@/components/ui';
import { fieldClass } from '@/components/ui/input';
import {
  DATE_PRESETS,
  businessDate,
  businessDayRange,
  calendarDate,
  calendarDay,
  presetRange,
  type InstantRange,
} from '@/lib/business-time';
import { lazyNamed } from '@/lib/lazy';
import { CalendarGlyph } from './CalendarGlyph';
import { ZoneHint } from './ZoneHint';

const CalendarPopover = lazyNamed(() => import('./CalendarPopover'), 'CalendarPopover');

interface Props {
  id: string;
  from: number | undefined;
  to: number | undefined;
  onChange: (range: { from: number | undefined; to: number | undefined }) => void;
}

const day = (ms: number | undefined) => (ms ? businessDate(ms) : '');
const PRESET_LABELS = { today: 'screens.ui.today', yesterday: 'screens.ui.yesterday', last7: 'screens.ui.last7Days' } as const;

export function DateRangePicker({ id, from, to, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The first day clicked while the calendar is open starts a new range; the second ends it.
  const [first, setFirst] = useState<Date | undefined>(undefined);
  const [typed, setTyped] = useState({ from: '', to: '' });
  const [invalid, setInvalid] = useState(false);
  const toggle = (next: boolean) => {
    setOpen(next);
    setFirst(undefined);
    setTyped({ from: day(from), to: day(to) });
    setInvalid(false);
  };
  const pick = (range: InstantRange) => {
    onChange(range);
    toggle(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // No end typed: up to today.
    const range = businessDayRange(typed.from, typed.to || businessDate(Date.now()));
    if (range) pick(range);
    else setInvalid(true);
  };
  const button = useRef<HTMLButtonElement>(null);
  const empty = !from && !to;
  const text = empty ? `${t('screens.ui.dateFrom')} – ${t('screens.ui.dateTo')}` : `${day(from) || '…'} – ${day(to) || '…'}`;
  const header = (
    <div className="mb-2 flex max-w-[36rem] flex-col gap-2">
      <div role="group" aria-label={t('screens.ui.datePresets')} className="flex flex-wrap gap-1.5">
        {DATE_PRESETS.map((preset) => (
          <Button key={preset} size="sm" onClick={() => pick(presetRange(preset))}>
            {t(PRESET_LABELS[preset])}
          </Button>
        ))}
      </div>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-1.5">
        {(['from', 'to'] as const).map((end) => (
          <Input
            key={end}
            aria-label={t(end === 'from' ? 'screens.ui.dateFrom' : 'screens.ui.dateTo')}
            placeholder="YYYY-MM-DD"
            inputMode="numeric"
            autoComplete="off"
            value={typed[end]}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-invalid` : undefined}
            onChange={(event) => setTyped({ ...typed, [end]: event.target.value })}
            className="w-32 tabular-nums"
          />
        ))}
        <Button type="submit" size="sm" variant="primary">
          {t('screens.ui.applyDates')}
        </Button>
        {invalid && (
          <span id={`${id}-invalid`} role="alert" className="w-full text-xs text-danger">
            {t('screens.ui.dateInvalid')}
          </span>
        )}
      </form>
    </div>
  );
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <button
        ref={button}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={`${id}-zone`}
        onClick={() => toggle(!open)}
        className={cx('ui-control inline-flex w-60 max-w-full items-center justify-between gap-2 text-left tabular-nums', fieldClass)}
      >
        <span className={cx('truncate', empty && 'text-fg-muted')}>{text}</span>
        <CalendarGlyph className="shrink-0 text-fg-muted" />
      </button>
      <ZoneHint id={`${id}-zone`} spoken />
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
            header={header}
            mode="range"
            selected={
              first
                ? { from: first, to: undefined }
                : from || to
                  ? { from: from ? calendarDay(from) : undefined, to: to ? calendarDay(to) : undefined }
                  : undefined
            }
            onSelect={(_range, clicked) => {
              if (!first) return setFirst(clicked);
              const [start, end] = clicked < first ? [clicked, first] : [first, clicked];
              const range = businessDayRange(calendarDate(start), calendarDate(end));
              if (range) pick(range);
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
