import { describe, expect, it } from 'vitest';
import { labelOfRow } from './contract';
import { rowName } from './screen';
import { blockchain } from '@/screens/system/blockchain';

describe('a row as the operator knows it (x-label)', () => {
  it('joins the label fields that have a value, else names the id', () => {
    expect(labelOfRow(['symbol', 'name'], { id: 3, symbol: 'USDT', name: 'Tether USD' })).toBe('USDT · Tether USD');
    expect(labelOfRow(['symbol', 'name'], { id: 3, symbol: '', name: 'Tether USD' })).toBe('Tether USD');
    expect(labelOfRow([], { id: 3, name: 'not in the label' })).toBe('#3');
    expect(labelOfRow(undefined, { id: 3 })).toBe('#3');
  });

  it("reads a screen's label fields from its entity in the contract", () => {
    expect(rowName(blockchain, { id: 1, name: 'Ethereum', symbol: 'ETH' })).toBe('Ethereum');
  });
});
