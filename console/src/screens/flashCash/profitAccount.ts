// 收益账户: the on-chain accounts that receive the swap service's fees (swap fees, bridge fees) and the one that
// pays the gas of refunds, per chain (a designed reading: see listSwapProfitAccount in openapi/flashcash.yaml).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_profit_account';
import { defineScreen } from '@/lib/screen';

export const profitAccount = defineScreen<Schema<'SwapProfitAccount'>, Schema<'SwapProfitAccountCreate'>>({
  route: '/flashCash/profitAccount',
  resource: contract,
  list: {
    columns: ['id', 'blockchain_id', 'name', 'address', 'purpose', 'status', 'remark', 'updated_at'],
    filters: ['search', 'blockchain_id', 'purpose', 'status'],
  },
  form: { fields: [['blockchain_id', 'purpose'], 'name', 'address', 'status', 'remark'], defaults: { purpose: 0, status: 0 } },
  actions: ['create', 'edit', 'delete'],
});
