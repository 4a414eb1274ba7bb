// 交易大赛: the trading campaigns (a market, a period, a reward pool, how many ranks win). The form is its own page
// (trade/info, `?id=`, reload-safe); each row opens its ranking (trade/rank, scoped by the campaign). Status is
// stored as the operator (or the campaign service) sets it: see createExchangeCampaign.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_campaign';
import { defineScreen } from '@/lib/screen';

export const trade = defineScreen<Schema<'ExchangeCampaign'>, Schema<'ExchangeCampaignCreate'>>({
  route: '/exchange/trade',
  resource: contract,
  list: {
    columns: ['id', 'name', 'market', 'start_at', 'end_at', 'reward_pool', 'winners', 'status'],
    filters: ['search', 'status', 'market'],
    sort: { field: 'start_at', order: 'desc' },
  },
  form: {
    fields: [['name', 'name_en'], ['market', 'status'], ['start_at', 'end_at'], ['reward_pool', 'min_volume'], 'winners', 'rules'],
    defaults: { status: 0, winners: 20, min_volume: '0' },
  },
  detail: {},
  pages: { form: '/exchange/trade/info' },
  actions: ['create', 'edit', 'view'],
  from: { screen: '/exchange/adminindex' },
});
