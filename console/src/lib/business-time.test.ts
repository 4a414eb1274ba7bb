import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDate,
  businessDayRange,
  businessDaysBack,
  businessOffset,
  formatInstant,
  parseBusinessMoment,
  presetRange,
  setBusinessOffset,
  wallClock,
  zoneName,
} from './business-time';

// 2026-10-08 17:51:55 UTC: 2026-10-09 01:51:55 at UTC+8, 2026-10-08 12:51:55 at UTC-5.
const AT = Date.UTC(2026, 9, 8, 17, 51, 55);
const EAST = 480;
const WEST = -300;

afterEach(() => setBusinessOffset(480));

describe('formatInstant', () => {
  it('shows one instant as the wall clock of the business zone, in one format', () => {
    expect(formatInstant(AT, undefined, EAST)).toBe('2026-10-09 01:51:55');
    expect(formatInstant(AT, undefined, 0)).toBe('2026-10-08 17:51:55');
    expect(formatInstant(AT, undefined, WEST)).toBe('2026-10-08 12:51:55');
    expect(formatInstant(AT, 'YYYYMMDD-HHmmss', 330)).toBe('20261008-232155');
  });
  it('reads the zone the server set (UTC+8 until it answers)', () => {
    expect(businessOffset()).toBe(480);
    expect(formatInstant(AT)).toBe('2026-10-09 01:51:55');
    setBusinessOffset(WEST);
    expect(formatInstant(AT)).toBe('2026-10-08 12:51:55');
    setBusinessOffset(10_000); // not an offset: ignored
    expect(businessOffset()).toBe(WEST);
  });
});

describe('zoneName', () => {
  it('names the zone as the catalogue shows it', () => {
    expect(zoneName(EAST)).toBe('UTC+8');
    expect(zoneName(0)).toBe('UTC');
    expect(zoneName(WEST)).toBe('UTC-5');
    expect(zoneName(330)).toBe('UTC+5:30');
    expect(zoneName(-570)).toBe('UTC-9:30');
  });
});

describe('business days', () => {
  it('puts an instant on its business date', () => {
    expect(businessDate(AT, EAST)).toBe('2026-10-09');
    expect(businessDate(AT, 0)).toBe('2026-10-08');
    expect(businessDate(AT, WEST)).toBe('2026-10-08');
  });
  it('turns a range of business dates into the instants the server filters on, both days whole', () => {
    expect(businessDayRange('2026-10-09', '2026-10-09', EAST)).toEqual({
      from: Date.UTC(2026, 9, 8, 16),
      to: Date.UTC(2026, 9, 9, 16) - 1,
    });
    expect(businessDayRange('2026-10-09', '2026-10-10', 0)).toEqual({ from: Date.UTC(2026, 9, 9), to: Date.UTC(2026, 9, 11) - 1 });
    expect(businessDayRange('2026-10-10', '2026-10-09', WEST)).toEqual({
      from: Date.UTC(2026, 9, 9, 5),
      to: Date.UTC(2026, 9, 11, 5) - 1,
    });
    expect(businessDayRange('2026-02-30', '2026-03-01', EAST)).toBeUndefined();
    expect(businessDayRange('2026-10-09 01:00', '2026-10-09', EAST)).toBeUndefined();
  });
  it('reads a typed moment in the business zone', () => {
    expect(parseBusinessMoment('2026-10-09 01:51:55', EAST)).toBe(AT);
    expect(parseBusinessMoment('2026-10-08 12:51:55', WEST)).toBe(AT);
    expect(parseBusinessMoment('2026-10-08T17:51:55', 0)).toBe(AT);
    expect(parseBusinessMoment('2026-10-09', EAST)).toBe(Date.UTC(2026, 9, 8, 16));
    expect(parseBusinessMoment('2026-10-09 24:00', EAST)).toBeUndefined();
    expect(parseBusinessMoment('9 Oct', EAST)).toBeUndefined();
  });
  it('gives the presets in business days: today, yesterday, the last 7 days', () => {
    // At AT it is already 9 October at UTC+8 but still 8 October in UTC and at UTC-5.
    expect(presetRange('today', AT, EAST)).toEqual({ from: Date.UTC(2026, 9, 8, 16), to: Date.UTC(2026, 9, 9, 16) - 1 });
    expect(presetRange('yesterday', AT, EAST)).toEqual({ from: Date.UTC(2026, 9, 7, 16), to: Date.UTC(2026, 9, 8, 16) - 1 });
    expect(presetRange('last7', AT, EAST)).toEqual({ from: Date.UTC(2026, 9, 2, 16), to: Date.UTC(2026, 9, 9, 16) - 1 });
    expect(presetRange('today', AT, 0)).toEqual({ from: Date.UTC(2026, 9, 8), to: Date.UTC(2026, 9, 9) - 1 });
    expect(presetRange('yesterday', AT, WEST)).toEqual({ from: Date.UTC(2026, 9, 7, 5), to: Date.UTC(2026, 9, 8, 5) - 1 });
    expect(businessDaysBack(90, AT, EAST)).toBe(Date.UTC(2026, 9, 8, 16) - 90 * 86_400_000);
  });
  it("gives a spreadsheet date cell the business zone's wall clock", () => {
    expect(wallClock(AT, EAST).toISOString()).toBe('2026-10-09T01:51:55.000Z');
    expect(wallClock(AT, WEST).toISOString()).toBe('2026-10-08T12:51:55.000Z');
  });
});
