// 海外KYC: overseas users' identity submissions; an operator opens one, looks at the document and selfie images and
// approves it, or rejects it with a remark (the review moves of ExchangeKyc's x-transitions). The group's only menu
// page: its toolbar leads to the exchange overview (adminindex), the hub of the other exchange pages.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_kyc';
import { defineScreen } from '@/lib/screen';

export const overseaIndex = defineScreen<Schema<'ExchangeKyc'>>({
  route: '/exchange/overseaIndex',
  resource: contract,
  list: {
    columns: [
      'id',
      'user_uid',
      'real_name',
      'country',
      'id_type',
      'id_number',
      'id_front_image',
      'status',
      'remark',
      'created_at',
      'reviewed_at',
      'reviewed_by',
    ],
    filters: ['search', 'status', 'country', 'id_type', { field: 'created_at', input: 'dateRange', days: 90 }],
    sort: { field: 'created_at', order: 'desc' },
  },
  detail: {
    fields: [
      'id',
      'user_uid',
      'real_name',
      'country',
      'id_type',
      'id_number',
      'id_front_image',
      'id_back_image',
      'selfie_image',
      'status',
      'remark',
      'created_at',
      'reviewed_at',
      'reviewed_by',
    ],
  },
  actions: ['view', 'review', 'export'],
});
