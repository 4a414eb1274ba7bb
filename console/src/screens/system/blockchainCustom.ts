// 自定义链: chains proposed outside the main list. Sync publishes one to the block chain list (the
// call carries the fixed admin header password, which the SDK asks for); delete needs the password.
import type { Schema } from '@wallet-admin/sdk';
import customChain from 'virtual:contract/custom_chain';
import { defineScreen } from '@/lib/screen';

type CustomChain = Schema<'CustomChain'>;

export const blockchainCustom = defineScreen<CustomChain, Schema<'CustomChainCreate'>>({
  route: '/system/blockchainCustom',
  resource: customChain,
  list: {
    columns: ['id', 'logo', 'name', 'symbol', 'chain_id', 'rpc_url', 'status', 'blockchain_id', { field: 'synced_at', cell: 'relative' }],
    filters: ['search', 'status'],
  },
  form: {
    fields: [['name', 'symbol'], ['chain_id', 'decimals'], 'rpc_url', 'explorer_url', 'logo', 'status', 'description'],
    defaults: { status: 0, decimals: 18 },
  },
  actions: [
    'create',
    'view',
    'edit',
    {
      id: 'sync',
      label: 'screens.custom_chain.sync',
      scope: 'row',
      operation: 'syncCustomChain',
      confirm: 'screens.custom_chain.syncConfirm',
      success: 'screens.custom_chain.synced',
      input: (row) => ({ body: { id: row?.id } }),
      invalidates: ['block_chain'],
    },
    'delete',
  ],
  pages: { form: '/system/blockchainCustom/add', detail: '/system/blockchainCustom/info' },
});
