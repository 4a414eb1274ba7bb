// 闪屏管理: full-screen images shown while the app starts, between start and end.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/splash';
import { defineScreen } from '@/lib/screen';
import { contentFilters } from './shared';

export const splash = defineScreen<Schema<'Splash'>, Schema<'SplashCreate'>>({
  route: '/app/splash',
  resource: contract,
  list: {
    columns: ['id', 'image_url', 'title', 'lang', 'platform', 'duration', 'start_at', 'end_at', 'status', { field: 'sort', width: 110 }],
    filters: contentFilters,
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: ['title', 'image_url', 'link_url', ['lang', 'platform'], ['start_at', 'end_at'], ['duration', 'sort'], 'status'],
    defaults: { lang: 'zh-Hans', platform: 'all', duration: 3, status: 0, sort: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'view', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
