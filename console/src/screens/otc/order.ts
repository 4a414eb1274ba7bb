// OTC订单: the fiat orders between users and merchants, read-only (the OTC service writes them), each opened in a
// detail view. The /otc group is hidden in the menu: this list is its entry (the dashboard's OTC card opens it) and
// its toolbar opens the group's other screens (each declares `from: '/otc/order'`).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_order';
import { defineScreen } from '@/lib/screen';

export const order = defineScreen<Schema<'OtcOrder'>>({
  route: '/otc/order',
  resource: contract,
  list: {
    columns: [
      'order_no',
      'side',
      'otc_merchant_id',
      'otc_token_id',
      'amount',
      'price',
      'total',
      'fiat',
      'otc_payment_id',
      'status',
      'user_address',
      'created_at',
    ],
    filters: ['search', 'status', 'side', 'fiat', 'otc_merchant_id', 'otc_token_id', { field: 'created_at', input: 'dateRange', days: 90 }],
    sort: { field: 'created_at', order: 'desc' },
  },
  detail: {
    fields: [
      'id',
      'order_no',
      'status',
      'side',
      'otc_merchant_id',
      'otc_token_id',
      'amount',
      'fee',
      'price',
      'total',
      'fiat',
      'otc_payment_id',
      'user_address',
      'remark',
      'created_at',
      'paid_at',
      'finished_at',
    ],
  },
  actions: ['view', 'export'],
  from: { screen: '/dashboard' },
});
