// 商户管理: the merchants who trade tokens for fiat. A new merchant (added on addMerChant, its form page, ?id= to
// edit) waits for review: approve, or reject with the reason the merchant is shown, as the contract's x-transitions
// allow (the server stamps who and when). Its currencies are a section of its page.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_merchant';
import { defineScreen } from '@/lib/screen';
import { merchantCurrency } from './merchantCurrency';

export const merchant = defineScreen<Schema<'OtcMerchant'>, Schema<'OtcMerchantCreate'>>({
  route: '/otc/merchant',
  resource: contract,
  list: {
    columns: [
      'id',
      'name',
      'name_en',
      'country',
      'contact_name',
      'contact_email',
      'deposit',
      'audit_status',
      'audit_remark',
      'audited_by',
      'created_at',
    ],
    filters: ['search', { field: 'audit_status', input: 'enum', default: 0, all: true }, 'country'],
    sort: { field: 'created_at', order: 'desc' },
  },
  form: {
    fields: [['name', 'name_en'], ['country', 'deposit'], ['contact_name', 'contact_phone'], 'contact_email', 'remark'],
    defaults: { country: 'CN', deposit: '0' },
  },
  actions: ['create', 'edit', 'review', 'delete'],
  pages: { form: '/otc/addMerChant' },
  sections: [{ screen: merchantCurrency, parent: 'otc_merchant_id' }],
  from: { screen: '/otc/order' },
});
