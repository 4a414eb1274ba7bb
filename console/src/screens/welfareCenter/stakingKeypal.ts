// KeyPal质押: staking campaigns for holders of the KeyPal hardware wallet: the terms of a staking rush plus the
// bonus rate a stake made from a KeyPal gets and the subscriptions per device. Status derived from the window.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/staking_keypal';
import { defineScreen } from '@/lib/screen';

export const stakingKeypal = defineScreen<Schema<'StakingKeypal'>, Schema<'StakingKeypalCreate'>>({
  route: '/welfareCenter/stakingKeypal',
  resource: contract,
  list: {
    columns: ['id', 'name', 'token_id', 'rate', 'bonus_rate', 'lock_days', 'quota', 'subscribed', 'start_at', 'end_at', 'status'],
    filters: ['search', 'token_id', 'status'],
    sort: { field: 'start_at', order: 'desc' },
  },
  form: {
    fields: [
      ['name', 'name_en'],
      'token_id',
      ['rate', 'bonus_rate'],
      ['lock_days', 'device_limit'],
      ['quota', 'subscribed'],
      ['min_stake', 'max_stake'],
      ['start_at', 'end_at'],
      'sort',
    ],
    defaults: { lock_days: 0, bonus_rate: '0', device_limit: 0, min_stake: '0', max_stake: '0', subscribed: '0', sort: 0 },
  },
  actions: ['create', 'edit', 'view', 'delete'],
});
