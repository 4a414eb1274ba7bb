// 分类市场配置: the classes the swap page groups its markets by (热门, 稳定币, DeFi, …). Each row opens its
// subclasses (the class → subclass relation); markets are placed in a class and subclass on Swap市场配置.
// Deleting a class deletes its subclasses (x-delete-cascade).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_class';
import { defineScreen } from '@/lib/screen';
import { subCLassConfig } from './subCLassConfig';

export const classMarketConfig = defineScreen<Schema<'SwapClass'>, Schema<'SwapClassCreate'>>({
  route: '/flashCash/classMarketConfig',
  resource: contract,
  list: {
    columns: ['id', 'icon', 'name', 'name_en', 'status', { field: 'sort', width: 90 }],
    filters: ['search', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: { fields: [['name', 'name_en'], 'icon', ['status', 'sort']], defaults: { status: 0, sort: 0 } },
  actions: [
    'create',
    'edit',
    {
      id: 'subclasses',
      label: 'screens.swap_class.subclasses',
      scope: 'row',
      rows: { screen: subCLassConfig, parent: 'swap_class_id' },
    },
    'toggleStatus',
    'delete',
  ],
});
