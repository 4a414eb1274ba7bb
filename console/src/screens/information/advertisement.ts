// 广告管理 (hidden, a button on the news list): the ads placed between the feed's articles, per language, at a
// position of the feed and shown between start and end. Deleting one asks for the operator's password.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/news_ad';
import { defineScreen } from '@/lib/screen';

export const advertisement = defineScreen<Schema<'NewsAd'>, Schema<'NewsAdCreate'>>({
  route: '/information/advertisement',
  resource: contract,
  list: {
    columns: [
      'id',
      'image_url',
      'title',
      'link_url',
      'lang',
      { field: 'position', width: 100 },
      'start_at',
      'end_at',
      'status',
      { field: 'sort', width: 110 },
    ],
    filters: ['lang', 'status', 'search'],
    sort: { field: 'position', order: 'asc' },
  },
  form: {
    fields: [['title', 'lang'], 'image_url', 'link_url', ['position', 'sort'], ['start_at', 'end_at'], 'status'],
    defaults: { lang: 'zh-Hans', position: 3, status: 0, sort: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  from: { screen: '/information/information' },
});
