// 支付渠道列表: the channels that carry each payment method in one fiat currency (a bank, a payment provider), with
// their fee rate and order range (a designed reading: see listOtcPayway in openapi/otc.yaml).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_payway';
import { defineScreen } from '@/lib/screen';

export const paywaylist = defineScreen<Schema<'OtcPayway'>, Schema<'OtcPaywayCreate'>>({
  route: '/otc/paywaylist',
  resource: contract,
  list: {
    columns: ['id', 'name', 'otc_payment_id', 'provider', 'fiat', 'fee_bps', 'min_amount', 'max_amount', 'sort', 'status'],
    filters: ['search', 'otc_payment_id', 'fiat', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['otc_payment_id', 'fiat'], ['name', 'provider'], ['min_amount', 'max_amount'], ['fee_bps', 'sort'], 'status', 'remark'],
    defaults: { fee_bps: 0, min_amount: '0', max_amount: '0', sort: 0, status: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  from: { screen: '/otc/order' },
});
