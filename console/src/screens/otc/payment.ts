// 支付方式: the ways a buyer pays a merchant in fiat (bank card, Alipay, WeChat Pay, …), each with the code the app
// sends, an order and a switch (a designed reading: see listOtcPayment in openapi/otc.yaml).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_payment';
import { defineScreen } from '@/lib/screen';

export const payment = defineScreen<Schema<'OtcPayment'>, Schema<'OtcPaymentCreate'>>({
  route: '/otc/payment',
  resource: contract,
  list: {
    columns: ['id', 'icon', 'name', 'name_en', 'code', 'need_account', 'sort', 'status'],
    filters: ['search', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['name', 'name_en'], ['code', 'sort'], 'icon', ['need_account', 'status']],
    defaults: { sort: 0, status: 0, need_account: true },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  from: { screen: '/otc/order' },
});
