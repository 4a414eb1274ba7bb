// Swap配置: the swap channels of each chain (Transit's own router or an aggregator) with their router contract,
// fee, default slippage and USD limits (a designed reading: see listSwapConfig in openapi/flashcash.yaml).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_config';
import { defineScreen } from '@/lib/screen';

export const swapConfigList = defineScreen<Schema<'SwapConfig'>, Schema<'SwapConfigCreate'>>({
  route: '/flashCash/swapConfigList',
  resource: contract,
  list: {
    columns: [
      'id',
      'blockchain_id',
      'provider',
      'router_address',
      'fee_bps',
      'slippage_bps',
      'min_amount_usd',
      'max_amount_usd',
      'status',
      { field: 'sort', width: 90 },
    ],
    filters: ['blockchain_id', 'provider', 'status', 'search'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['blockchain_id', 'provider'],
      'router_address',
      ['fee_bps', 'slippage_bps'],
      ['min_amount_usd', 'max_amount_usd'],
      ['status', 'sort'],
      'remark',
    ],
    defaults: { provider: 'transit', fee_bps: 30, slippage_bps: 100, min_amount_usd: 1, max_amount_usd: 100000, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'delete'],
});
