// 代币审核: tokens submitted by projects. Approve (creates the token and links it) or reject (with the reason
// the project is given) as the contract's x-transitions allow; the server stamps who and when. tokenVerifyInfo
// shows one submission with the same buttons.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/token_submit';
import { defineScreen } from '@/lib/screen';
import { contractColumns } from './shared';

export const tokenVerify = defineScreen<Schema<'TokenSubmit'>, Schema<'TokenSubmitUpdate'>>({
  route: '/token/tokenVerify',
  resource: contract,
  list: {
    columns: [
      { field: 'id' },
      ...contractColumns<Schema<'TokenSubmit'>>(),
      { field: 'contact_email' },
      { field: 'audit_status' },
      { field: 'token_id' },
      { field: 'audited_by' },
      { field: 'audited_at' },
      { field: 'created_at' },
    ],
    filters: [
      { field: 'audit_status', input: 'enum', default: 0 },
      { field: 'blockchain_id', input: 'chain' },
      { field: 'created_at', input: 'dateRange' },
      { input: 'search' },
    ],
  },
  actions: ['view', 'review', 'delete'],
  pages: { detail: '/token/tokenVerifyInfo' },
});
