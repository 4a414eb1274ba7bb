// 活动奖励: the rewards the campaigns' rankings earned; an operator selects unpaid rows and pays them in one batch
// (payExchangeReward: one transaction, audited, idempotent; a paid reward is never paid again: 40009).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_reward';
import { defineScreen } from '@/lib/screen';

export const rewards = defineScreen<Schema<'ExchangeReward'>>({
  route: '/exchange/rewards',
  resource: contract,
  list: {
    columns: ['id', 'campaign_id', 'rank', 'user_uid', 'amount', 'status', 'paid_at', 'paid_by'],
    filters: ['search', 'status', 'campaign_id', { field: 'created_at', input: 'dateRange', days: 180 }],
  },
  batch: [{ id: 'pay', label: 'screens.exchange_reward.pay', operation: 'payExchangeReward', input: (ids) => ({ body: { ids } }) }],
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
