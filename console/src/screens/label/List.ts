// 地址标签: one label per address and chain (an exchange's hot wallet, a project's treasury, a bridge) that the wallet
// shows beside the address (a designed reading: see listAddressLabel in openapi/label.yaml). The address is checked by
// its chain's rule; labels also come in by the thousand from spreadsheets (import: preview, then all rows or none).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/address_label';
import { defineScreen } from '@/lib/screen';

export const addressLabels = defineScreen<Schema<'AddressLabel'>, Schema<'AddressLabelCreate'>>({
  route: '/label/List',
  resource: contract,
  list: {
    columns: ['id', 'blockchain_id', { field: 'address', cell: 'code' }, 'label', 'category', 'source', 'remark', 'updated_at'],
    filters: ['search', 'address', 'blockchain_id', 'category', 'source'],
  },
  form: {
    fields: [['blockchain_id', 'category'], 'address', 'label', 'source', 'remark'],
    defaults: { category: 'exchange', source: 'manual' },
  },
  actions: ['create', 'import', 'export', 'edit', 'delete'],
});
