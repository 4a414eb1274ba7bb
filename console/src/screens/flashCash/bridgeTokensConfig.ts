// 跨链桥代币: the tokens the bridge carries: a catalogue token, its destination chain and contract there, the
// bridge, limits, the fixed fee and the usual transfer time (a designed reading: see listSwapBridgeToken).
// The token picker lists only the source chain's tokens (token_id's x-ref-scope: blockchain_id).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/swap_bridge_token';
import { defineScreen } from '@/lib/screen';

export const bridgeTokensConfig = defineScreen<Schema<'SwapBridgeToken'>, Schema<'SwapBridgeTokenCreate'>>({
  route: '/flashCash/bridgeTokensConfig',
  resource: contract,
  list: {
    columns: [
      'id',
      'symbol',
      'blockchain_id',
      { field: 'token_id', width: 90 },
      'to_blockchain_id',
      'to_address',
      'bridge',
      'min_amount',
      'max_amount',
      'fee_amount',
      'estimated_minutes',
      'status',
    ],
    filters: ['search', 'blockchain_id', 'to_blockchain_id', 'bridge', 'status'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [
      ['blockchain_id', 'token_id'],
      'symbol',
      ['to_blockchain_id', 'bridge'],
      'to_address',
      ['min_amount', 'max_amount'],
      ['fee_amount', 'estimated_minutes'],
      ['status', 'sort'],
    ],
    widgets: { blockchain_id: 'chain', to_blockchain_id: 'chain' },
    defaults: { bridge: 'stargate', min_amount: '10', max_amount: '100000', fee_amount: '0', estimated_minutes: 5, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'delete'],
});
