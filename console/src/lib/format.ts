// Display formatters shared by every screen. Dates accept what the API and the forms produce:
// Date objects, Unix milliseconds, 10-digit Unix seconds (number or digit string) and ISO strings.
import dayjs from 'dayjs';
import i18n from '@/i18n';

export type DateInput = Date | number | string | null | undefined;

const EMPTY = '-';

function toDayjs(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let input: Date | number | string = value;
  if (typeof input === 'string' && /^\d+$/.test(input)) input = Number(input);
  // Ten digits or fewer are seconds: milliseconds that small would be January 1970.
  if (typeof input === 'number' && Math.abs(input) < 1e10) input *= 1000;
  const parsed = dayjs(input);
  return parsed.isValid() ? parsed : undefined;
}

export function formatDateTime(value: DateInput, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return toDayjs(value)?.format(pattern) ?? EMPTY;
}

/** 刚刚 / N分钟前 / N小时前 / 1天前 / M月D日H时m分 (wording from the catalogue). */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  const time = toDayjs(value);
  if (!time) return EMPTY;
  const seconds = (now - time.valueOf()) / 1000;
  if (seconds < 30) return i18n.t('format.justNow');
  if (seconds < 3600) return i18n.t('format.minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds < 86400) return i18n.t('format.hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds < 86400 * 2) return i18n.t('format.oneDayAgo');
  return time.format(i18n.t('format.datePattern'));
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
