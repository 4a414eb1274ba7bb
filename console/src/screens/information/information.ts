// 资讯列表: the news feed's articles, one row per language, with a rich-text body (its editor loads with the form);
// filtered by language, display status, words and publish date. The feed's ads are a page of their own
// (advertisement, a button on this list). Deleting an article asks for the operator's password.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/news';
import { defineScreen } from '@/lib/screen';

export const information = defineScreen<Schema<'News'>, Schema<'NewsCreate'>>({
  route: '/information/information',
  resource: contract,
  list: {
    columns: ['id', 'cover_image', 'title', 'lang', 'source', 'publish_at', 'status', { field: 'sort', width: 110 }],
    filters: ['lang', 'status', 'search', { field: 'publish_at', input: 'dateRange' }],
    sort: { field: 'publish_at', order: 'desc' },
  },
  form: {
    fields: [['title', 'lang'], 'summary', 'cover_image', 'content', ['source', 'publish_at'], ['status', 'sort']],
    defaults: { lang: 'zh-Hans', status: 0, sort: 0 },
    // No publish time: published when saved (the feed and the date filter read the time).
    toBody: (values) => ({ ...values, publish_at: Number(values.publish_at) || Date.now() }),
  },
  detail: { fields: ['title', 'lang', 'cover_image', 'summary', 'content', 'source', 'publish_at', 'status', 'sort', 'updated_at'] },
  actions: ['create', 'view', 'edit', 'toggleStatus', 'delete'],
});
