// 用户导出: the wallet addresses matching the filters, every page of them, as an .xlsx file.
import walletInfo from 'virtual:contract/wallet_info';
import { defineScreen } from '@/lib/screen';
import { walletColumns, walletFilters, type WalletInfo } from './address';

export const exportUser = defineScreen<WalletInfo>({
  route: '/system/exportUser',
  resource: walletInfo,
  list: { columns: walletColumns, filters: walletFilters },
  notice: 'screens.wallet_info.exportHint',
  actions: ['export'],
});
