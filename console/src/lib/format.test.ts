import { describe, expect, it } from 'vitest';
import { formatBusinessDay, formatCompactNumber, formatDateTime, formatMoment, formatRelativeTime, formatThousands } from './format';

// 2024-01-02 03:04:05 in the business zone (UTC+8, the default), whatever zone the test runs in.
const local = new Date(Date.UTC(2024, 0, 1, 19, 4, 5));

describe('formatDateTime', () => {
  it('formats dates, milliseconds, seconds and strings', () => {
    expect(formatDateTime(local)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(local.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(Math.floor(local.getTime() / 1000))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(Math.floor(local.getTime() / 1000)))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
  });
  it('takes a pattern', () => {
    expect(formatDateTime(local, 'YYYY/MM/DD')).toBe('2024/01/02');
    expect(formatDateTime(local, 'YYYYMMDD-HHmmss')).toBe('20240102-030405');
    expect(formatDateTime(local, 'MMM D, H:m:s [at] YYYY')).toBe('Jan 2, 3:4:5 at 2024');
    expect(formatDateTime('2024-01-02')).toBe('2024-01-02 00:00:00');
  });
  it('shows a dash for empty and invalid values', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatRelativeTime', () => {
  const now = local.getTime();
  it('says 刚刚 under 30 seconds', () => {
    expect(formatRelativeTime(now - 29_000, now)).toBe('刚刚');
  });
  it('rounds minutes and hours up', () => {
    expect(formatRelativeTime(now - 30_000, now)).toBe('1分钟前');
    expect(formatRelativeTime(now - 61_000, now)).toBe('2分钟前');
    expect(formatRelativeTime(now - 3_600_000, now)).toBe('1小时前');
    expect(formatRelativeTime(now - 3_601_000, now)).toBe('2小时前');
  });
  it('says 1天前 under two days and the date after', () => {
    expect(formatRelativeTime(now - 86_400_000, now)).toBe('1天前');
    expect(formatRelativeTime(Date.UTC(2023, 11, 25, 0, 5), now)).toBe('2023-12-25 08:05:00');
  });
  it('accepts seconds', () => {
    expect(formatRelativeTime(Math.floor(now / 1000) - 120, now)).toBe('2分钟前');
  });
});

describe('formatCompactNumber', () => {
  it('uses k, M, G, T, P, E with 1e3 steps and drops trailing zeros', () => {
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1000)).toBe('1k');
    expect(formatCompactNumber(1234)).toBe('1.2k');
    expect(formatCompactNumber(1234, 2)).toBe('1.23k');
    expect(formatCompactNumber(1500000)).toBe('1.5M');
    expect(formatCompactNumber(2e9)).toBe('2G');
    expect(formatCompactNumber(3.25e12, 2)).toBe('3.25T');
    expect(formatCompactNumber(1e15)).toBe('1P');
    expect(formatCompactNumber(4.2e18)).toBe('4.2E');
    expect(formatCompactNumber(1100, 2)).toBe('1.1k');
  });
});

describe('formatThousands', () => {
  it('groups the integer part', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(1234567.891)).toBe('1,234,567.891');
    expect(formatThousands(-9876543)).toBe('-9,876,543');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands('12345')).toBe('12,345');
  });
});

describe('formatBusinessDay / formatMoment', () => {
  // 2026-11-27 00:00 in UTC+8 is 2026-11-26 16:00 UTC: the Transit report's day, not a moment of the 26th.
  const midnight = (date: string, offsetHours: number) => Date.parse(`${date}T00:00:00Z`) - offsetHours * 3_600_000;
  it('shows the date of a business-zone midnight, whatever the zone and the browser', () => {
    expect(formatBusinessDay(midnight('2026-11-27', 8))).toBe('2026-11-27');
    for (const offset of [-11, -5, 0, 5.5, 12])
      expect(formatBusinessDay(midnight('2026-03-01', offset)), String(offset)).toBe('2026-03-01');
  });
  it('formats a BusinessDay column as its date and any other moment as date and time', () => {
    expect(formatMoment(midnight('2026-11-27', 8), 'BusinessDay')).toBe('2026-11-27');
    expect(formatMoment(local.getTime())).toBe('2024-01-02 03:04:05');
  });
});
