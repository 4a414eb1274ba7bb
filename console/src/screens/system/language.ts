// 语言管理: the content languages (the contract has no delete: a language is hidden instead).
import type { Schema } from '@wallet-admin/sdk';
import languageContract from 'virtual:contract/language';
import { defineScreen } from '@/lib/screen';

export const language = defineScreen<Schema<'ContentLanguage'>, Schema<'ContentLanguageCreate'>>({
  route: '/system/language',
  resource: languageContract,
  list: {
    columns: ['id', 'code', 'name', 'status', { field: 'sort', width: 110 }, 'updated_at'],
    filters: ['search', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['code', 'name'],
      ['status', 'sort'],
    ],
    defaults: { status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'toggleStatus', 'reorder'],
});
