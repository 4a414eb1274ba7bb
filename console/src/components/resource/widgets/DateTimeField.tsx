// A moment (Unix ms, the contract's TimeMs) typed as YYYY-MM-DD HH:mm in the business time zone (the one every list
// shows and filters in, lib/business-time.ts, whatever the browser's zone), the spec's date format, or with
// seconds as the lists show a moment (2026-12-10 00:00:00, pasted from a list, is taken; shown with its seconds if any),
// the same in every browser and language (a native date-time input shows the browser's locale instead).
// Empty means 0, the contract's "no limit". Text that is not a date stays as typed, so the form's rule refuses it.
// The button beside it opens the console's calendar (CalendarPopover, in the console's language), which sets
// the day and keeps the typed time.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui';
import { calendarDate, calendarDay, formatInstant, parseBusinessMoment } from '@/lib/business-time';
import { lazyNamed } from '@/lib/lazy';
import { CalendarGlyph } from './CalendarGlyph';
import type { FieldWidgetProps } from './registry';

const CalendarPopover = lazyNamed(() => import('./CalendarPopover'), 'CalendarPopover');

const FORMAT = 'YYYY-MM-DD HH:mm';
const WITH_SECONDS = 'YYYY-MM-DD HH:mm:ss';

/** The text shown for a value: '' for 0 or nothing; seconds only when the moment has some. */
export function formatMoment(value: unknown): string {
  const ms = Number(value);
  if (typeof value === 'string' && Number.isNaN(ms) && parseBusinessMoment(value) === undefined) return value;
  if (!(ms > 0)) return '';
  return formatInstant(ms, formatInstant(ms, 'ss') === '00' ? FORMAT : WITH_SECONDS);
}

/** Unix ms of a typed moment; 0 for empty; undefined when the text is not a real date and time. */
export function parseMoment(text: string): number | undefined {
  return text.trim() === '' ? 0 : parseBusinessMoment(text);
}

export function DateTimeField({
  id,
  name,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  disabled,
  required,
  label,
  labels,
}: FieldWidgetProps) {
  const [text, setText] = useState(() => formatMoment(value));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const set = (next: string) => {
    setText(next);
    onChange(parseMoment(next) ?? next);
  };
  const moment = parseMoment(text);
  // Follow the form when it changes the value (a reset, a loaded row), not while the operator types.
  useEffect(() => {
    setText((current) => (parseMoment(current) === Number(value) ? current : formatMoment(value)));
  }, [value]);
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        name={name}
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        placeholder={labels.t('screens.ui.dateTimePlaceholder')}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        onBlur={onBlur}
        onChange={(event) => set(event.target.value)}
      />
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-label={labels.t('screens.ui.pickDate')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="ui-control inline-flex shrink-0 items-center rounded-md border border-border px-2.5 text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-50"
      >
        <CalendarGlyph />
      </button>
      {open && (
        <Suspense>
          <CalendarPopover
            anchor={button}
            open
            onOpenChange={setOpen}
            label={labels.t('screens.ui.calendar')}
            mode="single"
            selected={moment ? calendarDay(moment) : undefined}
            onSelect={(day) => {
              if (!day) return;
              const time = moment ? formatInstant(moment, 'HH:mm') : '00:00';
              set(`${calendarDate(day)} ${time}`);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
