// The exchange's ledgers and their daily totals (exchange_day_total): one row per ledger, business day and market or
// coin, with the rows counted and the amount and fee summed exactly. A statistic over 90 days then reads at most 90
// rows per key, however many ledger rows there are. The totals are written in the same transaction as the ledger
// rows they sum (recordDayTotals: a transfer, a reward payment) or rebuilt from the ledgers by one GROUP BY per
// business day (rebuildDayTotals: after a bulk load); exchange.test.ts checks both against the rows themselves.
import { sumDecimals } from '@wallet-admin/sdk';
import { sql, type RawBuilder } from 'kysely';
import { decimalSum } from '../../db/decimal.ts';
import type { Db, Dialect, Row } from '../../db/types.ts';

export const DAY_TOTALS = 'exchange_day_total';
const DAY_MS = 86_400_000;

export type StatLedger = 'trade' | 'deposit' | 'withdraw' | 'transfer' | 'reward';

interface Source {
  table: string;
  /** The moment that dates a row. */
  at: string;
  /** The column the totals are kept per (market or coin), or a fixed coin. */
  key: string | { fixed: string };
  fee: string | null;
  /** Only rows with these values count (completed deposits, paid rewards). */
  where: Record<string, number>;
}

export const SOURCES: Record<StatLedger, Source> = {
  trade: { table: 'exchange_trade', at: 'created_at', key: 'market', fee: 'fee', where: {} },
  deposit: { table: 'exchange_deposit', at: 'created_at', key: 'symbol', fee: 'fee', where: { direction: 0, status: 1 } },
  withdraw: { table: 'exchange_deposit', at: 'created_at', key: 'symbol', fee: 'fee', where: { direction: 1, status: 1 } },
  transfer: { table: 'exchange_transfer', at: 'created_at', key: 'symbol', fee: null, where: {} },
  reward: { table: 'exchange_reward', at: 'paid_at', key: { fixed: 'USDT' }, fee: null, where: { status: 1 } },
};

/** The exchange's precision of each coin: what its amounts are shown with. */
export const COIN_DECIMALS: Record<string, number> = { USDT: 6, BTC: 8, ETH: 8, TRX: 6, EOS: 4 };

/** The business day (Unix ms of its midnight in the business time zone) of a moment. */
export const businessDay = (at: number, offsetMs: number): number => Math.floor((at + offsetMs) / DAY_MS) * DAY_MS - offsetMs;

export interface LedgerEntry {
  ledger: StatLedger;
  at: number;
  key: string;
  amount: string;
  fee: string;
}

export interface DayTotal {
  ledger: StatLedger;
  day: number;
  key: string;
  count: number;
  amount: string;
  fee: string;
}

/** Entries summed per ledger, business day and key, exactly. */
export function totalsOf(entries: readonly LedgerEntry[], offsetMs: number): DayTotal[] {
  const groups = new Map<string, { head: Omit<DayTotal, 'count' | 'amount' | 'fee'>; amounts: string[]; fees: string[] }>();
  for (const e of entries) {
    const day = businessDay(e.at, offsetMs);
    const id = `${e.ledger}\u0000${day}\u0000${e.key}`;
    const group = groups.get(id) ?? { head: { ledger: e.ledger, day, key: e.key }, amounts: [], fees: [] };
    group.amounts.push(e.amount);
    group.fees.push(e.fee);
    groups.set(id, group);
  }
  return [...groups.values()].map(({ head, amounts, fees }) => ({
    ...head,
    count: amounts.length,
    amount: sumDecimals(amounts),
    fee: sumDecimals(fees),
  }));
}

/** The ledger entries a stored ledger row makes (none when it does not count: a failed deposit, an unpaid reward). */
export function entriesOf(ledger: StatLedger, row: Row): LedgerEntry[] {
  const source = SOURCES[ledger];
  if (Object.entries(source.where).some(([column, value]) => Number(row[column]) !== value)) return [];
  const key = typeof source.key === 'string' ? String(row[source.key]) : source.key.fixed;
  return [{ ledger, at: Number(row[source.at]), key, amount: String(row.amount), fee: source.fee ? String(row[source.fee]) : '0' }];
}

