// 抢购质押: limited staking campaigns users race to subscribe to: a token, an annual rate, a quota and a window;
// the amount subscribed so far is the staking service's. The status is derived from the window by the server.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/staking_rush';
import { defineScreen } from '@/lib/screen';

export const stakingRush = defineScreen<Schema<'StakingRush'>, Schema<'StakingRushCreate'>>({
  route: '/welfareCenter/stakingRush',
  resource: contract,
  list: {
    columns: ['id', 'name', 'token_id', 'rate', 'lock_days', 'quota', 'subscribed', 'start_at', 'end_at', 'status'],
    filters: ['search', 'token_id', 'status'],
    sort: { field: 'start_at', order: 'desc' },
  },
  form: {
    fields: [
      ['name', 'name_en'],
      'token_id',
      ['rate', 'lock_days'],
      ['quota', 'subscribed'],
      ['min_stake', 'max_stake'],
      ['start_at', 'end_at'],
      'sort',
    ],
    defaults: { lock_days: 0, min_stake: '0', max_stake: '0', subscribed: '0', sort: 0 },
  },
  actions: ['create', 'edit', 'view', 'delete'],
});
