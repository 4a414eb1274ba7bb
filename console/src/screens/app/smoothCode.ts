// 流畅模式代码: redemption codes that give an account smooth-mode resources (see listSmoothCode in openapi/).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/smooth_code';
import { defineScreen } from '@/lib/screen';

export const smoothCode = defineScreen<Schema<'SmoothCode'>, Schema<'SmoothCodeCreate'>>({
  route: '/app/smoothMode/code',
  resource: contract,
  list: {
    columns: ['id', 'code', 'blockchain_id', 'resource', 'quantity', 'duration_days', 'used_count', 'max_uses', 'end_at', 'status'],
    filters: ['search', 'blockchain_id', 'resource', 'status'],
  },
  form: {
    fields: ['code', ['blockchain_id', 'resource'], ['quantity', 'duration_days'], 'max_uses', ['start_at', 'end_at'], 'status', 'remark'],
    defaults: { resource: 'cpu', duration_days: 3, max_uses: 1, status: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
