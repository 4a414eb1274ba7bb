// 订单列表: the swap orders, read-only (the swap service writes them): filters by state, route, channel, chains
// and a date range that starts 90 days back; the export writes every matching row to an .xlsx file.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_order';
import { defineScreen } from '@/lib/screen';

export const orderList = defineScreen<Schema<'SwapOrder'>>({
  route: '/flashCash/orderList',
  resource: contract,
  list: {
    columns: [
      'order_no',
      'route_type',
      'provider',
      'from_blockchain_id',
      'from_symbol',
      'from_amount',
      'to_blockchain_id',
      'to_symbol',
      'to_amount',
      'amount_usd',
      'status',
      'user_address',
      'from_tx_hash',
      'to_tx_hash',
      'created_at',
    ],
    filters: [
      'search',
      'status',
      'route_type',
      'provider',
      'from_blockchain_id',
      'to_blockchain_id',
      { field: 'created_at', input: 'dateRange', days: 90 },
    ],
    sort: { field: 'created_at', order: 'desc' },
  },
  detail: {
    fields: [
      'id',
      'order_no',
      'status',
      'route_type',
      'provider',
      'user_address',
      'receive_address',
      'from_blockchain_id',
      'from_symbol',
      'from_amount',
      'to_blockchain_id',
      'to_symbol',
      'to_amount',
      'fee_amount',
      'amount_usd',
      'from_tx_hash',
      'to_tx_hash',
      'refund_tx_hash',
      'fail_reason',
      'created_at',
      'deposited_at',
      'swapped_at',
      'paid_at',
      'failed_at',
      'refunded_at',
    ],
  },
  notice: 'screens.swap_order.exportHint',
  actions: [
    'view',
    // The order's timeline, on the tracking screen.
    {
      id: 'track',
      label: 'screens.swap_order.track',
      scope: 'row',
      run: ({ row, navigate }) => navigate('/flashCash/ordertracking', { key: row?.order_no }),
    },
    'export',
  ],
});
