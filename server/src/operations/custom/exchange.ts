// The exchange's own operations: paying campaign rewards in one batch, an internal transfer, the statistics per
// business day and the overview. Writes run in the call's transaction with the daily totals they change
// (exchange-ledger.ts), so a statistic never disagrees with its ledger; a retried call with the same
// Idempotency-Key is answered by the pipeline without running again.
import { compareDecimals, sumDecimals, toText } from '@wallet-admin/sdk';
import { sql } from 'kysely';
import { decimalSum } from '../../db/decimal.ts';
import type { Row } from '../../db/types.ts';
import { AppError, invalidInput, notFound, Result } from '../../http/errors.ts';
import { changeRow, createRow } from '../door.ts';
import { caller, type OperationContext } from '../types.ts';
import {
  businessDay,
  COIN_DECIMALS,
  entriesOf,
  readDayTotals,
  recordDayTotals,
  type LedgerEntry,
  type StatLedger,
} from './exchange-ledger.ts';
import { resourceNamed } from './shared.ts';

const UNPAID = 0;
const PAID = 1;
const offsetOf = (ctx: OperationContext) => ctx.services.config.businessUtcOffset * 60_000;
const record = (ctx: OperationContext, entries: LedgerEntry[]) =>
  recordDayTotals(ctx.db, ctx.services.database.dialect, offsetOf(ctx), entries, ctx.now);

export async function payExchangeReward(ctx: OperationContext) {
  const rewards = resourceNamed(ctx, 'exchange_reward');
  const ids = (ctx.body.ids as number[]).map(Number);
  const { user_name } = caller(ctx);
  const found = await ctx.db.selectFrom(rewards.table).select(['id', 'status']).where('id', 'in', ids).execute();
  const byId = new Map(found.map((r) => [Number(r.id), Number(r.status)]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound('exchange_reward', missing);
  const paid = ids.find((id) => byId.get(id) === PAID);
  if (paid !== undefined)
    throw new AppError(Result.CONFLICT, 'conflict: {resource} {id} is already {field} {value}', {
      params: { resource: 'exchange_reward', id: String(paid), field: 'status', value: String(PAID) },
      field: 'ids',
    });
  const audit = [];
  const entries: LedgerEntry[] = [];
  for (const id of ids) {
    // Guarded by the unpaid state: of two concurrent payments of one reward, one pays and the other fails (40009).
    const { before, after } = await changeRow(
      ctx,
      rewards,
      id,
      { status: PAID, paid_at: ctx.now, paid_by: user_name },
      {
        before: { id },
        field: 'status',
        value: UNPAID,
      },
    );
    audit.push({ target: `exchange_reward:${id}`, before, after });
    entries.push(...entriesOf('reward', after));
  }
  await record(ctx, entries);
  ctx.audit = audit;
  return { count: entries.length, amount: sumDecimals(entries.map((e) => e.amount)) };
}

export async function transferExchangeInternal(ctx: OperationContext) {
  const transfers = resourceNamed(ctx, 'exchange_transfer');
  const { from_account, to_account, symbol, amount } = ctx.body;
  if (Number(from_account) === Number(to_account))
    throw invalidInput('invalid input: body.to_account must differ from body.from_account', {}, 'to_account');
  if (compareDecimals(String(amount), '0') <= 0) throw invalidInput('invalid input: body.amount must be above 0', {}, 'amount');
  const row = await createRow(ctx, transfers, {
    from_account,
    to_account,
    symbol,
    amount,
    decimals: COIN_DECIMALS[String(symbol)] ?? 0,
    remark: ctx.body.remark ?? '',
    operator: caller(ctx).user_name,
    // Who asked: the approval's requester when a second operator approves it (operator is then the approver).
    requested_by: ctx.requester ?? caller(ctx).user_name,
  });
  await record(ctx, entriesOf('transfer', row));
  ctx.audit = { target: `exchange_transfer:${String(row.id)}`, before: null, after: row };
  return row;
}

function stat(ctx: OperationContext, ledgers: [StatLedger] | [StatLedger, StatLedger], key: unknown, decimals: number) {
  const range = { from: Number(ctx.query.from), to: Number(ctx.query.to) };
  if (range.to < range.from) throw invalidInput('invalid input: query.from must not be after query.to', {}, 'from');
  const keyText = key === undefined || key === null || key === '' ? undefined : toText(key);
  return readDayTotals(ctx.db, ctx.services.database.dialect, offsetOf(ctx), range, ledgers, keyText).then((answer) => ({
    ...answer,
    decimals,
  }));
}

export const statExchangeTrade = (ctx: OperationContext) => stat(ctx, ['trade'], ctx.query.market, COIN_DECIMALS.USDT!);
export const statExchangeReward = (ctx: OperationContext) => stat(ctx, ['reward'], undefined, COIN_DECIMALS.USDT!);
export const statExchangeAssets = (ctx: OperationContext) =>
  stat(ctx, ['deposit', 'withdraw'], ctx.query.symbol, COIN_DECIMALS[String(ctx.query.symbol)] ?? 0);

const count = async (ctx: OperationContext, table: string, where: Row): Promise<number> => {
  let query = ctx.db.selectFrom(table).select(sql<number>`count(*)`.as('n'));
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value as never);
  return Number((await query.executeTakeFirst())?.n ?? 0);
};

export async function getExchangeOverview(ctx: OperationContext) {
  const { dialect } = ctx.services.database;
  const offset = offsetOf(ctx);
  const today = businessDay(ctx.now, offset);
  const unpaid = await ctx.db
    .selectFrom('exchange_reward')
    .select([sql<number>`count(*)`.as('n'), decimalSum(dialect, 'amount').as('amount')])
    .where('status', '=', UNPAID)
    .executeTakeFirst();
  const trades = await readDayTotals(ctx.db, dialect, offset, { from: today, to: today }, ['trade']);
  const week = { from: today - 6 * 86_400_000, to: today };
  const flows = await readDayTotals(ctx.db, dialect, offset, week, ['deposit', 'withdraw'], 'USDT');
  return {
    kyc_pending: await count(ctx, 'exchange_kyc', { status: 0 }),
    campaigns_running: await count(ctx, 'exchange_campaign', { status: 1 }),
    rewards_unpaid: Number(unpaid?.n ?? 0),
    rewards_unpaid_amount: String(unpaid?.amount ?? '0'),
    trades_today: trades.total.count,
    volume_today: trades.total.amount,
    deposits_7d: flows.total.amount,
    withdrawals_7d: flows.total.fee,
  };
}
