// 小红点: badges on app menu items (a dot, a number or a short text) between start and end, edited on
// redPoint/{path}.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/red_point';
import { defineScreen } from '@/lib/screen';

export const redPoint = defineScreen<Schema<'RedPoint'>, Schema<'RedPointCreate'>>({
  route: '/app/redPoint',
  resource: contract,
  list: {
    columns: ['id', 'menu_key', 'badge_type', 'badge_text', 'platform', 'start_at', 'end_at', 'status'],
    filters: ['search', 'platform', 'status'],
  },
  form: {
    fields: ['menu_key', ['badge_type', 'badge_text'], 'platform', ['start_at', 'end_at'], 'status'],
    defaults: { badge_type: 'dot', platform: 'all', status: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  pages: { form: '/app/redPoint/{path}' },
});
