// 理财列表: the subscriptions users made to the savings products, read-only (the savings service writes them):
// filters by product, state and a subscription date range. No range applies until the operator picks one: a
// subscription is a holding, and the spec's 90-day default would hide the older ones still earning (issue 40: 143 of
// 360 hidden). The export writes every matching row. 理财详情 (finance/info?id=) shows one. Reached from the settings hub (价格设置).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/finance_order';
import { defineScreen } from '@/lib/screen';
import { HUB } from './price';

export const financeList = defineScreen<Schema<'FinanceOrder'>>({
  route: '/settings/finance/list',
  resource: contract,
  from: { screen: HUB },
  list: {
    columns: [
      'order_no',
      'user_address',
      'finance_product_id',
      'symbol',
      'amount',
      'interest',
      'apy',
      'status',
      'subscribed_at',
      'redeemed_at',
    ],
    filters: ['search', 'finance_product_id', 'status', { field: 'subscribed_at', input: 'dateRange', days: false }],
    sort: { field: 'subscribed_at', order: 'desc' },
  },
  detail: {
    fields: [
      'id',
      'order_no',
      'status',
      'user_address',
      'finance_product_id',
      'symbol',
      'amount',
      'apy',
      'interest',
      'tx_hash',
      'subscribed_at',
      'matures_at',
      'redeemed_at',
    ],
  },
  notice: 'screens.finance_order.exportHint',
  actions: ['view', 'export'],
  pages: { detail: '/settings/finance/info' },
});
