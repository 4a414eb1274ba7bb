// 用户资产: the custodial wallet's users, read-only (the custody service registers them). Each row drills down to the
// user's assets (assets.ts: UserAssetsList → userassetsinforlist / UserAssetsTokenList); the toolbar leads to the
// currency hub (currencyindex).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/custody_user';
import { defineScreen } from '@/lib/screen';

export const custodyUsers = defineScreen<Schema<'CustodyUser'>>({
  route: '/centralizewallet/UserIndex',
  resource: contract,
  list: {
    columns: [
      'uid',
      'nickname',
      'email',
      'phone',
      'country',
      'kyc_level',
      'status',
      'total_usd',
      { field: 'last_login_at', cell: 'relative' },
      'created_at',
    ],
    filters: ['search', 'status', 'kyc_level'],
  },
  actions: ['export'],
});
