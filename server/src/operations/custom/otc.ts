// The OTC daily statistics (statOtcOrderDaily): one token's orders summed per business day by a single SQL GROUP BY
// over the orders (the index of the order list's date range serves the range), the amounts summed exactly
// (numeric on PostgreSQL, decimal_sum on SQLite), the total the exact sum of the days.
import { sumDecimals } from '@wallet-admin/sdk';
import { sql } from 'kysely';
import { decimalSum } from '../../db/decimal.ts';
import { AppError, Result } from '../../http/errors.ts';
import type { OperationContext } from '../types.ts';
import { resourceNamed } from './shared.ts';

const DAY_MS = 86_400_000;
/** OtcOrderStatus 2: completed (the token released). */
const COMPLETED = 2;

/** The Unix ms of the business midnight that starts the day of `at`. */
const dayStart = (at: number, offsetMs: number) => Math.floor((at + offsetMs) / DAY_MS) * DAY_MS - offsetMs;

export async function statOtcOrderDaily(ctx: OperationContext) {
  const { query } = ctx;
  const from = Number(query.from);
  const to = Number(query.to);
  if (from > to) throw new AppError(Result.INVALID_INPUT, 'invalid input: query.from must not be after query.to', { field: 'from' });
  const tokens = resourceNamed(ctx, 'otc_token');
  const token = await ctx.db
    .selectFrom(tokens.readFrom)
    .select(['symbol', 'decimals'])
    .where('id', '=', Number(query.otc_token_id))
    .executeTakeFirst();
  if (!token)
    throw new AppError(Result.NOT_FOUND, '{what} {id} not found', { params: { what: 'otc_token', id: String(query.otc_token_id) } });

  const offset = ctx.services.config.businessUtcOffset * 60_000;
  const { dialect } = ctx.services.database;
  const orders = resourceNamed(ctx, 'otc_order');
  const day = sql<number>`((created_at + ${sql.lit(offset)}) / ${sql.lit(DAY_MS)}) * ${sql.lit(DAY_MS)} - ${sql.lit(offset)}`;
  const completed = (column: string) => sql`case when status = ${sql.lit(COMPLETED)} then ${sql.ref(column)} end`;
  let select = ctx.db
    .selectFrom(orders.readFrom)
    .select([
      day.as('day'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`count(case when status = ${sql.lit(COMPLETED)} then 1 end)`.as('count'),
      decimalSum(dialect, completed('amount')).as('amount'),
      decimalSum(dialect, completed('fee')).as('fee'),
    ])
    .where('otc_token_id', '=', Number(query.otc_token_id))
    .where('created_at', '>=', dayStart(from, offset))
    .where('created_at', '<', dayStart(to, offset) + DAY_MS);
  if (query.side !== undefined) select = select.where('side', '=', Number(query.side));
  if (query.otc_merchant_id !== undefined) select = select.where('otc_merchant_id', '=', Number(query.otc_merchant_id));
  const rows = await select.groupBy(day).orderBy(day).execute();
  const list = rows.map((r) => ({
    day: Number(r.day),
    orders: Number(r.orders),
    count: Number(r.count),
    amount: String(r.amount),
    fee: String(r.fee),
  }));
  return {
    list,
    total: {
      orders: list.reduce((n, d) => n + d.orders, 0),
      count: list.reduce((n, d) => n + d.count, 0),
      amount: sumDecimals(list.map((d) => d.amount)),
      fee: sumDecimals(list.map((d) => d.fee)),
    },
    decimals: Number(token.decimals),
    symbol: String(token.symbol),
  };
}
