// 交易所概览: the exchange admin's home (a few totals from SQL aggregates: getExchangeOverview) and the hub of the
// group's hidden pages: each of them says `from: { screen: '/exchange/adminindex' }`, so their buttons stand here.
// Reached from the KYC list (overseaIndex), the group's only menu page.
import { lazyNamed } from '@/lib/lazy';
import { definePage } from '@/lib/page';

export const adminindex = definePage({
  route: '/exchange/adminindex',
  key: 'exchange_overview',
  from: { screen: '/exchange/overseaIndex' },
  operation: 'getExchangeOverview',
  component: lazyNamed(() => import('./OverviewPage'), 'OverviewPage'),
});
