// 操作日志: the audit log, read-only (the 审计员 auditor role holds only this screen). Every write of the product is an
// entry; reading this list is one too (the server records it).
import type { Schema } from '@wallet-admin/sdk';
import auditLog from 'virtual:contract/audit_log';
import { defineScreen } from '@/lib/screen';
import { OperationCell } from './OperationCell';

export const audit = defineScreen<Schema<'AuditLog'>>({
  route: '/permission/audit',
  resource: auditLog,
  operations: { list: 'listAuditLog' },
  list: {
    columns: ['id', 'created_at', 'user_name', { field: 'operation', cell: OperationCell, width: 260 }, 'target', 'ip', 'request_id'],
    filters: ['search', 'operation'],
  },
  actions: [],
});
