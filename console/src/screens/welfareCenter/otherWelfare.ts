// 其他福利: the other entries of the app's welfare center (check-in, invitations, partner offers, airdrop pages),
// per language, with a link and an optional display window. Reached from 能量兑换's toolbar.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/welfare_item';
import { defineScreen } from '@/lib/screen';

export const otherWelfare = defineScreen<Schema<'WelfareItem'>, Schema<'WelfareItemCreate'>>({
  route: '/welfareCenter/otherWelfare',
  resource: contract,
  list: {
    columns: ['id', 'icon', 'title', 'subtitle', 'lang', 'link', 'start_at', 'end_at', 'status', { field: 'sort', width: 90 }],
    filters: ['search', 'lang', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['lang', 'title'], 'subtitle', 'icon', 'link', ['start_at', 'end_at'], ['status', 'sort']],
    defaults: { lang: 'zh-Hans', status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
  from: { screen: '/welfareCenter/energyExchange' },
});
