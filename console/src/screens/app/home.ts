// 首页应用: DApps pinned on the app home per language and platform, in display order; the DApp is picked by name.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/application_home';
import { defineScreen } from '@/lib/screen';
import { contentFilters } from './shared';

export const home = defineScreen<Schema<'ApplicationHome'>, Schema<'ApplicationHomeCreate'>>({
  route: '/app/home',
  resource: contract,
  list: {
    columns: ['id', 'application_id', 'title', 'lang', 'platform', 'status', { field: 'sort', width: 110 }],
    filters: contentFilters,
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: ['application_id', 'title', ['lang', 'platform'], ['status', 'sort']],
    defaults: { lang: 'zh-Hans', platform: 'all', status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
  pages: { form: '/app/home/{path}' },
});
