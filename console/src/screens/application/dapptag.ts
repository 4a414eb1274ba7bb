// DApp标签: the tags DApps carry, grouped per language with how many DApps carry and hide each; a tag is hidden
// (or shown again) on every DApp at once.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/application';
import { defineScreen } from '@/lib/screen';

type Tag = Schema<'DappTag'>;
const hide = (status: 0 | 1) => (row: Tag | undefined) => ({ body: { tag: row?.tag, lang: row?.lang, status } });

export const dapptag = defineScreen<Tag>({
  route: '/application/dapptag',
  resource: contract,
  key: 'dapp_tag',
  operations: { list: 'listDappTag' },
  list: {
    columns: ['tag', 'lang', 'count', 'hidden_count', 'status'],
    filters: [{ field: 'lang', input: 'language', default: 'zh-Hans' }, 'search'],
  },
  actions: [
    {
      id: 'hide',
      label: 'screens.ui.hide',
      scope: 'row',
      operation: 'hideDappTag',
      confirm: true,
      input: hide(1),
      visible: (row) => row.status === 0,
    },
    {
      id: 'show',
      label: 'screens.ui.show',
      scope: 'row',
      operation: 'hideDappTag',
      input: hide(0),
      visible: (row) => row.hidden_count > 0,
    },
  ],
});
