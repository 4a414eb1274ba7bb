// 浏览器管理: block explorers per chain, with the page templates the app links to.
import type { Schema } from '@wallet-admin/sdk';
import explorerContract from 'virtual:contract/explorer';
import { defineScreen } from '@/lib/screen';

export const explorer = defineScreen<Schema<'Explorer'>, Schema<'ExplorerCreate'>>({
  route: '/system/explorer',
  resource: explorerContract,
  list: {
    columns: ['id', 'blockchain_id', 'name', 'url', { field: 'tx_url', cell: 'code' }, 'status', { field: 'sort', width: 110 }],
    filters: ['search', 'blockchain_id', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: [['blockchain_id', 'name'], 'url', 'tx_url', 'address_url', ['status', 'sort']], defaults: { status: 0, sort: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
