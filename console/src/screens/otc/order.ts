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
      { field: 'order_no' },
      { field: 'side' },
      { field: 'otc_merchant_id' },
      { field: 'otc_token_id' },
      { field: 'amount' },
      { field: 'price' },
      { field: 'total' },
      { field: 'fiat' },
      { field: 'otc_payment_id' },
      { field: 'status' },
      { field: 'user_address' },
      { field: 'created_at' },
    ],
    filters: [
      { input: 'search' },
      { field: 'status', input: 'enum' },
      { field: 'side', input: 'enum' },
      { field: 'fiat', input: 'enum' },
      { field: 'otc_merchant_id', input: 'ref' },
      { field: 'otc_token_id', input: 'ref' },
      { field: 'created_at', input: 'dateRange', days: 90 },
    ],
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
