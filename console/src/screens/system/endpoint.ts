// 节点管理: the RPC endpoints of each chain.
import type { Schema } from '@wallet-admin/sdk';
import endpointContract from 'virtual:contract/endpoint';
import { defineScreen } from '@/lib/screen';

export const endpoint = defineScreen<Schema<'Endpoint'>, Schema<'EndpointCreate'>>({
  route: '/system/endpoint',
  resource: endpointContract,
  list: {
    columns: ['id', 'blockchain_id', 'name', { field: 'url', cell: 'code' }, 'status', { field: 'sort', width: 110 }, 'updated_at'],
    filters: ['search', 'blockchain_id', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: [['blockchain_id', 'name'], 'url', ['status', 'sort']], defaults: { status: 0, sort: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
