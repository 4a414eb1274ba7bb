// DApp白名单: domains the in-app browser opens without its risk warning (*.example.com covers subdomains).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/dapp_white_list';
import { defineScreen } from '@/lib/screen';

export const white = defineScreen<Schema<'DappWhiteList'>, Schema<'DappWhiteListCreate'>>({
  route: '/application/white',
  resource: contract,
  list: {
    columns: ['id', 'domain', 'name', 'remark', 'created_at'],
    filters: ['search'],
  },
  form: { fields: ['domain', 'name', 'remark'] },
  actions: ['create', 'delete'],
  from: { screen: '/application/dapp' },
});
