// 搜索关键词: the suggested search keywords of the discover page per language.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/search_key';
import { answerAction } from '@/lib/answer-action';
import { defineScreen } from '@/lib/screen';

export const key = defineScreen<Schema<'SearchKey'>, Schema<'SearchKeyCreate'>>({
  route: '/application/key',
  resource: contract,
  list: {
    columns: ['id', 'keyword', 'lang', 'status', { field: 'sort', cell: 'number' }],
    filters: [{ field: 'lang', input: 'language', default: 'zh-Hans' }, 'status', 'search'],
  },
  form: { fields: ['keyword', ['lang', 'status'], 'sort'], defaults: { lang: 'zh-Hans', status: 0, sort: 0 } },
  actions: [
    'create',
    // What the app's DApp search (searchApplication) answers for this keyword.
    answerAction({
      id: 'appView',
      label: 'screens.search_key.appView',
      scope: 'row',
      operation: 'previewApplicationSearch',
      notice: 'screens.answer.appNotice',
      query: (row) => ({ key: row?.keyword, lang: row?.lang, count: 50 }),
    }),
    'delete',
  ],
  from: { screen: '/application/dapp' },
});
