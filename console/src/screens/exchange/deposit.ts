// 充提记录: the deposit and withdrawal ledger (read-only: no create, edit or delete), filtered by coin, direction,
// state and a date range from 90 days back; the export writes every matching row, not the page.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_deposit';
import { defineScreen } from '@/lib/screen';

export const deposit = defineScreen<Schema<'ExchangeDeposit'>>({
  route: '/exchange/deposit',
  resource: contract,
  list: {
    columns: [
      { field: 'id' },
      { field: 'user_uid' },
      { field: 'symbol' },
      { field: 'direction' },
      { field: 'amount' },
      { field: 'fee' },
      { field: 'status' },
      { field: 'address' },
      { field: 'tx_hash' },
      { field: 'created_at' },
    ],
    filters: [
      { input: 'search' },
      { field: 'symbol', input: 'enum' },
      { field: 'direction', input: 'enum' },
      { field: 'status', input: 'enum' },
      { field: 'created_at', input: 'dateRange', days: 90 },
    ],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
