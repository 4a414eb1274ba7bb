// 子分类配置: the subclasses of the market classes (classes → subclasses). The class is picked by name; a class's
// own subclasses are also edited from its row on 分类市场配置 (classMarketConfig).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_subclass';
import { defineScreen } from '@/lib/screen';

export const subCLassConfig = defineScreen<Schema<'SwapSubclass'>, Schema<'SwapSubclassCreate'>>({
  route: '/flashCash/subCLassConfig',
  resource: contract,
  list: {
    columns: ['id', 'swap_class_id', 'name', 'name_en', 'status', { field: 'sort', width: 90 }],
    filters: ['search', 'swap_class_id', 'status'],
    sort: { field: 'swap_class_id', order: 'asc' },
  },
  form: { fields: ['swap_class_id', ['name', 'name_en'], ['status', 'sort']], defaults: { status: 0, sort: 0 } },
  actions: ['create', 'edit', 'toggleStatus', 'delete'],
});
