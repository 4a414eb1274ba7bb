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
      { field: 'uid' },
      { field: 'nickname' },
      { field: 'email' },
      { field: 'phone' },
      { field: 'country' },
      { field: 'kyc_level' },
      { field: 'status' },
      { field: 'total_usd' },
      { field: 'last_login_at', cell: 'relative' },
      { field: 'created_at' },
    ],
    filters: [{ input: 'search' }, { field: 'status', input: 'enum' }, { field: 'kyc_level', input: 'enum' }],
  },
  actions: [],
});
