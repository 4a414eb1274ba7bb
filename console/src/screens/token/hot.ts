// 热门代币: the hot tokens of each chain in display order. The token is picked by name; its chain comes with it.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/hot_token';
import { defineScreen } from '@/lib/screen';

export const hot = defineScreen<Schema<'HotToken'>, Schema<'HotTokenCreate'>>({
  route: '/token/hot',
  resource: contract,
  // Named by its token (USDT · Tether), not #id.
  label: ['token_id'],
  list: {
    columns: ['id', 'token_id', 'blockchain_id', 'status', { field: 'sort', width: 110 }],
    filters: ['blockchain_id', 'token_id', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: ['token_id', 'blockchain_id', ['status', 'sort']], defaults: { status: 0, sort: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
