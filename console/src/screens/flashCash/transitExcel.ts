// Transit导出: the daily Transit swap report (orders, users, volume and fees per day and paying chain), read-only,
// exported to an .xlsx file: every row of the chosen days (90 back by default) and chain (a designed reading: see
// listSwapDailyStat in openapi/flashcash.yaml).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_daily_stat';
import { defineScreen } from '@/lib/screen';

export const transitExcel = defineScreen<Schema<'SwapDailyStat'>>({
  route: '/flashCash/transitExcel',
  resource: contract,
  list: {
    columns: ['day_at', 'blockchain_id', 'order_count', 'success_count', 'refund_count', 'user_count', 'volume_usd', 'fee_usd'],
    filters: ['blockchain_id', { field: 'day_at', input: 'dateRange', days: 90 }],
    sort: { field: 'day_at', order: 'desc' },
  },
  notice: 'screens.swap_daily_stat.exportHint',
  actions: ['export'],
});
