import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatMoment, parseMoment } from './DateTimeField';

describe('moments typed as YYYY-MM-DD HH:mm', () => {
  it('parse to local Unix ms and format back', () => {
    const ms = parseMoment('2026-11-24 09:30');
    expect(ms).toBe(dayjs('2026-11-24T09:30').valueOf());
    expect(formatMoment(ms)).toBe('2026-11-24 09:30');
    expect(parseMoment('2026-11-24')).toBe(dayjs('2026-11-24T00:00').valueOf());
  });
  it('take seconds as the lists show them (issue 58: 2026-12-10 00:00:00 was refused)', () => {
    expect(parseMoment('2026-12-10 00:00:00')).toBe(dayjs('2026-12-10T00:00').valueOf());
    const ms = parseMoment('2026-12-10 08:15:42');
    expect(ms).toBe(dayjs('2026-12-10T08:15:42').valueOf());
    expect(formatMoment(ms)).toBe('2026-12-10 08:15:42');
    expect(parseMoment('2026-12-10 08:15:61')).toBeUndefined();
  });
  it('read empty as 0 (no limit) and show 0 as empty', () => {
    expect(parseMoment('  ')).toBe(0);
    expect(formatMoment(0)).toBe('');
    expect(formatMoment(undefined)).toBe('');
  });
  it('refuse what is not a real moment', () => {
    expect(parseMoment('2026-02-30 10:00')).toBeUndefined();
    expect(parseMoment('24/11/2026')).toBeUndefined();
    expect(parseMoment('2026-11-24 25:00')).toBeUndefined();
    expect(formatMoment('24/11/2026')).toBe('24/11/2026');
  });
});
