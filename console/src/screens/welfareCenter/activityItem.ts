// 活动奖品: the rewards of one campaign (tokens, points, energy or gifts), each with its quantity and how many were
// claimed. Opened from a campaign's row on 活动管理 (`?campaign_id=`, so a reload shows the same campaign's items).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/campaign_item';
import { defineScreen } from '@/lib/screen';

export const activityItem = defineScreen<Schema<'CampaignItem'>, Schema<'CampaignItemCreate'>>({
  route: '/welfareCenter/activityItem',
  resource: contract,
  list: {
    columns: [
      'id',
      'campaign_id',
      'image',
      'name',
      'name_en',
      'reward_type',
      'token_id',
      'amount',
      'quantity',
      'claimed',
      'status',
      { field: 'sort', width: 90 },
    ],
    filters: ['campaign_id', 'search', 'reward_type', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: ['campaign_id', ['name', 'name_en'], ['reward_type', 'token_id'], ['amount', 'quantity'], 'image', ['status', 'sort']],
    defaults: { reward_type: 1, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  from: { screen: '/welfareCenter/activity', field: 'campaign_id' },
});
