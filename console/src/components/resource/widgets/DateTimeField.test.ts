import { describe, expect, it } from 'vitest';
import { formatMoment, parseMoment } from './DateTimeField';

// Typed in the business time zone (UTC+8 until the server says otherwise), whatever the browser's zone.
describe('moments typed as YYYY-MM-DD HH:mm', () => {
  it('parse to Unix ms in the business zone and format back', () => {
    const ms = parseMoment('2026-11-24 09:30');
    expect(ms).toBe(Date.UTC(2026, 10, 24, 1, 30));
    expect(formatMoment(ms)).toBe('2026-11-24 09:30');
    expect(parseMoment('2026-11-24')).toBe(Date.UTC(2026, 10, 23, 16));
  });
  it('take seconds as the lists show them (issue 58: 2026-12-10 00:00:00 was refused)', () => {
    expect(parseMoment('2026-12-10 00:00:00')).toBe(Date.UTC(2026, 11, 9, 16));
    const ms = parseMoment('2026-12-10 08:15:42');
    expect(ms).toBe(Date.UTC(2026, 11, 10, 0, 15, 42));
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
