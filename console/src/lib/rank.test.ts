import { describe, expect, it } from 'vitest';
import { matchScore, rankByMatch } from './rank';

const chains = [
  { name: 'zkSync Era', symbol: 'ETH' },
  { name: 'Arbitrum One', symbol: 'ETH' },
  { name: 'Base', symbol: 'ETH' },
  { name: 'Ethereum Classic', symbol: 'ETC' },
  { name: 'Ethereum', symbol: 'ETH' },
];

describe('rankByMatch', () => {
  it('puts an exact name first, then a prefix, a word, a part and the rest; the name counts before the code', () => {
    const texts = (c: (typeof chains)[number]) => [c.name, c.symbol];
    expect(rankByMatch(chains, 'Eth', texts).map((c) => c.name)).toEqual([
      'Ethereum',
      'Ethereum Classic',
      'zkSync Era',
      'Arbitrum One',
      'Base',
    ]);
    expect(rankByMatch(chains, 'ethereum', texts)[0]!.name).toBe('Ethereum');
    expect(rankByMatch(chains, 'era', texts)[0]!.name).toBe('zkSync Era');
    expect(rankByMatch(chains, '', texts)).toEqual(chains);
  });

  it('scores exact, prefix, word, contains and none', () => {
    expect([
      matchScore('ETH', 'eth'),
      matchScore('Ethereum', 'eth'),
      matchScore('zkSync Era', 'era'),
      matchScore('Tether', 'eth'),
      matchScore('Base', 'eth'),
    ]).toEqual([0, 1, 2, 3, 4]);
  });
});
