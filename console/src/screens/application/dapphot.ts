// 热门DApp: the hot list of the discover page per language, in display order.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/hotlist';
import { defineScreen } from '@/lib/screen';

export const dapphot = defineScreen<Schema<'Hotlist'>, Schema<'HotlistCreate'>>({
  route: '/application/dapphot',
  resource: contract,
  // Named by its DApp and language, not #id.
  label: ['application_id', 'lang'],
  list: {
    columns: ['id', 'application_id', 'lang', 'status', { field: 'sort', cell: 'number' }],
    filters: [{ field: 'lang', input: 'language', default: 'zh-Hans' }, 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: ['application_id', ['lang', 'status'], 'sort'], defaults: { lang: 'zh-Hans', status: 0, sort: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
