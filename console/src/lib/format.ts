// Display formatters shared by every screen. Dates accept what the API and the forms produce:
// Date objects, Unix milliseconds, 10-digit Unix seconds (number or digit string) and ISO strings.
// Every moment is shown in the business time zone (business-time.ts), never the browser's.
import i18n from '@/i18n';
import { formatInstant, parseBusinessMoment } from './business-time';

export type DateInput = Date | number | string | null | undefined;

const EMPTY = '-';

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let input: Date | number | string = value;
  if (typeof input === 'string' && /^\d+$/.test(input)) input = Number(input);
  // Ten digits or fewer are seconds: milliseconds that small would be January 1970.
  if (typeof input === 'number' && Math.abs(input) < 1e10) input *= 1000;
  // A date or moment typed without a zone is the business zone's (Date alone would read it as UTC or the browser's).
  if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/.test(input)) return instant(parseBusinessMoment(input));
  return instant(new Date(input).getTime());
}

const instant = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? undefined : new Date(ms));

/** A moment as the product shows it everywhere: YYYY-MM-DD HH:mm:ss in the business time zone (business-time.ts),
 * whatever zone the browser is in; another pattern of dayjs's tokens for file names and dates alone. */
export function formatDateTime(value: DateInput, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const date = toDate(value);
  return date ? formatInstant(date.getTime(), pattern) : EMPTY;
}

const HALF_DAY = 12 * 3_600_000;

/**
 * A business day (common.yaml#/BusinessDay: the Unix ms of its midnight in the business time zone) as its date,
 * YYYY-MM-DD, wherever the browser is: the UTC date of the value plus 12 hours is that date for any business zone
 * from UTC-11:59 to UTC+12, so the console needs no copy of the server's setting.
 */
export function formatBusinessDay(value: number): string {
  return Number.isFinite(value) ? new Date(value + HALF_DAY).toISOString().slice(0, 10) : EMPTY;
}

/** A moment column's text: a business day as its date, any other moment as date and time. */
export const formatMoment = (value: number, ref?: string): string =>
  ref === 'BusinessDay' ? formatBusinessDay(value) : formatDateTime(value);

/** 刚刚 / N分钟前 / N小时前 / 1天前 (wording from the catalogue), then the moment in the product's one format. */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  const time = toDate(value);
  if (!time) return EMPTY;
  const seconds = (now - time.getTime()) / 1000;
  if (seconds < 30) return i18n.t('format.justNow');
  if (seconds < 3600) return i18n.t('format.minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds < 86400) return i18n.t('format.hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds < 86400 * 2) return i18n.t('format.oneDayAgo');
  return formatDateTime(time);
}

const COMPACT_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 → 1.2k, 2500000 → 2.5M; trailing zeros are dropped (1000 → 1k). */
export function formatCompactNumber(num: number, digits = 1): string {
  const unit = COMPACT_UNITS.find((u) => Math.abs(num) >= u.value);
  if (!unit) return String(num);
  return (num / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1') + unit.symbol;
}

/** 1234567.89 → 1,234,567.89 (only the integer part is grouped). */
export function formatThousands(num: number | string): string {
  const value = Number(num) || 0;
  return String(value).replace(/^-?\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, ','));
}
