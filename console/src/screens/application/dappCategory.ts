// DApp分类: which DApps each category lists, in which order (application_category).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/application_category';
import { defineScreen } from '@/lib/screen';

export const dappCategory = defineScreen<Schema<'ApplicationCategory'>, Schema<'ApplicationCategoryCreate'>>({
  route: '/application/dappCategory',
  resource: contract,
  list: {
    columns: [
      { field: 'id' },
      { field: 'application_id' },
      { field: 'category_id' },
      { field: 'sort', width: 110 },
      { field: 'updated_at' },
    ],
    filters: [
      { field: 'category_id', input: 'category' },
      { field: 'application_id', input: 'ref' },
    ],
  },
  form: { fields: ['application_id', 'category_id', 'sort'], defaults: { category_id: 13, sort: 0 } },
  actions: ['create', 'edit', 'reorder'],
});
