// 升级管理: upgrade packages offered to installed versions min_version..max_version of one platform and channel,
// added and edited on update/{path}; delete asks for the operator's password.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/upgrade';
import { defineScreen } from '@/lib/screen';

export const update = defineScreen<Schema<'Upgrade'>, Schema<'UpgradeCreate'>>({
  route: '/app/update',
  resource: contract,
  list: {
    columns: [
      'id',
      'title',
      'platform',
      'channel',
      { field: 'upgrade_type', cell: 'badge' },
      { field: 'min_version', cell: 'code' },
      'max_version',
      'target_version',
      'lang',
      'status',
    ],
    filters: ['search', 'platform', 'upgrade_type', 'lang', 'status'],
  },
  form: {
    fields: [
      ['title', 'lang'],
      ['platform', 'channel'],
      ['upgrade_type', 'status'],
      ['min_version', 'max_version'],
      ['target_version', 'build_code'],
      'download_url',
      ['package_size', 'sha256'],
      'content',
    ],
    defaults: { platform: 'android', channel: 'official_apk', upgrade_type: 0, lang: 'zh-Hans', status: 0, package_size: 0 },
  },
  actions: ['create', 'view', 'edit', 'toggleStatus', 'delete'],
  pages: { form: '/app/update/{path}' },
});
