// 闪兑配置: the swap service's key/value settings (quote lifetime, maintenance notice, risk limits, …), one row
// per key (a designed reading: see listSwapSetting in openapi/flashcash.yaml).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_setting';
import { defineScreen } from '@/lib/screen';

export const configlist = defineScreen<Schema<'SwapSetting'>, Schema<'SwapSettingCreate'>>({
  route: '/flashCash/configlist',
  resource: contract,
  list: {
    columns: ['id', 'config_key', 'config_value', 'description', 'status', 'updated_at'],
    filters: ['search', 'status'],
    sort: { field: 'config_key', order: 'asc' },
  },
  form: { fields: ['config_key', 'config_value', 'description', 'status'], widgets: { config_value: 'textarea' }, defaults: { status: 0 } },
  actions: ['create', 'edit', 'delete'],
});
