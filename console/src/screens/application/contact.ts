// DApp联系人: the people who speak for a DApp's project; deleting one asks for the operator's password.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/contact';
import { defineScreen } from '@/lib/screen';

export const contact = defineScreen<Schema<'Contact'>, Schema<'ContactCreate'>>({
  route: '/application/contact',
  resource: contract,
  list: {
    columns: ['id', 'application_id', 'name', 'position', 'email', 'telegram', 'wechat', 'phone'],
    filters: ['application_id', 'search'],
  },
  form: { fields: ['application_id', ['name', 'position'], ['email', 'telegram'], ['wechat', 'phone'], 'remark'] },
  actions: ['create', 'view', 'edit', 'delete'],
  from: { screen: '/application/dapp', field: 'application_id' },
});
