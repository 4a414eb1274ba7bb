// OTC代币: the tokens users buy and sell for fiat, per chain, with the order limits in the token and the fee rate;
// token/info is one token's page (?id=), opened by a row's view button (a designed reading: see listOtcToken).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_token';
import { defineScreen } from '@/lib/screen';

export const token = defineScreen<Schema<'OtcToken'>, Schema<'OtcTokenCreate'>>({
  route: '/otc/token',
  resource: contract,
  list: {
    columns: [
      'id',
      'logo',
      'symbol',
      'name',
      'blockchain_id',
      'address',
      'decimals',
      // The limits in the token, without its 18 decimals' trailing zeros (0.00625, not 0.006250000000000000).
      { field: 'min_amount', trim: true },
      { field: 'max_amount', trim: true },
      'fee_bps',
      'sort',
      'status',
    ],
    filters: ['search', 'blockchain_id', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['blockchain_id', 'decimals'],
      ['symbol', 'name'],
      'address',
      'logo',
      ['min_amount', 'max_amount'],
      ['fee_bps', 'sort'],
      'status',
      'remark',
    ],
    defaults: { decimals: 18, min_amount: '0', max_amount: '0', fee_bps: 10, sort: 0, status: 0 },
  },
  actions: ['create', 'view', 'edit', 'toggleStatus', 'delete'],
  pages: { detail: '/otc/token/info' },
  from: { screen: '/otc/order' },
});
