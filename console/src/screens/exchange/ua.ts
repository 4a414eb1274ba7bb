// 用户资产: every user's balance of each coin on the exchange (available and frozen), read-only, with the coin's
// precision; search by user id, filter by coin, export.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_asset';
import { defineScreen } from '@/lib/screen';

export const ua = defineScreen<Schema<'ExchangeAsset'>>({
  route: '/exchange/ua',
  resource: contract,
  list: {
    columns: ['user_uid', 'symbol', 'available', 'frozen', 'updated_at'],
    filters: ['search', 'symbol'],
  },
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
