// 爬虫列表: DApps found on DApp ranking sites, with their activity and the catalogue DApp of the same URL.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/spider';
import { defineScreen } from '@/lib/screen';

export const spider = defineScreen<Schema<'Spider'>>({
  route: '/application/spider',
  resource: contract,
  list: {
    columns: [
      'id',
      'logo',
      'title',
      { field: 'url', cell: 'link' },
      { field: 'source', cell: 'code' },
      'category',
      'blockchain',
      'users_24h',
      'volume_24h',
      'application_id',
      { field: 'crawled_at', cell: 'relative' },
    ],
    filters: ['search'],
  },
  actions: ['view'],
  from: { screen: '/application/dapp' },
});
