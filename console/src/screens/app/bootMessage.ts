// 启动消息: dialogs the app shows after it starts, how often per device and between which times, edited on
// bootMessage/{path}.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/boot_message';
import { defineScreen } from '@/lib/screen';
import { contentFilters } from './shared';

export const bootMessage = defineScreen<Schema<'BootMessage'>, Schema<'BootMessageCreate'>>({
  route: '/app/bootMessage',
  resource: contract,
  list: {
    columns: ['id', 'title', 'lang', 'platform', 'frequency', 'start_at', 'end_at', 'status', { field: 'sort', width: 110 }],
    filters: contentFilters,
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      'title',
      'content',
      'image_url',
      ['link_url', 'button_text'],
      ['lang', 'platform'],
      'frequency',
      ['start_at', 'end_at'],
      ['status', 'sort'],
    ],
    defaults: { lang: 'zh-Hans', platform: 'all', frequency: 'once', status: 0, sort: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'view', 'edit', 'toggleStatus', 'reorder', 'delete'],
  pages: { form: '/app/bootMessage/{path}' },
});
