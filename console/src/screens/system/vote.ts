// 投票节点: block producers users can vote for.
import type { Schema } from '@wallet-admin/sdk';
import bp from 'virtual:contract/bp';
import { defineScreen } from '@/lib/screen';

export const vote = defineScreen<Schema<'Bp'>, Schema<'BpCreate'>>({
  route: '/system/vote',
  resource: bp,
  list: {
    columns: ['id', 'logo', 'blockchain_id', 'account', 'name', 'website', 'location', 'status', { field: 'sort', width: 110 }],
    filters: ['search', 'blockchain_id', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['blockchain_id', 'account'], ['name', 'location'], 'logo', 'website', 'description', ['status', 'sort']],
    defaults: { status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
