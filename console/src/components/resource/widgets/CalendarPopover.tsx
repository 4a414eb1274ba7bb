// The one date picker of the console (react-day-picker in a Radix popover), loaded when it first opens: month
// and weekday names in the console's language (zh-CN or en-US), a single day for a moment field, a range for the
// date-range filter (its presets and typed dates above the calendar). Anchored to the control that opened it, which
// gets focus back when it closes.
import type { ReactNode, RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { useTranslation } from '@/i18n/react';
import 'react-day-picker/style.css';

interface Common {
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's accessible name. */
  label: string;
  /** Shown above the calendar (the date filter's presets and typed dates). */
  header?: ReactNode;
}
type Props =
  | (Common & { mode: 'single'; selected: Date | undefined; onSelect: (day: Date | undefined) => void })
  | (Common & { mode: 'range'; selected: DateRange | undefined; onSelect: (range: DateRange | undefined, day: Date) => void });

/** The calendar's colours are the console's (theme and dark mode follow). */
const THEME =
  '[--rdp-accent-color:var(--color-primary-solid)] [--rdp-accent-background-color:var(--color-primary-50)] [--rdp-day-height:2.25rem] [--rdp-day-width:2.25rem] [--rdp-day_button-height:2.125rem] [--rdp-day_button-width:2.125rem] [--rdp-nav-height:2.25rem] text-sm text-fg';

export function CalendarPopover(props: Props) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? enUS : zhCN;
  const phone = typeof window !== 'undefined' && window.innerWidth < 640;
  const month = props.mode === 'single' ? props.selected : props.selected?.from;
  return (
    <Popover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Popover.Anchor virtualRef={props.anchor} />
      <Popover.Portal>
        <Popover.Content
          aria-label={props.label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.anchor.current?.focus();
          }}
          className="z-50 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-3 shadow-xl focus:outline-none"
        >
          {props.header}
          {props.mode === 'single' ? (
            <DayPicker
              className={THEME}
              locale={locale}
              mode="single"
              autoFocus
              defaultMonth={month}
              selected={props.selected}
              onSelect={props.onSelect}
            />
          ) : (
            <DayPicker
              className={THEME}
              locale={locale}
              mode="range"
              autoFocus
              numberOfMonths={phone ? 1 : 2}
              defaultMonth={month}
              selected={props.selected}
              onSelect={props.onSelect}
            />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
