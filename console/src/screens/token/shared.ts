// What the token-like screens (tokens, NFT collections, submissions) show first of a row: its logo, ticker, name,
// chain and contract; and what the two catalogues (tokens, NFT collections) filter by.
import type { ColumnSpec } from '@/lib/screen';

type OnChain = { logo: string; symbol: string; name: string; blockchain_id: number; address: string };

export const contractColumns = <E extends OnChain>(): ColumnSpec<E>[] => ['logo', 'symbol', 'name', 'blockchain_id', 'address'];

export const catalogueFilters = ['blockchain_id', 'protocol', 'is_verified', 'status', 'search'] as const;
