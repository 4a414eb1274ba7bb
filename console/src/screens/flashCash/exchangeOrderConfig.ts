// 兑换订单配置: how orders paid on each chain are handled: confirmations a deposit needs, how long an unpaid order
// lives, automatic refunds, delivery retries and the smallest order (a designed reading: see listSwapOrderConfig).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_order_config';
import { defineScreen } from '@/lib/screen';

export const exchangeOrderConfig = defineScreen<Schema<'SwapOrderConfig'>, Schema<'SwapOrderConfigCreate'>>({
  route: '/flashCash/exchangeOrderConfig',
  resource: contract,
  list: {
    columns: [
      { field: 'id' },
      { field: 'blockchain_id' },
      { field: 'confirmations' },
      { field: 'timeout_minutes' },
      { field: 'auto_refund' },
      { field: 'max_retries' },
      { field: 'min_order_usd' },
      { field: 'status' },
      { field: 'remark' },
    ],
    filters: [
      { field: 'blockchain_id', input: 'chain' },
      { field: 'status', input: 'enum' },
    ],
  },
  form: {
    fields: ['blockchain_id', ['confirmations', 'timeout_minutes'], ['max_retries', 'min_order_usd'], ['auto_refund', 'status'], 'remark'],
    defaults: { confirmations: 12, timeout_minutes: 30, max_retries: 3, min_order_usd: 1, auto_refund: true, status: 0 },
  },
  actions: ['create', 'edit', 'delete'],
});
