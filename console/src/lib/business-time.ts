// The business time zone: the one clock of the console. The server's BUSINESS_UTC_OFFSET (getConsoleSettings, loaded
// with the routes after sign-in) is the zone the daily statistics bucket by; every moment is shown in it as
// YYYY-MM-DD HH:mm:ss, every date filter's days are its days, and every export's date cells are its wall clock, so one
// day's rows are that day's statistic whatever zone the browser is in. No date library: a fixed offset needs none.

/** Minutes east of UTC (480 is UTC+8, the server's default, until the server's answer is in). */
let offsetMinutes = 480;

const DAY_MS = 86_400_000;

/** The business zone's offset in minutes east of UTC. */
export const businessOffset = (): number => offsetMinutes;

/** Sets the zone from the server's answer (getConsoleSettings). */
export function setBusinessOffset(minutes: number): void {
  if (Number.isInteger(minutes) && minutes >= -720 && minutes <= 840) offsetMinutes = minutes;
}

/** The zone as operators read it: UTC+8, UTC-5, UTC+5:30, UTC. */
export function zoneName(offset = offsetMinutes): string {
  if (offset === 0) return 'UTC';
  const minutes = Math.abs(offset) % 60;
  return `UTC${offset < 0 ? '-' : '+'}${Math.floor(Math.abs(offset) / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** A Date whose UTC fields are the business zone's wall clock at `ms` (what a spreadsheet's date cell stores). */
export const wallClock = (ms: number, offset = offsetMinutes): Date => new Date(ms + offset * 60_000);

// dayjs's tokens, longest first; [text] is literal.
const TOKENS = /\[[^\]]*\]|YYYY|MMM|MM|M|DD|D|HH|H|mm|m|ss|s/g;
const two = (n: number) => String(n).padStart(2, '0');

/** `ms` in the business zone by a pattern of dayjs's tokens (YYYY-MM-DD HH:mm:ss, the product's one format, by default). */
export function formatInstant(ms: number, pattern = 'YYYY-MM-DD HH:mm:ss', offset = offsetMinutes): string {
  const date = wallClock(ms, offset);
  const parts: Record<string, () => string> = {
    YYYY: () => String(date.getUTCFullYear()),
    MMM: () => date.toLocaleString('en', { month: 'short', timeZone: 'UTC' }),
    MM: () => two(date.getUTCMonth() + 1),
    M: () => String(date.getUTCMonth() + 1),
    DD: () => two(date.getUTCDate()),
    D: () => String(date.getUTCDate()),
    HH: () => two(date.getUTCHours()),
    H: () => String(date.getUTCHours()),
    mm: () => two(date.getUTCMinutes()),
    m: () => String(date.getUTCMinutes()),
    ss: () => two(date.getUTCSeconds()),
    s: () => String(date.getUTCSeconds()),
  };
  return pattern.replace(TOKENS, (token) => parts[token]?.() ?? token.slice(1, -1));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The instant of a moment typed in the business zone (YYYY-MM-DD, YYYY-MM-DD HH:mm or with seconds); undefined when
 * it is not a real date and time (2026-02-30 is not March 2). */
export function parseBusinessMoment(text: string, offset = offsetMinutes): number | undefined {
  const found = MOMENT.exec(text.trim());
  if (!found) return undefined;
  const [y, mo, d, h, mi, s] = found.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return undefined;
  return utc - offset * 60_000;
}

/** The business date (YYYY-MM-DD) `ms` falls on. */
export const businessDate = (ms: number, offset = offsetMinutes): string => formatInstant(ms, 'YYYY-MM-DD', offset);

/** The first instant of a business date (YYYY-MM-DD); undefined when it is not a real date. */
const businessDayStart = (date: string, offset = offsetMinutes): number | undefined =>
  DATE.test(date.trim()) ? parseBusinessMoment(date, offset) : undefined;

export interface InstantRange {
  from: number;
  to: number;
}

/** The instants a filter's business dates cover, both days whole: what the list calls' `from`/`to` filter on. */
export function businessDayRange(fromDate: string, toDate: string, offset = offsetMinutes): InstantRange | undefined {
  const from = businessDayStart(fromDate, offset);
  const last = businessDayStart(toDate, offset);
  if (from === undefined || last === undefined) return undefined;
  const [start, end] = from <= last ? [from, last] : [last, from];
  return { from: start, to: end + DAY_MS - 1 };
}

export const DATE_PRESETS = ['today', 'yesterday', 'last7'] as const;
type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset's business days at `now`: today, yesterday, or the last 7 days (today and the 6 before). */
export function presetRange(preset: DatePreset, now = Date.now(), offset = offsetMinutes): InstantRange {
  const today = businessDate(now, offset);
  const start = businessDayStart(today, offset) ?? now;
  // Whole days back of the first and of the last day.
  const [first, last] = ({ today: [0, 0], yesterday: [1, 1], last7: [6, 0] } as const)[preset];
  return { from: start - first * DAY_MS, to: start - last * DAY_MS + DAY_MS - 1 };
}

/** The business day `days` before the one `now` falls on, as its first instant (a list's default range start). */
export const businessDaysBack = (days: number, now = Date.now(), offset = offsetMinutes): number =>
  (businessDayStart(businessDate(now, offset), offset) ?? now) - days * DAY_MS;

/** The calendar widget's day (a browser-local Date: the calendar only draws dates) of the business date of `ms`. */
export function calendarDay(ms: number, offset = offsetMinutes): Date {
  const [y = 0, m = 1, d = 1] = businessDate(ms, offset).split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** The date (YYYY-MM-DD) of a day the calendar widget gives (a browser-local Date). */
export const calendarDate = (day: Date): string => `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
