// 流畅模式: CPU/NET rented and RAM bought for EOS-type accounts; an operator records a grant or a compensation.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/res_order';
import { defineScreen } from '@/lib/screen';

export const smoothMode = defineScreen<Schema<'ResOrder'>, Schema<'ResOrderCreate'>>({
  route: '/app/smoothMode',
  resource: contract,
  list: {
    columns: [
      'id',
      'blockchain_id',
      'account',
      'resource',
      'quantity',
      'duration_days',
      'pay_amount',
      'pay_symbol',
      'status',
      'created_at',
    ],
    filters: ['search', 'blockchain_id', 'resource', 'status', 'created_at'],
  },
  form: {
    fields: [
      ['blockchain_id', 'account'],
      ['resource', 'quantity'],
      'duration_days',
      ['pay_amount', 'pay_symbol'],
      'tx_id',
      'status',
      'remark',
    ],
    defaults: { resource: 'cpu', duration_days: 3, status: 0 },
  },
  actions: ['create', 'view'],
});
