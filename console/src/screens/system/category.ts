// 分类管理: DApp categories, one list per language. Hiding or deleting a category that a recommendation
// uses fails with its `id N recommend M` pairs, which the shell's conflict dialog shows.
import type { Schema } from '@wallet-admin/sdk';
import categoryContract from 'virtual:contract/category';
import { defineScreen } from '@/lib/screen';
import { categoryLanguage } from './categoryLanguage';

export const category = defineScreen<Schema<'Category'>, Schema<'CategoryCreate'>>({
  route: '/system/category',
  resource: categoryContract,
  list: {
    columns: ['id', 'icon', 'name', 'lang', 'status', { field: 'sort', width: 110 }, 'updated_at'],
    filters: [{ field: 'lang', input: 'language', default: 'zh-Hans' }, 'search', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: [['name', 'lang'], 'icon', ['status', 'sort']], defaults: { lang: 'zh-Hans', status: 0, sort: 0 } },
  actions: [
    'create',
    'edit',
    // Its name in each language, edited in a dialog scoped to the category.
    {
      id: 'names',
      label: 'screens.category.names',
      scope: 'row',
      rows: { screen: categoryLanguage, parent: 'category_id' },
    },
    'toggleStatus',
    'reorder',
    'delete',
  ],
});
