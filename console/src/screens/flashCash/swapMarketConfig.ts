// Swap市场配置: the markets (pairs of catalogue tokens on one chain) the swap page offers, each under a class and
// one of that class's subclasses (the class → subclass picker), with order limits and price precision.
// Every reference (tokens, class, subclass) gets the engine's picker and label cells from the contract's x-ref; the
// subclass picker is scoped to the chosen class (x-ref-scope).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_market';
import { defineScreen } from '@/lib/screen';

export const swapMarketConfig = defineScreen<Schema<'SwapMarket'>, Schema<'SwapMarketCreate'>>({
  route: '/flashCash/swapMarketConfig',
  resource: contract,
  list: {
    columns: [
      'id',
      'symbol',
      'blockchain_id',
      'swap_class_id',
      'swap_subclass_id',
      'min_amount',
      'max_amount',
      'price_precision',
      'status',
      { field: 'sort', width: 90 },
    ],
    filters: ['search', 'blockchain_id', 'swap_class_id', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['blockchain_id', 'symbol'],
      ['base_token_id', 'quote_token_id'],
      ['swap_class_id', 'swap_subclass_id'],
      ['min_amount', 'max_amount'],
      ['price_precision', 'status'],
      'sort',
    ],
    defaults: { blockchain_id: 1, min_amount: '0.01', max_amount: '1000000', price_precision: 4, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
