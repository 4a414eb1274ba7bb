// 代币关键词过滤: words whose tokens the app's search and asset list hide (a brand a scam token impersonates);
// the contract is designed here (token_key_filter), the spec names only the screen.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/token_key_filter';
import { defineScreen } from '@/lib/screen';

export const tokenKeyFilter = defineScreen<Schema<'TokenKeyFilter'>, Schema<'TokenKeyFilterCreate'>>({
  route: '/token/tokenKeyFilter',
  resource: contract,
  list: {
    columns: ['id', { field: 'keyword', cell: 'code' }, 'match_type', 'status', 'remark', 'created_at'],
    filters: ['match_type', 'status', 'search'],
  },
  form: { fields: [['keyword', 'match_type'], 'status', 'remark'], defaults: { match_type: 0, status: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
