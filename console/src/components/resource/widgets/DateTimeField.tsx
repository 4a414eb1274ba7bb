// A moment (Unix ms, the contract's TimeMs) typed as YYYY-MM-DD HH:mm in local time, the spec's date format, or with
// seconds as the lists show a moment (2026-12-10 00:00:00, pasted from a list, is taken; shown with its seconds if any),
// the same in every browser and language (a native date-time input shows the browser's locale instead).
// Empty means 0, the contract's "no limit". Text that is not a date stays as typed, so the form's rule refuses it.
// The button beside it opens the console's calendar (CalendarPopover, in the console's language), which sets
// the day and keeps the typed time.
import { Suspense, useEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { Input } from '@/components/ui';
import { lazyNamed } from '@/lib/lazy';
import { CalendarGlyph } from './CalendarGlyph';
import type { FieldWidgetProps } from './registry';

const CalendarPopover = lazyNamed(() => import('./CalendarPopover'), 'CalendarPopover');

const FORMAT = 'YYYY-MM-DD HH:mm';
const WITH_SECONDS = 'YYYY-MM-DD HH:mm:ss';
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The text shown for a value: '' for 0 or nothing; seconds only when the moment has some. */
export function formatMoment(value: unknown): string {
  const ms = Number(value);
  if (typeof value === 'string' && !PATTERN.test(value) && Number.isNaN(ms)) return value;
  if (!(ms > 0)) return '';
  const moment = dayjs(ms);
  return moment.format(moment.second() ? WITH_SECONDS : FORMAT);
}

/** Unix ms of a typed moment; 0 for empty; undefined when the text is not a real date and time. */
export function parseMoment(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const found = PATTERN.exec(trimmed);
  if (!found) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = found;
  const moment = dayjs(`${y}-${mo}-${d}T${h}:${mi}:${s}`);
  // dayjs rolls 2026-02-30 over to March: a real date formats back to what was typed.
  return moment.isValid() && moment.format(WITH_SECONDS) === `${y}-${mo}-${d} ${h}:${mi}:${s}` ? moment.valueOf() : undefined;
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
            selected={moment ? new Date(moment) : undefined}
            onSelect={(day) => {
              if (!day) return;
              const time = moment ? dayjs(moment).format('HH:mm') : '00:00';
              set(`${dayjs(day).format('YYYY-MM-DD')} ${time}`);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
