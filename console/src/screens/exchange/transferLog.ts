// 划转记录: the ledger of transfers between the exchange's own accounts (read-only), filtered by coin, accounts and
// a date range from 90 days back; the export writes every matching row. internal/transfer adds to it.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_transfer';
import { defineScreen } from '@/lib/screen';

export const transferLog = defineScreen<Schema<'ExchangeTransfer'>>({
  route: '/exchange/transfer/log',
  resource: contract,
  list: {
    // Who asked beside who made it: an approved transfer's requester and its approver.
    columns: ['id', 'from_account', 'to_account', 'symbol', 'amount', 'remark', 'requested_by', 'operator', 'created_at'],
    filters: ['search', 'symbol', 'from_account', 'to_account', { field: 'created_at', input: 'dateRange', days: 90 }],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: ['export'],
  from: { screen: '/exchange/adminindex' },
});
