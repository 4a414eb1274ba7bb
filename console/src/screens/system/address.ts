// 地址管理: wallet addresses seen by the app; look one up by address or device, open its activity log.
import type { Schema } from '@wallet-admin/sdk';
import walletInfo from 'virtual:contract/wallet_info';
import { defineScreen } from '@/lib/screen';
import { WalletLogs } from './WalletLogs';

export type WalletInfo = Schema<'WalletInfo'>;

export const walletColumns = [
  'id',
  'address',
  'blockchain_id',
  'wallet_type',
  'platform_os',
  'app_version',
  'lang',
  'device_id',
  'created_at',
] as const;

export const walletFilters = ['search', 'blockchain_id', 'lang', 'created_at'] as const;

export const address = defineScreen<WalletInfo>({
  route: '/system/address',
  resource: walletInfo,
  list: { columns: walletColumns, filters: walletFilters },
  actions: ['view', { id: 'logs', label: 'screens.wallet_info.logs', scope: 'row', dialog: WalletLogs, wide: true }],
});
