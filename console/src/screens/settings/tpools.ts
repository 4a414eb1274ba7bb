// 交易池: the DEX liquidity pools the wallet quotes and routes through, one per chain and pool contract (checked
// and normalized with the chain's address rule on the server, x-address). Reached from the settings hub (价格设置).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/trading_pool';
import { defineScreen } from '@/lib/screen';
import { HUB } from './price';

export const tpools = defineScreen<Schema<'TradingPool'>, Schema<'TradingPoolCreate'>>({
  route: '/settings/tpools',
  resource: contract,
  from: { screen: HUB },
  list: {
    columns: ['id', 'blockchain_id', 'dex', 'pair', 'pool_address', 'fee_bps', 'status', { field: 'sort', width: 90 }],
    filters: ['blockchain_id', 'status', 'search'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['blockchain_id', 'dex'], ['pair', 'fee_bps'], 'pool_address', ['status', 'sort']],
    defaults: { fee_bps: 30, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
