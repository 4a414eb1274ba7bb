// 用户资产: every user's balance of each coin on the exchange (available and frozen), read-only, with the coin's
// precision; search by user id, filter by coin, export.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_asset';
import { defineScreen } from '@/lib/screen';

export const ua = defineScreen<Schema<'ExchangeAsset'>>({
  route: '/exchange/ua',
  resource: contract,
  list: {
    columns: [{ field: 'user_uid' }, { field: 'symbol' }, { field: 'available' }, { field: 'frozen' }, { field: 'updated_at' }],
    filters: [{ input: 'search' }, { field: 'symbol', input: 'enum' }],
  },
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
