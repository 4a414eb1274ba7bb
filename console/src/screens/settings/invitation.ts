// 邀请码: the invitation codes users buy (Alipay, WeChat or PayPal), filtered by pay type and status as the spec's
// list does. 批量生成 makes N unused codes of one pay type and price in one server transaction and offers that
// batch's .xlsx; unpaid or unused codes are destroyed one by one or as a selection (a used code refuses it).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/invite_code';
import { generateAction } from '@/components/resource/GenerateDialog';
import { defineScreen } from '@/lib/screen';

const COLUMNS = ['code', 'pay_type', 'price', 'batch_no', 'status', 'created_at'] as const;

export const invitation = defineScreen<Schema<'InviteCode'>>({
  route: '/settings/invitation',
  resource: contract,
  list: {
    columns: [...COLUMNS.map((field) => ({ field })), 'used_by', 'used_at'],
    // The spec's filters: -1 (全部, the default) means all (x-filter-all).
    filters: [{ field: 'pay_type', input: 'enum', default: -1 }, { field: 'status', input: 'enum', default: -1 }, 'batch_no', 'search'],
  },
  actions: [
    generateAction(contract, { operation: 'generateInviteCode', label: 'screens.invite_code.generate', columns: COLUMNS }),
    'export',
    {
      id: 'destroy',
      label: 'screens.invite_code.destroy',
      scope: 'row',
      tone: 'danger',
      confirm: true,
      operation: 'destroyInviteCode',
      input: (row) => ({ body: { ids: [row?.id] } }),
      visible: (row) => row.status === 1 || row.status === 2,
    },
  ],
  batch: [
    {
      id: 'destroy',
      label: 'screens.invite_code.destroy',
      tone: 'danger',
      operation: 'destroyInviteCode',
      input: (ids) => ({ body: { ids } }),
    },
  ],
});
