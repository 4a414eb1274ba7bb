// DApp审核: submitted DApps. Approve (creates the DApp) or reject (with the reason the project is given) as the
// contract's x-transitions allow; the server refuses any other move and stamps who and when. dappVerifyInfo
// shows one submission.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/application_submit';
import { defineScreen } from '@/lib/screen';

export const dappVerify = defineScreen<Schema<'ApplicationSubmit'>, Schema<'ApplicationSubmitUpdate'>>({
  route: '/application/dappVerify',
  resource: contract,
  list: {
    columns: ['id', 'logo', 'title', 'url', 'lang', 'developer', 'audit_status', 'audited_by', 'audited_at', 'created_at'],
    filters: [{ field: 'audit_status', input: 'enum', default: 0 }, 'lang', 'search'],
  },
  actions: ['view', 'review', 'delete'],
  pages: { detail: '/application/dappVerifyInfo' },
});
