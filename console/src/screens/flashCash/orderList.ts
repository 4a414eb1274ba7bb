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
      { field: 'order_no' },
      { field: 'route_type' },
      { field: 'provider' },
      { field: 'from_blockchain_id' },
      { field: 'from_symbol' },
      { field: 'from_amount' },
      { field: 'to_blockchain_id' },
      { field: 'to_symbol' },
      { field: 'to_amount' },
      { field: 'amount_usd' },
      { field: 'status' },
      { field: 'user_address' },
      { field: 'from_tx_hash' },
      { field: 'to_tx_hash' },
      { field: 'created_at' },
    ],
    filters: [
      { input: 'search' },
      { field: 'status', input: 'enum' },
      { field: 'route_type', input: 'enum' },
      { field: 'provider', input: 'enum' },
      { field: 'from_blockchain_id', input: 'chain' },
      { field: 'to_blockchain_id', input: 'chain' },
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
