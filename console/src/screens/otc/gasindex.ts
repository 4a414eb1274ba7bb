// Gas首页: the gas service's overview: the account that pays a chain's native coin to buyers (so they can move the
// token they bought), its balance as the service last read it, the alert threshold and the amount per order. A
// row's button opens its records (gasinfo); the toolbar opens the service's settings (gasConfig).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/otc_gas_account';
import { defineScreen } from '@/lib/screen';

export const gasindex = defineScreen<Schema<'OtcGasAccount'>, Schema<'OtcGasAccountCreate'>>({
  route: '/otc/gasindex',
  resource: contract,
  list: {
    columns: ['id', 'blockchain_id', 'symbol', 'address', 'balance', 'alert_threshold', 'gas_per_order', 'status', 'remark'],
    filters: ['search', 'blockchain_id', 'status'],
  },
  form: {
    fields: [['blockchain_id', 'symbol'], 'address', ['alert_threshold', 'gas_per_order'], 'status', 'remark'],
    defaults: { alert_threshold: '0', gas_per_order: '0', status: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  from: { screen: '/otc/order' },
});
