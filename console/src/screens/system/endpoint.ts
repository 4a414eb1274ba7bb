// 节点管理: the RPC endpoints of each chain.
import type { Schema } from '@wallet-admin/sdk';
import endpointContract from 'virtual:contract/endpoint';
import { defineScreen } from '@/lib/screen';

export const endpoint = defineScreen<Schema<'Endpoint'>, Schema<'EndpointCreate'>>({
  route: '/system/endpoint',
  resource: endpointContract,
  list: {
    columns: [
      { field: 'id' },
      { field: 'blockchain_id' },
      { field: 'name' },
      { field: 'url', cell: 'code' },
      { field: 'status' },
      { field: 'sort', width: 110 },
      { field: 'updated_at' },
    ],
    filters: [{ input: 'search' }, { field: 'blockchain_id', input: 'chain' }, { field: 'status', input: 'enum' }],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: [['blockchain_id', 'name'], 'url', ['status', 'sort']], defaults: { status: 0, sort: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
