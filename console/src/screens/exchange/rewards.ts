// 活动奖励: the rewards the campaigns' rankings earned; an operator selects unpaid rows and pays them in one batch
// (payExchangeReward: one transaction, audited, idempotent; a paid reward is never paid again: 40009).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_reward';
import { defineScreen } from '@/lib/screen';

export const rewards = defineScreen<Schema<'ExchangeReward'>>({
  route: '/exchange/rewards',
  resource: contract,
  list: {
    columns: [
      { field: 'id' },
      { field: 'campaign_id' },
      { field: 'rank' },
      { field: 'user_uid' },
      { field: 'amount' },
      { field: 'status' },
      { field: 'paid_at' },
      { field: 'paid_by' },
    ],
    filters: [
      { input: 'search' },
      { field: 'status', input: 'enum' },
      { field: 'campaign_id', input: 'ref' },
      { field: 'created_at', input: 'dateRange', days: 180 },
    ],
  },
  batch: [{ id: 'pay', label: 'screens.exchange_reward.pay', operation: 'payExchangeReward', input: (ids) => ({ body: { ids } }) }],
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
