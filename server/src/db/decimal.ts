// Exact money in SQL on both databases. PostgreSQL stores money columns as `numeric` and sums them exactly; SQLite
// has no exact decimal type, so money is kept as its digits (text) and summed by `decimal_sum`, an aggregate of this
// connection that adds the digits with BigInt (sdk/src/money.ts). `decimalSum` writes the right one for a dialect.
import { sumDecimals } from '@wallet-admin/sdk';
import type BetterSqlite from 'better-sqlite3';
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './types.ts';

/** Registers `decimal_sum(x)` (exact, text in, text out; null values skipped, "0" for none) and `decimal_add(a, b)`
 * on a SQLite connection. */
export function registerDecimalFunctions(sqlite: BetterSqlite.Database): void {
  sqlite.function('decimal_add', { deterministic: true }, (a: unknown, b: unknown) => sumDecimals([String(a ?? 0), String(b ?? 0)]));
  sqlite.aggregate('decimal_sum', {
    start: () => [] as string[],
    step: (parts: string[], value: unknown) => {
      if (value !== null && value !== undefined) parts.push(String(value));
      // Keeps memory flat over a million rows: fold every 4096 values into one.
      if (parts.length >= 4096) parts.splice(0, parts.length, sumDecimals(parts));
      return parts;
    },
    result: (parts: string[]) => sumDecimals(parts),
  });
}

/** `sum(column)` written exactly for the dialect ("0" over no rows): numeric on PostgreSQL (read back as exact text
 * by parseNumeric, or a safe whole number), decimal text on SQLite. Either way `String(value)` is the exact sum. */
export const decimalSum = (dialect: Dialect, column: RawBuilder<unknown> | string): RawBuilder<string> => {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return dialect === 'postgres' ? sql<string>`coalesce(sum(${ref}), 0)` : sql<string>`decimal_sum(${ref})`;
};

/** PostgreSQL numeric values as read: a whole number within 2^53 as a number (counts, sums of integers), any other
 * value (money with a fraction, huge sums) as its exact text. */
export const parseNumeric = (value: string): number | string => {
  const n = Number(value);
  return /^-?\d+$/.test(value) && Number.isSafeInteger(n) ? n : value;
};
