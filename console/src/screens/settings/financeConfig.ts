// 理财配置: the savings products users subscribe to (token, annual rate, term, limits, quota, sale window);
// 理财配置详情 (finance/config/info?id=) is one product's page, where products are added and edited too.
// Reached from the settings hub (价格设置).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/finance_product';
import { defineScreen } from '@/lib/screen';
import { HUB } from './price';

export const financeConfig = defineScreen<Schema<'FinanceProduct'>, Schema<'FinanceProductCreate'>>({
  route: '/settings/finance/config',
  resource: contract,
  from: { screen: HUB },
  list: {
    columns: [
      'id',
      'name',
      'token_id',
      'apy',
      'term_days',
      'min_amount',
      'max_amount',
      'quota',
      'start_at',
      'end_at',
      'status',
      { field: 'sort', width: 90 },
    ],
    filters: ['token_id', 'status', 'search'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['name', 'name_en'],
      ['token_id', 'apy'],
      ['term_days', 'quota'],
      ['min_amount', 'max_amount'],
      ['start_at', 'end_at'],
      ['status', 'sort'],
      'description',
    ],
    defaults: { term_days: 0, max_amount: '0', quota: '0', start_at: 0, end_at: 0, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'delete'],
  pages: { form: '/settings/finance/config/info' },
});
