// 商户币种: what a merchant quotes, per token and fiat currency: buy and sell prices and the order range in fiat. A
// section of the merchant's page (addMerChant?id=), added and edited on addMerChantCurrency with the merchant fixed.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_merchant_currency';
import { defineScreen } from '@/lib/screen';

export const merchantCurrency = defineScreen<Schema<'OtcMerchantCurrency'>, Schema<'OtcMerchantCurrencyCreate'>>({
  route: '/otc/merchant',
  resource: contract,
  embedded: true,
  list: {
    columns: ['id', 'otc_merchant_id', 'otc_token_id', 'fiat', 'buy_price', 'sell_price', 'min_amount', 'max_amount', 'status'],
  },
  form: {
    fields: ['otc_merchant_id', ['otc_token_id', 'fiat'], ['buy_price', 'sell_price'], ['min_amount', 'max_amount'], 'status'],
    defaults: { fiat: 'CNY', min_amount: '0', max_amount: '0', status: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  pages: { form: '/otc/addMerChantCurrency' },
});
