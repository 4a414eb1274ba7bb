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
});
