// DeFi兑换数据: the trading pairs of the DeFi protocols as the wallet shows them (price, 24 h volume, liquidity,
// fee), added and edited on 新增DeFi兑换; the toolbar opens the protocols themselves (DeFi信息). Reached from the hub.
import { lazy } from 'react';
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/defi_exchange';
import { defineScreen } from '@/lib/screen';
import { currencyHub } from './currencies';

export const defiExchange = defineScreen<Schema<'DefiExchange'>, Schema<'DefiExchangeCreate'>>({
  route: '/centralizewallet/defiexdata',
  resource: contract,
  list: {
    columns: ['defi_info_id', 'pair', 'price', 'volume_24h_usd', 'liquidity_usd', 'fee_bps', 'status', 'updated_at'],
    filters: ['search', 'defi_info_id', 'status'],
  },
  form: {
    fields: ['defi_info_id', 'pair', 'price', ['volume_24h_usd', 'liquidity_usd'], ['fee_bps', 'status']],
    defaults: { status: 0, fee_bps: 30 },
  },
  actions: [
    'create',
    'edit',
    'delete',
    { id: 'defiInfo', label: 'screens.defi_info.title', scope: 'toolbar', dialog: lazy(() => import('./DefiInfoDialog')), wide: true },
  ],
  pages: { form: '/centralizewallet/adddefiexinfo' },
  from: { screen: currencyHub },
});
