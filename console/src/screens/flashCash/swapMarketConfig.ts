// Swap市场配置: the markets (pairs of catalogue tokens on one chain) the swap page offers, each under a class and
// one of that class's subclasses (the class → subclass picker), with order limits and price precision.
// base_token_id and quote_token_id are catalogue references (x-ref: token): numbers until the engine's reference
// picker reads x-ref.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_market';
import { defineScreen } from '@/lib/screen';
import { SwapClassCell, SwapClassPicker, SwapSubclassCell, SwapSubclassPicker } from './SwapClassPickers';

export const swapMarketConfig = defineScreen<Schema<'SwapMarket'>, Schema<'SwapMarketCreate'>>({
  route: '/flashCash/swapMarketConfig',
  resource: contract,
  list: {
    columns: [
      { field: 'id', width: 70 },
      { field: 'symbol' },
      { field: 'blockchain_id', cell: 'chain' },
      { field: 'swap_class_id', cell: SwapClassCell },
      { field: 'swap_subclass_id', cell: SwapSubclassCell },
      { field: 'min_amount', cell: 'number' },
      { field: 'max_amount', cell: 'number' },
      { field: 'price_precision', cell: 'number' },
      { field: 'status', cell: 'badge' },
      { field: 'sort', width: 90 },
    ],
    filters: [{ input: 'search' }, { field: 'blockchain_id', input: 'chain' }, { field: 'status', input: 'enum' }],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['blockchain_id', 'symbol'], ['base_token_id', 'quote_token_id'], ['swap_class_id', 'swap_subclass_id'], ['min_amount', 'max_amount'], ['price_precision', 'status'], 'sort'],
    widgets: { swap_class_id: SwapClassPicker, swap_subclass_id: SwapSubclassPicker },
    defaults: { blockchain_id: 1, min_amount: '0.01', max_amount: '1000000', price_precision: 4, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
