// What the token-like screens (tokens, NFT collections, submissions) show first of a row: its logo, ticker, name,
// chain and contract; and what the two catalogues (tokens, NFT collections) filter by.
import type { Column } from '@/lib/screen';

type OnChain = { logo: string; symbol: string; name: string; blockchain_id: number; address: string };

export const contractColumns = <E extends OnChain>(): Column<E>[] => [
  { field: 'logo' },
  { field: 'symbol' },
  { field: 'name' },
  { field: 'blockchain_id' },
  { field: 'address' },
];

export const catalogueFilters = [
  { field: 'blockchain_id', input: 'chain' },
  { field: 'protocol', input: 'enum' },
  { field: 'is_verified', input: 'enum' },
  { field: 'status', input: 'enum' },
  { input: 'search' },
] as const;
