// 预付卡列表: the prepaid cards users hold. Cards are issued and charged by the card service; here an operator
// finds them (state, type, number or holder, issue date) and freezes or unfreezes one with a remark, as the
// contract's x-transitions allow (the server refuses any other move and stamps who and when).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/prepaid_card';
import { lazy } from 'react';
import { defineScreen } from '@/lib/screen';

export const cardList = defineScreen<Schema<'PrepaidCard'>, Schema<'PrepaidCardUpdate'>>({
  route: '/card/list',
  resource: contract,
  list: {
    columns: [
      'id',
      'card_no',
      'holder_account',
      'holder_name',
      'card_type',
      'balance',
      'status',
      'remark',
      'status_changed_by',
      'status_changed_at',
      'created_at',
    ],
    filters: ['status', 'card_type', 'created_at', 'search'],
    sort: { field: 'created_at', order: 'desc' },
  },
  detail: {
    fields: [
      'id',
      'card_no',
      'holder_account',
      'holder_name',
      'card_type',
      'currency',
      'balance',
      'expires_at',
      'status',
      'remark',
      'status_changed_by',
      'status_changed_at',
      'created_at',
    ],
  },
  actions: [
    'view',
    'review',
    'export',
    // The number is masked everywhere (x-mask: pan); its whole is shown for one card after sudo, audited.
    {
      id: 'reveal',
      label: 'screens.prepaid_card.reveal',
      scope: 'row',
      operation: 'revealPrepaidCardNo',
      dialog: lazy(() => import('./RevealCardNumber')),
    },
  ],
});
