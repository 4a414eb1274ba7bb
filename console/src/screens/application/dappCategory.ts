// DApp分类: which DApps each category lists, in which order (application_category).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/application_category';
import { defineScreen } from '@/lib/screen';

export const dappCategory = defineScreen<Schema<'ApplicationCategory'>, Schema<'ApplicationCategoryCreate'>>({
  route: '/application/dappCategory',
  resource: contract,
  // Named by what it links (DApp · category), not #id.
  label: ['application_id', 'category_id'],
  list: {
    columns: ['id', 'application_id', 'category_id', { field: 'sort', width: 110 }, 'updated_at'],
    filters: ['category_id', 'application_id'],
  },
  form: { fields: ['application_id', 'category_id', 'sort'], defaults: { category_id: 13, sort: 0 } },
  actions: ['create', 'edit', 'reorder'],
});