/** Adds entries to the daily totals, in the caller's transaction (the one writing the ledger rows). */
export async function recordDayTotals(db: Db, dialect: Dialect, offsetMs: number, entries: readonly LedgerEntry[], now: number) {
  const add = (column: string): RawBuilder<string> =>
    dialect === 'postgres'
      ? sql<string>`${sql.ref(`${DAY_TOTALS}.${column}`)} + ${sql.ref(`excluded.${column}`)}`
      : sql<string>`decimal_add(${sql.ref(`${DAY_TOTALS}.${column}`)}, ${sql.ref(`excluded.${column}`)})`;
  for (const total of totalsOf(entries, offsetMs)) {
    await db
      .insertInto(DAY_TOTALS)
      .values({ ...total, created_at: now, updated_at: now })
      .onConflict((oc) =>
        // The x-unique index is partial (text columns non-empty: db/sync.ts): the conflict target names its predicate.
        oc
          .columns(['ledger', 'day', 'key'])
          .where('ledger', '<>', sql.lit(''))
          .where('key', '<>', sql.lit(''))
          .doUpdateSet({
            count: sql<number>`${sql.ref(`${DAY_TOTALS}.count`)} + ${sql.ref('excluded.count')}`,
            amount: add('amount'),
            fee: add('fee'),
            updated_at: now,
          }),
      )
      .execute();
  }
}

/** Rebuilds one ledger's daily totals from its rows: one GROUP BY business day and key, summed exactly in SQL. */
export async function rebuildDayTotals(db: Db, dialect: Dialect, offsetMs: number, ledger: StatLedger, now: number) {
  const source = SOURCES[ledger];
  const day = sql<number>`((${sql.ref(source.at)} + ${sql.lit(offsetMs)}) / ${sql.lit(DAY_MS)}) * ${sql.lit(DAY_MS)} - ${sql.lit(offsetMs)}`;
  const key = typeof source.key === 'string' ? sql.ref(source.key) : sql.lit(source.key.fixed);
  let select = db
    .selectFrom(source.table)
    .select([
      sql.lit(ledger).as('ledger'),
      day.as('day'),
      key.as('key'),
      sql<number>`count(*)`.as('count'),
      decimalSum(dialect, 'amount').as('amount'),
      (source.fee ? decimalSum(dialect, source.fee) : sql.lit('0')).as('fee'),
      sql.lit(now).as('created_at'),
      sql.lit(now).as('updated_at'),
    ])
    .where(sql.ref(source.at), 'is not', null)
    .groupBy([sql.ref('day'), sql.ref('key')]);
  for (const [column, value] of Object.entries(source.where)) select = select.where(column, '=', value);
  await db.deleteFrom(DAY_TOTALS).where('ledger', '=', ledger).execute();
  await db
    .insertInto(DAY_TOTALS)
    .columns(['ledger', 'day', 'key', 'count', 'amount', 'fee', 'created_at', 'updated_at'])
    .expression(select)
    .execute();
}

export interface StatAnswer {
  list: { day: number; count: number; amount: string; fee: string }[];
  total: { count: number; amount: string; fee: string };
}

/**
 * Daily totals of ledgers over the business days of [from, to], one key or every key: `amount` sums the first
 * ledger's amounts, `fee` the second ledger's amounts when given (deposits and withdrawals), else the first's fees.
 */
export async function readDayTotals(
  db: Db,
  dialect: Dialect,
  offsetMs: number,
  range: { from: number; to: number },
  ledgers: [StatLedger] | [StatLedger, StatLedger],
  key?: string,
): Promise<StatAnswer> {
  const [first, second] = ledgers;
  const zero = dialect === 'postgres' ? sql`0` : sql`'0'`;
  const amount = second ? sql`case when ledger = ${first} then amount else ${zero} end` : sql.ref('amount');
  const fee = second ? sql`case when ledger = ${second} then amount else ${zero} end` : sql.ref('fee');
  let query = db
    .selectFrom(DAY_TOTALS)
    .select(['day', sql<number>`sum(count)`.as('count'), decimalSum(dialect, amount).as('amount'), decimalSum(dialect, fee).as('fee')])
    .where('ledger', 'in', ledgers)
    .where('day', '>=', businessDay(range.from, offsetMs))
    .where('day', '<=', businessDay(range.to, offsetMs))
    .groupBy('day')
    .orderBy('day');
  if (key !== undefined) query = query.where('key', '=', key);
  const rows = await query.execute();
  const list = rows.map((r) => ({ day: Number(r.day), count: Number(r.count), amount: String(r.amount), fee: String(r.fee) }));
  return {
    list,
    total: {
      count: list.reduce((n, r) => n + r.count, 0),
      amount: sumDecimals(list.map((r) => r.amount)),
      fee: sumDecimals(list.map((r) => r.fee)),
    },
  };
}
