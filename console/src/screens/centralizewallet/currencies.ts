// The currencies (the spec's `currency list`, chain.yaml's listCurrency, with their writes in custody.yaml):
// 币种首页 is the hub reached from 用户资产 (the currencies at a glance, and buttons to the currency list, the rate
// alerts, the gas API settings and the DeFi data); 币种列表 adds and edits them on 新增币种, whose page lists the
// currency's names per language, each added and edited on 新增币种名称.
import type { Schema } from '@wallet-admin/sdk';
import currency from 'virtual:contract/currency';
import currencyLanguage from 'virtual:contract/currency_language';
import { defineScreen } from '@/lib/screen';

export const currencyHub = '/centralizewallet/currencyindex';
const columns = ['code', 'name', 'symbol', 'updated_at'] as const;

export const currencyIndex = defineScreen<Schema<'Currency'>>({
  route: currencyHub,
  resource: currency,
  key: 'currency_hub',
  list: { columns, filters: ['search'] },
  actions: [],
  from: { screen: '/centralizewallet/UserIndex' },
});

export const currencyNames = defineScreen<Schema<'CurrencyLanguage'>, Schema<'CurrencyLanguageCreate'>>({
  route: '/centralizewallet/addcurrencyname',
  resource: currencyLanguage,
  list: { columns: ['lang', 'name', 'updated_at'] },
  form: { fields: ['currency_id', 'lang', 'name'], defaults: { lang: 'zh-Hans' } },
  actions: ['create', 'edit', 'delete'],
  pages: { form: '/centralizewallet/addcurrencyname' },
  embedded: true,
});

export const currencyList = defineScreen<Schema<'Currency'>, Schema<'CurrencyCreate'>>({
  route: '/centralizewallet/currencylist',
  resource: currency,
  list: { columns: ['id', ...columns], filters: ['search'] },
  form: { fields: ['code', 'name', 'symbol'] },
  actions: ['create', 'edit', 'delete'],
  pages: { form: '/centralizewallet/addcurrency' },
  sections: [{ screen: currencyNames, parent: 'currency_id' }],
  from: { screen: currencyHub },
});
