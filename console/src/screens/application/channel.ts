// 渠道管理: the distribution channels built into app packages, edited on channel/{path*}.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/channel';
import { defineScreen } from '@/lib/screen';

export const channel = defineScreen<Schema<'Channel'>, Schema<'ChannelCreate'>>({
  route: '/application/channel',
  resource: contract,
  list: {
    columns: ['id', 'name', 'code', 'platform', 'download_url', 'status', { field: 'sort', width: 110 }],
    filters: ['search', 'platform', 'status'],
  },
  form: {
    fields: [['name', 'code'], 'platform', 'download_url', ['status', 'sort'], 'remark'],
    defaults: { platform: 'android', status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
  pages: { form: '/application/channel/{path*}' },
});
