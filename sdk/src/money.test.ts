import { describe, expect, it } from 'vitest';
import { compareDecimals, formatMoney, isDecimal, normalizeDecimal, subtractDecimal, sumDecimals } from './money.js';

describe('money', () => {
  it('sums decimal strings exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['123456789012345678.000000000000000001', '1'])).toBe('123456789012345679.000000000000000001');
    expect(sumDecimals(['1.5', '-2.25'])).toBe('-0.75');
    expect(sumDecimals([])).toBe('0');
    expect(subtractDecimal('10', '0.01')).toBe('9.99');
    expect(subtractDecimal('1', '-1')).toBe('2');
  });

  it('compares by value and normalizes', () => {
    expect(compareDecimals('1.50', '1.5')).toBe(0);
    expect(compareDecimals('0.000000000000000001', '0')).toBe(1);
    expect(compareDecimals('-3', '2')).toBe(-1);
    expect(normalizeDecimal('1.500')).toBe('1.5');
    expect(normalizeDecimal('2.000')).toBe('2');
    expect(normalizeDecimal('0120')).toBe('120');
    expect(isDecimal('1e5')).toBe(false);
    expect(() => sumDecimals(['abc'])).toThrow(RangeError);
  });

  it('formats with grouped digits and the token decimals, never rounding', () => {
    expect(formatMoney('1234567.5', 2)).toBe('1,234,567.50');
    expect(formatMoney('1234567.123456789', 2)).toBe('1,234,567.123456789');
    expect(formatMoney('-1000', 4)).toBe('-1,000.0000');
    expect(formatMoney('0.00000001')).toBe('0.00000001');
    expect(formatMoney(1200)).toBe('1,200');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('shows fiat with its fixed decimals, a token amount with its own, trimmed where a screen says so (issue 56)', () => {
    expect(formatMoney('1250.780000000000000000', { decimals: 2, fixed: true })).toBe('1,250.78');
    expect(formatMoney('25000', { decimals: 2, fixed: true })).toBe('25,000.00');
    expect(formatMoney('0.125', { decimals: 2, fixed: true })).toBe('0.13');
    expect(formatMoney('-0.004', { decimals: 2, fixed: true })).toBe('0.00');
    expect(formatMoney('0.006250000000000000', 6)).toBe('0.006250');
    expect(formatMoney('0.006250000000000000', { decimals: 18, trim: true })).toBe('0.00625');
    expect(formatMoney('25000.00', { decimals: 6, trim: true })).toBe('25,000');
    expect(formatMoney('0.1', 6)).toBe('0.100000');
    expect(formatMoney('1.1234567', 6)).toBe('1.1234567');
    expect(formatMoney('2.675', { decimals: 2, fixed: true })).toBe('2.68');
    expect(formatMoney('-2.675', { decimals: 2, fixed: true })).toBe('-2.68');
    expect(formatMoney('7', { decimals: 4, fixed: true })).toBe('7.0000');
  });
});
