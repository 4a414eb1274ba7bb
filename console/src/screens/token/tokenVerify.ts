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
      'id',
      ...contractColumns<Schema<'TokenSubmit'>>(),
      'contact_email',
      'audit_status',
      'token_id',
      'audited_by',
      'audited_at',
      'created_at',
    ],
    filters: [{ field: 'audit_status', input: 'enum', default: 0 }, 'blockchain_id', 'created_at', 'search'],
  },
  actions: ['view', 'review', 'delete'],
  pages: { detail: '/token/tokenVerifyInfo' },
});
