// 活动管理: the welfare campaigns. Their status (未开始/进行中/已结束) is derived by the server from the window
// (x-derived), so the filter and the sort by it are the database's. Each row opens its items and banners (their
// own hidden pages, scoped to the campaign by the URL); reached from 发码's toolbar, whose codes belong to campaigns.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/campaign';
import { defineScreen } from '@/lib/screen';

export const activity = defineScreen<Schema<'Campaign'>, Schema<'CampaignCreate'>>({
  route: '/welfareCenter/activity',
  resource: contract,
  list: {
    columns: ['id', 'cover', 'name', 'name_en', 'start_at', 'end_at', 'status', { field: 'sort', width: 90 }],
    filters: ['search', 'status'],
    sort: { field: 'start_at', order: 'desc' },
  },
  form: {
    fields: [['name', 'name_en'], 'description', 'cover', 'rule_url', ['start_at', 'end_at'], 'sort'],
    widgets: { description: 'textarea' },
    defaults: { sort: 0 },
  },
  actions: ['create', 'edit', 'view', 'delete'],
  from: { screen: '/welfareCenter/sendCode' },
});
