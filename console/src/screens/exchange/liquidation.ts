// 强平记录: the leveraged positions the exchange closed (read-only ledger): filters, a date range from 90 days back
// and the export of every matching row.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_liquidation';
import { defineScreen } from '@/lib/screen';

export const liquidation = defineScreen<Schema<'ExchangeLiquidation'>>({
  route: '/exchange/liquidation',
  resource: contract,
  list: {
    columns: ['id', 'user_uid', 'market', 'side', 'leverage', 'quantity', 'entry_price', 'liquidation_price', 'loss', 'created_at'],
    filters: ['search', 'market', 'side', { field: 'created_at', input: 'dateRange', days: 90 }],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
