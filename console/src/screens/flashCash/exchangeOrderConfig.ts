// 兑换订单配置: how orders paid on each chain are handled: confirmations a deposit needs, how long an unpaid order
// lives, automatic refunds, delivery retries and the smallest order (a designed reading: see listSwapOrderConfig).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_order_config';
import { defineScreen } from '@/lib/screen';

export const exchangeOrderConfig = defineScreen<Schema<'SwapOrderConfig'>, Schema<'SwapOrderConfigCreate'>>({
  route: '/flashCash/exchangeOrderConfig',
  resource: contract,
  // Named by its chain, not #id.
  label: ['blockchain_id'],
  list: {
    columns: ['id', 'blockchain_id', 'confirmations', 'timeout_minutes', 'auto_refund', 'max_retries', 'min_order_usd', 'status', 'remark'],
    filters: ['blockchain_id', 'status'],
  },
  form: {
    fields: ['blockchain_id', ['confirmations', 'timeout_minutes'], ['max_retries', 'min_order_usd'], ['auto_refund', 'status'], 'remark'],
    defaults: { confirmations: 12, timeout_minutes: 30, max_retries: 3, min_order_usd: 1, auto_refund: true, status: 0 },
  },
  actions: ['create', 'edit', 'delete'],
});
