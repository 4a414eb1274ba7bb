// 交易统计, 奖励统计 and 资产统计: daily totals over a date range (90 days by default, in the URL) from SQL aggregates
// per business day, drawn as a chart with the same numbers as a table beside it (lib/stats-screen).
import trade from 'virtual:contract/statExchangeTrade';
import reward from 'virtual:contract/statExchangeReward';
import assets from 'virtual:contract/statExchangeAssets';
import { defineStats } from '@/lib/stats-screen';

const from = { screen: '/exchange/adminindex' };

export const statTrade = defineStats({
  route: '/exchange/stat/trade',
  key: 'exchange_stat_trade',
  operation: 'statExchangeTrade',
  contract: trade,
  figures: [{ field: 'count' }, { field: 'amount', money: true, chart: '--color-primary-ink' }, { field: 'fee', money: true }],
  choices: [{ name: 'market' }],
  from,
});

export const statReward = defineStats({
  route: '/exchange/stat/reward',
  key: 'exchange_stat_reward',
  operation: 'statExchangeReward',
  contract: reward,
  figures: [{ field: 'count' }, { field: 'amount', money: true, chart: '--color-primary-ink' }],
  from,
});

export const statAssets = defineStats({
  route: '/exchange/AssetsInformation',
  key: 'exchange_stat_assets',
  operation: 'statExchangeAssets',
  contract: assets,
  figures: [
    { field: 'count' },
    { field: 'amount', money: true, chart: '--color-primary-ink' },
    { field: 'fee', money: true, chart: '--color-warning' },
  ],
  choices: [{ name: 'symbol', default: 'USDT' }],
  from,
});
