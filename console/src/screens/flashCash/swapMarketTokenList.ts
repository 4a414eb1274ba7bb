// 市场代币列表: the tokens the swap page offers as hot searches, per chain (the spec's swap market hot_search_token
// calls in token.yaml: list, upsert, delete).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_market_hot_search_token';
import { defineScreen } from '@/lib/screen';

export const swapMarketTokenList = defineScreen<Schema<'SwapMarketHotSearchToken'>, Schema<'SwapMarketHotSearchTokenCreate'>>({
  route: '/flashCash/swapMarketTokenList',
  resource: contract,
  list: {
    columns: ['id', 'logo', 'symbol', 'blockchain_id', 'address', 'status', { field: 'sort', width: 90 }],
    filters: ['search', 'blockchain_id', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: [['blockchain_id', 'symbol'], 'address', 'logo', ['status', 'sort']], defaults: { status: 0, sort: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
