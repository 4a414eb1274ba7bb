// 活动Banner: the banners that advertise one campaign in the app, per language. Opened from a campaign's row on
// 活动管理 (`?campaign_id=`, so a reload shows the same campaign's banners).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/campaign_banner';
import { defineScreen } from '@/lib/screen';

export const activityBanner = defineScreen<Schema<'CampaignBanner'>, Schema<'CampaignBannerCreate'>>({
  route: '/welfareCenter/activityBanner',
  resource: contract,
  list: {
    columns: ['id', 'campaign_id', 'image', 'title', 'lang', 'link', 'status', { field: 'sort', width: 90 }],
    filters: ['campaign_id', 'lang', 'status', 'search'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: ['campaign_id', ['lang', 'title'], 'image', 'link', ['status', 'sort']],
    defaults: { lang: 'zh-Hans', status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  from: { screen: '/welfareCenter/activity', field: 'campaign_id' },
});
