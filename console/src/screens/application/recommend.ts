// DApp推荐: recommendation entries (slot, DApp picked by name, times, order) with their DApps. The same entries
// are listed per DApp (DAppRecommendList, where the conflict dialog's links lead), in the old plain list
// (recommend) and one by one (recommend/detail/{id}); DAppRecommendInfo adds and edits one.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/recommend';
import { defineScreen, type ColumnSpec } from '@/lib/screen';

type Entry = Schema<'RecommendEntry'>;
const owner = '/application/DAppRecommend';
const entryColumns: readonly ColumnSpec<Entry>[] = [
  'id',
  'application_logo',
  'application_title',
  'slot',
  'title',
  'lang',
  'start_at',
  'end_at',
  'status',
  { field: 'sort', width: 110 },
];
const form = {
  fields: ['application_id', 'slot', 'title', 'image', ['lang', 'category_id'], ['start_at', 'end_at'], ['status', 'sort']],
  defaults: { slot: 'featured', lang: 'zh-Hans', category_id: 13, status: 0, sort: 0, start_at: 0, end_at: 0 },
} as const;
const pages = { form: '/application/DAppRecommendInfo', detail: '/application/recommend/detail/{id}' };

export const dappRecommend = defineScreen<Entry, Schema<'RecommendCreate'>>({
  route: owner,
  resource: contract,
  operations: { list: 'listRecommend' },
  list: {
    columns: entryColumns,
    filters: [{ field: 'lang', input: 'language', default: 'zh-Hans' }, 'slot', 'status', 'search'],
  },
  form,
  actions: ['create', 'view', 'edit', 'toggleStatus', 'reorder', 'delete'],
  pages,
});

export const dappRecommendList = defineScreen<Entry, Schema<'RecommendCreate'>>({
  route: '/application/DAppRecommendList',
  owner,
  resource: contract,
  operations: { list: 'listRecommend' },
  list: {
    columns: entryColumns,
    filters: ['application_id', 'lang', 'slot'],
  },
  form,
  actions: ['view', 'edit', 'delete'],
  pages,
  from: { screen: '/application/dapp', field: 'application_id' },
});

export const recommendOld = defineScreen<Schema<'Recommend'>, Schema<'RecommendCreate'>>({
  route: '/application/recommend',
  owner,
  resource: contract,
  operations: { list: 'listRecommend' },
  list: {
    columns: ['id', 'application_id', 'slot', 'lang', 'status', 'sort'],
    filters: ['lang', 'slot'],
  },
  actions: ['view', 'delete'],
  pages: { detail: pages.detail },
  from: { screen: owner, label: 'screens.recommend.oldList' },
});
