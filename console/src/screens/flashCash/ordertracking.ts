// 订单追踪: find an order by id, order number or transaction hash and see its timeline (a page of its own,
// OrderTracking, loaded when visited; trackSwapOrder in openapi/flashcash.yaml).
import { lazyNamed } from '@/lib/lazy';
import { definePage } from '@/lib/page';

export const ordertracking = definePage({
  route: '/flashCash/ordertracking',
  component: lazyNamed(() => import('./OrderTrackingPage'), 'OrderTracking'),
});
