// AppKey管理: the keys that sign public calls. The secret is masked in the list; delete needs the password.
import type { Schema } from '@wallet-admin/sdk';
import appKey from 'virtual:contract/app_key';
import { defineScreen } from '@/lib/screen';
import { SecretCell } from './SecretCell';

export const appkey = defineScreen<Schema<'AppKey'>, Schema<'AppKeyCreate'>>({
  route: '/system/appkey',
  resource: appKey,
  list: {
    columns: ['id', 'name', 'app_key', { field: 'app_secret', cell: SecretCell }, 'status', 'remark', 'created_at'],
    filters: ['search', 'status'],
  },
  form: { fields: [['name', 'app_key'], 'app_secret', 'status', 'remark'], defaults: { status: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
