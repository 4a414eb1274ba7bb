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
    columns: [
      { field: 'id' },
      { field: 'blockchain_id' },
      { field: 'dex' },
      { field: 'pair' },
      { field: 'pool_address' },
      { field: 'fee_bps' },
      { field: 'status' },
      { field: 'sort', width: 90 },
    ],
    filters: [{ field: 'blockchain_id', input: 'chain' }, { field: 'status', input: 'enum' }, { input: 'search' }],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['blockchain_id', 'dex'], ['pair', 'fee_bps'], 'pool_address', ['status', 'sort']],
    defaults: { fee_bps: 30, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
