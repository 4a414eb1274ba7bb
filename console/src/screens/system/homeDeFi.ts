// 首页DeFi: the DeFi entries of the app home, in display order.
import defiMarketConfig from 'virtual:contract/defi_market_config';
import { defineConfigScreen } from '@/lib/config-screen';

export const homeDeFi = defineConfigScreen({
  route: '/system/homeDeFi',
  resource: defiMarketConfig,
  items: { columns: ['name', 'url', 'logo', 'blockchain_id', 'status'], widgets: { logo: 'text' } },
});
