// 币种预警: alerts on a currency's rate against USD (above or below a threshold, sent by mail, SMS, Telegram or a
// webhook), added and edited on 新增预警; reached from the currency hub.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/currency_alert';
import { defineScreen } from '@/lib/screen';
import { currencyHub } from './currencies';

export const currencyAlerts = defineScreen<Schema<'CurrencyAlert'>, Schema<'CurrencyAlertCreate'>>({
  route: '/centralizewallet/currenctalert',
  resource: contract,
  list: {
    columns: ['name', 'currency_id', 'direction', 'threshold', 'channel', 'recipient', 'status', 'updated_at'],
    filters: ['search', 'currency_id', 'direction', 'channel', 'status'],
  },
  form: {
    fields: ['name', ['currency_id', 'direction'], 'threshold', ['channel', 'recipient'], 'status', 'remark'],
    defaults: { direction: 'above', channel: 'email', status: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  pages: { form: '/centralizewallet/addcurrenctalert' },
  from: { screen: currencyHub },
});
