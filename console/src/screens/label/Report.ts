// 举报审核: fraud reports users send from the wallet (an address, what happened, evidence in one of the audit-report
// formats). Approve (the address joins the fraud list in the same transaction: x-transitions creates) or reject with
// the reason, as the contract allows; the server stamps who and when. Reports received elsewhere can be recorded.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/fraud_report';
import { defineScreen } from '@/lib/screen';

export const fraudReports = defineScreen<Schema<'FraudReport'>, Schema<'FraudReportCreate'>>({
  route: '/label/Report',
  resource: contract,
  list: {
    columns: [
      'id',
      'blockchain_id',
      { field: 'address', cell: 'code' },
      'reason',
      'remark',
      { field: 'evidence', cell: 'link' },
      'status',
      'fraud_address_id',
      'audited_by',
      'created_at',
    ],
    filters: [{ field: 'status', input: 'enum', default: 0 }, 'blockchain_id', 'reason', 'created_at', 'search'],
  },
  form: {
    fields: [['blockchain_id', 'reason'], 'address', 'remark', 'reporter', 'evidence'],
    widgets: { evidence: 'file', remark: 'textarea' },
    accept: { evidence: 'auditReport' },
    defaults: { reason: 'scam' },
  },
  detail: {
    fields: [
      'blockchain_id',
      'address',
      'reason',
      'remark',
      'reporter',
      'evidence',
      'status',
      'audit_remark',
      'fraud_address_id',
      'audited_by',
      'audited_at',
      'created_at',
    ],
  },
  actions: ['create', 'view', 'review', 'delete'],
});
