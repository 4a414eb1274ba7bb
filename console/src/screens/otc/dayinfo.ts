// 每日统计: one token's OTC orders per business day over a date range in the URL (90 days back by default): orders
// created, how many completed, and the tokens and fees they traded, summed exactly by the server's SQL GROUP BY
// (statOtcOrderDaily); a chart of the traded amount beside a table of the same numbers with the range's total.
import contract from 'virtual:contract/statOtcOrderDaily';
import { defineStats } from '@/lib/stats-screen';

export const dayinfo = defineStats({
  route: '/otc/dayinfo',
  key: 'otc_day_stat',
  operation: 'statOtcOrderDaily',
  contract,
  figures: [
    { field: 'orders' },
    { field: 'count' },
    { field: 'amount', money: true, chart: '--color-primary-ink' },
    { field: 'fee', money: true },
  ],
  choices: [{ name: 'otc_token_id', default: 1 }, { name: 'side' }],
  from: { screen: '/otc/order' },
});
