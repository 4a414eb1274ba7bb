// 代币过滤配置: contracts the app hides (屏蔽) or lists with a risk warning (风险提示), one per chain.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/drop_token';
import { defineScreen } from '@/lib/screen';

export const tokenFilterConfig = defineScreen<Schema<'DropToken'>, Schema<'DropTokenCreate'>>({
  route: '/token/tokenFilterConfig',
  resource: contract,
  list: {
    columns: ['id', 'blockchain_id', 'address', 'symbol', { field: 'drop_type', cell: 'badge' }, 'reason', 'created_at'],
    filters: ['blockchain_id', 'drop_type', 'search'],
  },
  form: { fields: ['blockchain_id', 'address', ['symbol', 'drop_type'], 'reason'], defaults: { drop_type: 0 } },
  actions: ['create', 'edit', 'delete'],
});
