// Banner列表: the app's carousel banners per page (home, discover, assets) and language, shown between start and
// end, opening a web link or a DApp. Added and edited on /banner/add (`?id=` names the row), read on
// /banner/detail?id=; deleting one asks for the operator's password.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/banner';
import { defineScreen } from '@/lib/screen';

export const bannerList = defineScreen<Schema<'Banner'>, Schema<'BannerCreate'>>({
  route: '/banner/list',
  resource: contract,
  list: {
    columns: ['id', 'image_url', 'title', 'position', 'lang', 'link_type', 'start_at', 'end_at', 'status', { field: 'sort', width: 110 }],
    filters: ['position', 'lang', 'status', 'search'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['title', 'lang'],
      'image_url',
      ['position', 'link_type'],
      'link_url',
      'application_id',
      ['start_at', 'end_at'],
      ['sort', 'status'],
    ],
    defaults: { lang: 'zh-Hans', position: 'home', link_type: 1, application_id: 0, status: 0, sort: 0, start_at: 0, end_at: 0 },
  },
  actions: ['create', 'export', 'view', 'edit', 'toggleStatus', 'reorder', 'delete'],
  pages: { form: '/banner/add', detail: '/banner/detail' },
});
