// 小Banner配置: the small banners of the app home, each shown between its start and end, edited on
// config/home/{path}.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/application_config';
import { defineScreen } from '@/lib/screen';
import { contentFilters } from './shared';

export const banner = defineScreen<Schema<'ApplicationConfig'>, Schema<'ApplicationConfigCreate'>>({
  route: '/app/config/home',
  resource: contract,
  list: {
    columns: ['id', 'image_url', 'title', 'link_url', 'lang', 'platform', 'start_at', 'end_at', 'status', { field: 'sort', width: 110 }],
    filters: contentFilters,
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: ['title', 'image_url', 'link_url', ['lang', 'platform'], ['start_at', 'end_at'], ['status', 'sort']],
    defaults: { lang: 'zh-Hans', platform: 'all', status: 0, sort: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'view', 'edit', 'toggleStatus', 'reorder', 'delete'],
  pages: { form: '/app/config/home/{path}' },
});
