// Swap (flash exchange) calls with their own rules: finding one order by whatever the operator holds (an id, an
// order number, a transaction hash from a user's screenshot) and telling its story as a timeline.
import { sql, type SqlBool } from 'kysely';
import type { Row } from '../../db/types.ts';
import { AppError, Result } from '../../http/errors.ts';
import { decodeRow } from '../resources.ts';
import type { OperationContext } from '../types.ts';
import { resourceNamed } from './shared.ts';

type StepName = 'created' | 'deposited' | 'swapped' | 'paid' | 'refunded' | 'failed' | 'expired';
interface Step {
  step: StepName;
  state: 'done' | 'pending' | 'failed';
  at: number | null;
  tx_hash: string;
}

// SwapOrderStatus: 0 awaiting deposit, 1 swapping, 2 delivered, 3 refunded, 4 failed, 5 expired.
const FAILED = 4;
const EXPIRED = 5;
const REFUNDED = 3;

const at = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const reached = (step: StepName, when: number | null, tx = ''): Step => ({
  step,
  state: when === null ? 'pending' : 'done',
  at: when,
  tx_hash: tx,
});

/** The order's steps, oldest first: the happy path up to where it stands, then how it ended when it did not. */
function orderTimeline(order: Row): Step[] {
  const status = Number(order.status);
  const created: Step = { step: 'created', state: 'done', at: Number(order.created_at), tx_hash: '' };
  if (status === EXPIRED) return [created, { step: 'expired', state: 'failed', at: at(order.failed_at), tx_hash: '' }];
  const deposited = reached('deposited', at(order.deposited_at), String(order.from_tx_hash));
  const swapped = reached('swapped', at(order.swapped_at));
  if (status === FAILED || status === REFUNDED) {
    const steps = [
      created,
      deposited,
      ...(swapped.at === null ? [] : [swapped]),
      { step: 'failed' as const, state: 'failed' as const, at: at(order.failed_at), tx_hash: '' },
    ];
    return status === REFUNDED ? [...steps, reached('refunded', at(order.refunded_at), String(order.refund_tx_hash))] : steps;
  }
  return [created, deposited, swapped, reached('paid', at(order.paid_at), String(order.to_tx_hash))];
}

export async function trackSwapOrder(ctx: OperationContext) {
  const orders = resourceNamed(ctx, 'swap_order');
  const key = String(ctx.query.key).trim();
  // Hashes of EVM chains are hex, shown in any letter case by explorers and wallets.
  const hash = /^0x[0-9a-fA-F]+$/.test(key) ? key.toLowerCase() : key;
  const byHash = (column: string) => sql<SqlBool>`${sql.ref(column)} = ${hash}`;
  const row = await ctx.db
    .selectFrom(orders.readFrom)
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(/^\d+$/.test(key) && Number.isSafeInteger(Number(key)) ? [eb('id', '=', Number(key))] : []),
        eb('order_no', '=', key.toUpperCase()),
        byHash('from_tx_hash'),
        byHash('to_tx_hash'),
        byHash('refund_tx_hash'),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new AppError(Result.NOT_FOUND, 'no swap order matches {key}', { params: { key } });
  const order = decodeRow(orders, row);
  return { order, timeline: orderTimeline(order) };
}
