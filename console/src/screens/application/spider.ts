// 爬虫列表: DApps found on DApp ranking sites, with their activity and the catalogue DApp of the same URL.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/spider';
import { defineScreen } from '@/lib/screen';

export const spider = defineScreen<Schema<'Spider'>>({
  route: '/application/spider',
  resource: contract,
  list: {
    columns: [
      { field: 'id' },
      { field: 'logo' },
      { field: 'title' },
      { field: 'url', cell: 'link' },
      { field: 'source', cell: 'code' },
      { field: 'category' },
      { field: 'blockchain' },
      { field: 'users_24h' },
      { field: 'volume_24h' },
      { field: 'application_id' },
      { field: 'crawled_at', cell: 'relative' },
    ],
    filters: [{ input: 'search' }],
  },
  actions: ['view'],
  from: { screen: '/application/dapp' },
});
