// A category's name in each language (category_language), listed, added and edited from its row in 分类管理.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/category_language';
import { defineScreen } from '@/lib/screen';

export const categoryLanguage = defineScreen<Schema<'CategoryLanguage'>, Schema<'CategoryLanguageCreate'>>({
  route: '/system/category',
  resource: contract,
  embedded: true,
  list: {
    columns: ['id', 'category_id', 'lang', 'name'],
    filters: ['lang'],
  },
  form: { fields: ['category_id', ['lang', 'name']], defaults: { lang: 'zh-Hans' } },
  actions: ['create', 'edit'],
});
