// The block chains for pickers and the chain column: one cached lookup (docs/spec/product-spec.md §9: start 0, count 1000) that
// every signed-in operator may call, so a screen's chain picker never needs the /system screens.
import { useMemo } from 'react';
import type { Schema } from '@wallet-admin/sdk';
import { useOperation, type Page } from '@/lib/query';

type Chain = Schema<'BlockChainOption'>;
// In the chain list's own order (区块链管理's 排序: Ethereum first), not by id descending (TRON first, Ethereum last).
export const CHAIN_LIST_QUERY = { query: { start: 0, count: 1000, sort: 'sort', order: 'asc' } } as const;

export function useChains() {
  const query = useOperation<Page<Chain>>('lookupBlockChain', CHAIN_LIST_QUERY);
  const byId = useMemo(() => new Map((query.data?.list ?? []).map((chain) => [chain.id, chain])), [query.data]);
  return { chains: query.data?.list ?? [], byId, isLoading: query.isLoading };
}
