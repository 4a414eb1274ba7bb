// 充提记录: the deposit and withdrawal ledger (read-only: no create, edit or delete), filtered by coin, direction,
// state and a date range from 90 days back; the export writes every matching row, not the page.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_deposit';
import { defineScreen } from '@/lib/screen';

export const deposit = defineScreen<Schema<'ExchangeDeposit'>>({
  route: '/exchange/deposit',
  resource: contract,
  list: {
    columns: ['id', 'user_uid', 'symbol', 'direction', 'amount', 'fee', 'status', 'address', 'tx_hash', 'created_at'],
    filters: ['search', 'symbol', 'direction', 'status', { field: 'created_at', input: 'dateRange', days: 90 }],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
