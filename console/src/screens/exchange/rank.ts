// 交易排行: one campaign's ranking by traded volume (read-only, as the campaign service computed it), opened from
// the campaign's row (?campaign_id=, so a reload or a link shows the same campaign).
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/exchange_rank';
import { defineScreen } from '@/lib/screen';

export const rank = defineScreen<Schema<'ExchangeRank'>>({
  route: '/exchange/trade/rank',
  resource: contract,
  list: {
    columns: ['rank', 'user_uid', 'campaign_id', 'trade_count', 'volume'],
    filters: ['campaign_id', 'search'],
    sort: { field: 'rank', order: 'asc' },
  },
  actions: ['export'],
  from: { screen: '/exchange/trade', field: 'campaign_id' },
});
