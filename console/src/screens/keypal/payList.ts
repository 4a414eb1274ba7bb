// 购买渠道: where users buy the KeyPal hardware wallet, per region and language, in sort order; shown or hidden
// with a toggle; deleting a channel asks for the operator's password.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/keypal_channel';
import { defineScreen } from '@/lib/screen';

export const payList = defineScreen<Schema<'KeypalChannel'>, Schema<'KeypalChannelCreate'>>({
  route: '/keypal/payList',
  resource: contract,
  list: {
    columns: ['id', 'logo', 'name', 'link_url', 'region', 'lang', 'status', { field: 'sort', width: 110 }],
    filters: ['region', 'lang', 'status', 'search'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['name', 'logo'], 'link_url', ['region', 'lang'], ['sort', 'status']],
    defaults: { region: 'cn', lang: 'zh-Hans', status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'reorder', 'delete'],
});
