// 用户反馈: what users sent from the app; the operator reads it, replies and marks it handled.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/feedback';
import { defineScreen } from '@/lib/screen';

export const feedback = defineScreen<Schema<'Feedback'>, Schema<'FeedbackUpdate'>>({
  route: '/app/feedback',
  resource: contract,
  list: {
    columns: ['id', 'content', 'contact', 'platform', { field: 'app_version', cell: 'code' }, 'lang', 'status', 'created_at'],
    filters: ['search', 'status', 'platform', 'lang', 'created_at'],
  },
  form: { fields: ['status', 'reply'] },
  detail: {
    fields: [
      'id',
      'content',
      'image_url',
      'contact',
      'address',
      'platform',
      'os_version',
      'device_model',
      'app_version',
      'lang',
      'status',
      'reply',
      'created_at',
      'updated_at',
    ],
  },
  actions: ['export', 'view', 'edit'],
});
