// 区块链: the chains the wallet supports. Add/edit and the read-only view have their own routes
// (blockchain/add*, blockchain/detail*, `?id=` names the row); delete asks for the operator's password.
import type { Schema } from '@wallet-admin/sdk';
import blockChain from 'virtual:contract/block_chain';
import { defineScreen } from '@/lib/screen';

export const blockchain = defineScreen<Schema<'BlockChain'>, Schema<'BlockChainCreate'>>({
  route: '/system/blockchain',
  resource: blockChain,
  list: {
    columns: ['id', 'logo', 'name', 'symbol', 'platform', 'chain_id', 'decimals', 'status', { field: 'sort', width: 110 }, 'updated_at'],
    filters: ['search', 'platform', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['name', 'symbol'],
      ['platform', 'chain_id'],
      ['decimals', 'sort'],
      'logo',
      'rpc_url',
      'explorer_url',
      'status',
      'description',
    ],
    defaults: { status: 0, decimals: 18, sort: 0 },
  },
  actions: ['create', 'view', 'edit', 'toggleStatus', 'reorder', 'delete'],
  pages: { form: '/system/blockchain/add*', detail: '/system/blockchain/detail*' },
});
