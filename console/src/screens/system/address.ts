// 地址管理: wallet addresses seen by the app; look one up by address or device, open its activity log.
import type { Schema } from '@wallet-admin/sdk';
import walletInfo from 'virtual:contract/wallet_info';
import { defineScreen } from '@/lib/screen';
import { WalletLogs } from './WalletLogs';

export type WalletInfo = Schema<'WalletInfo'>;

export const walletColumns = [
  { field: 'id' },
  { field: 'address' },
  { field: 'blockchain_id' },
  { field: 'wallet_type' },
  { field: 'platform_os' },
  { field: 'app_version' },
  { field: 'lang' },
  { field: 'device_id' },
  { field: 'created_at' },
] as const;

export const walletFilters = [
  { input: 'search' },
  { field: 'blockchain_id', input: 'chain' },
  { field: 'lang', input: 'language' },
  { field: 'created_at', input: 'dateRange' },
] as const;

export const address = defineScreen<WalletInfo>({
  route: '/system/address',
  resource: walletInfo,
  list: { columns: walletColumns, filters: walletFilters },
  actions: ['view', { id: 'logs', label: 'screens.wallet_info.logs', scope: 'row', dialog: WalletLogs, wide: true }],
});
