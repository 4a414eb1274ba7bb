import { describe, expect, it } from 'vitest';
import { changedFields } from './StaleDialog';

describe('the fields a concurrent save changed', () => {
  it('lists the fields whose current value differs from what the form read (numbers and strings alike)', () => {
    const read = { name: 'Ethereum', symbol: 'ETH', decimals: 18, logo: '' };
    const theirs = { name: 'Ethereum', symbol: 'ETH2', decimals: '18', logo: null, updated_at: 2 };
    expect(changedFields(['name', 'symbol', 'decimals', 'logo', 'missing'], read, theirs)).toEqual(['symbol']);
  });
});
