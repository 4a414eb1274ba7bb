import { describe, expect, it } from 'vitest';
import { rowName } from './screen';
import { blockchain } from '@/screens/system/blockchain';
import { tokenlist } from '@/screens/token/token';

describe('a row as the operator knows it (x-label)', () => {
  it("reads a screen's label fields from its entity in the contract", () => {
    expect(rowName(blockchain, { id: 1, name: 'Ethereum', symbol: 'ETH' })).toBe('Ethereum');
    expect(rowName(tokenlist, { id: 2, name: 'Tether USD', symbol: 'USDT' })).toBe('USDT · Tether USD');
  });
});
