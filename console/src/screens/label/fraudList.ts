// 欺诈地址: the addresses the wallet warns about before a transfer, with the kind of fraud, where the entry came from
// and how many users reported it (a designed reading: see listFraudAddress in openapi/label.yaml). Added one at a time,
// many at once from a spreadsheet (import), or by approving a user's report (举报审核).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/fraud_address';
import { defineScreen } from '@/lib/screen';

export const fraudAddresses = defineScreen<Schema<'FraudAddress'>, Schema<'FraudAddressCreate'>>({
  route: '/label/fraudList',
  resource: contract,
  list: {
    columns: ['id', 'blockchain_id', { field: 'address', cell: 'code' }, 'reason', 'source', 'report_count', 'remark', 'updated_at'],
    filters: ['address', 'blockchain_id', 'reason', 'source'],
  },
  form: {
    fields: [['blockchain_id', 'reason'], 'address', ['source', 'report_count'], 'remark'],
    defaults: { reason: 'phishing', source: 'manual', report_count: 0 },
  },
  actions: ['create', 'import', 'export', 'edit', 'delete'],
});
