// 交易所管理: the exchanges every token may be listed on (CEX, or a DEX on one chain), each with its trading
// pairs: the token listings (token_market_exchange) of that exchange, edited in a dialog scoped to it.
import type { Schema } from '@wallet-admin/sdk';
import exchanges from 'virtual:contract/token_universal_exchange';
import listings from 'virtual:contract/token_market_exchange';
import { defineScreen } from '@/lib/screen';

export const exchangePairs = defineScreen<Schema<'TokenMarketExchange'>, Schema<'TokenMarketExchangeCreate'>>({
  route: '/token/tokenexchange',
  resource: listings,
  embedded: true,
  list: {
    columns: [
      'id',
      'token_id',
      'token_universal_exchange_id',
      { field: 'pair', cell: 'code' },
      'trade_url',
      'price_weight',
      'status',
      { field: 'sort', width: 110 },
    ],
    filters: ['token_id', 'status', 'search'],
  },
  form: {
    fields: ['token_id', 'token_universal_exchange_id', ['pair', 'price_weight'], 'trade_url', ['status', 'sort']],
    defaults: { price_weight: 0, status: 0, sort: 0 },
  },
  actions: ['create', 'edit', 'delete'],
});

export const tokenexchange = defineScreen<Schema<'TokenUniversalExchange'>, Schema<'TokenUniversalExchangeCreate'>>({
  route: '/token/tokenexchange',
  resource: exchanges,
  list: {
    columns: ['id', 'logo', 'name', 'code', 'exchange_type', 'blockchain_id', 'website', 'status', { field: 'sort', width: 110 }],
    filters: ['exchange_type', 'blockchain_id', 'status', 'search'],
    sort: { field: 'sort', order: 'asc' },
  },
  form: {
    fields: [['name', 'code'], ['exchange_type', 'blockchain_id'], 'logo', 'website', ['status', 'sort']],
    defaults: { exchange_type: 0, blockchain_id: 0, status: 0, sort: 0 },
  },
  actions: [
    'create',
    'edit',
    {
      id: 'pairs',
      label: 'screens.token_universal_exchange.pairs',
      scope: 'row',
      rows: { screen: exchangePairs, parent: 'token_universal_exchange_id' },
    },
    'toggleStatus',
    'delete',
  ],
});
