// 版本管理: releases per platform, added and edited on version/{path}. "设为最新" publishes a shown release as the
// platform's latest (setLastVersion carries the admin header password, which the SDK asks for).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/version';
import { answerAction } from '@/lib/answer-action';
import { defineScreen } from '@/lib/screen';

type Version = Schema<'Version'>;

export const version = defineScreen<Version, Schema<'VersionCreate'>>({
  route: '/app/version',
  resource: contract,
  list: {
    columns: ['id', 'platform', 'version_name', 'build_code', 'min_supported_version', 'force_update', 'latest_at', 'status', 'updated_at'],
    filters: ['search', 'platform', 'status'],
  },
  form: {
    fields: [
      ['platform', 'version_name'],
      ['build_code', 'min_supported_version'],
      'download_url',
      ['package_size', 'sha256'],
      'release_notes_zh_hans',
      'release_notes_zh_hant',
      'release_notes_en',
      ['force_update', 'status'],
    ],
    defaults: { platform: 'android', status: 0, force_update: false, package_size: 0 },
  },
  actions: [
    'create',
    'view',
    'edit',
    {
      id: 'setLatest',
      label: 'screens.ui.setLatest',
      scope: 'row',
      operation: 'setLastVersion',
      confirm: true,
      input: (row) => ({ body: { id: row?.id } }),
      visible: (row) => row.status === 0,
    },
    // What the app on this row's platform, running this version, is told at start-up (getLastVersion).
    answerAction({
      id: 'appView',
      label: 'screens.version.appView',
      scope: 'row',
      operation: 'previewLastVersion',
      notice: 'screens.answer.appNotice',
      query: (row) => ({ platform: row?.platform, version: row?.version_name }),
    }),
    'toggleStatus',
    'delete',
  ],
  pages: { form: '/app/version/{path}' },
});
