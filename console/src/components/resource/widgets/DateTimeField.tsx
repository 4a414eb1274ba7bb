// A moment (Unix ms, the contract's TimeMs) typed as YYYY-MM-DD HH:mm in local time, the spec's date format,
// the same in every browser and language (a native date-time input shows the browser's locale instead).
// Empty means 0, the contract's "no limit". Text that is not a date stays as typed, so the form's rule refuses it.
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { Input } from '@/components/ui';
import type { FieldWidgetProps } from './registry';

const FORMAT = 'YYYY-MM-DD HH:mm';
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/** The text shown for a value: '' for 0 or nothing. */
export function formatMoment(value: unknown): string {
  const ms = Number(value);
  return typeof value === 'string' && !PATTERN.test(value) && Number.isNaN(ms) ? value : ms > 0 ? dayjs(ms).format(FORMAT) : '';
}

/** Unix ms of a typed moment; 0 for empty; undefined when the text is not a real date and time. */
export function parseMoment(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const found = PATTERN.exec(trimmed);
  if (!found) return undefined;
  const [, y, mo, d, h = '00', mi = '00'] = found;
  const moment = dayjs(`${y}-${mo}-${d}T${h}:${mi}`);
  // dayjs rolls 2026-02-30 over to March: a real date formats back to what was typed.
  return moment.isValid() && moment.format('YYYY-MM-DD HH:mm') === `${y}-${mo}-${d} ${h}:${mi}` ? moment.valueOf() : undefined;
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
  // Follow the form when it changes the value (a reset, a loaded row), not while the operator types.
  useEffect(() => {
    setText((current) => (parseMoment(current) === Number(value) ? current : formatMoment(value)));
  }, [value]);
  return (
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
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseMoment(event.target.value) ?? event.target.value);
      }}
    />
  );
}
