import { describe, expect, it } from 'vitest';
import { rowLabel } from './encode.ts';

describe('rowLabel (a row named by its x-label fields)', () => {
  it('joins the label fields that have a value, else names the id', () => {
    expect(rowLabel(['symbol', 'name'], { id: 3, symbol: 'USDT', name: 'Tether USD' })).toBe('USDT · Tether USD');
    expect(rowLabel(['symbol', 'name'], { id: 3, symbol: ' ', name: 'Tether USD' })).toBe('Tether USD');
    expect(rowLabel(['version_name', 'build_code'], { id: 3, version_name: '2.1.0', build_code: 210 })).toBe('2.1.0 · 210');
    expect(rowLabel([], { id: 3, name: 'not in the label' })).toBe('#3');
    expect(rowLabel(undefined, { id: 3 })).toBe('#3');
  });
});
