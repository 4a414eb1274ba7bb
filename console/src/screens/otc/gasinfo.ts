// Gas详情: what the gas service sent, one row per order served (read-only: the service writes them), opened from an
// account of gasindex (?otc_gas_account_id= keeps the account in the URL, so a reload shows the same records).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_gas_record';
import { defineScreen } from '@/lib/screen';

export const gasinfo = defineScreen<Schema<'OtcGasRecord'>>({
  route: '/otc/gasinfo',
  resource: contract,
  list: {
    columns: ['id', 'otc_gas_account_id', 'order_no', 'user_address', 'amount', 'status', 'tx_hash', 'fail_reason', 'created_at'],
    filters: ['otc_gas_account_id', 'status', 'search', { field: 'created_at', input: 'dateRange', days: 90 }],
    sort: { field: 'created_at', order: 'desc' },
  },
  actions: ['view', 'export'],
  from: { screen: '/otc/gasindex', field: 'otc_gas_account_id' },
});
