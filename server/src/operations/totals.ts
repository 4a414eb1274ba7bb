// Totals that stay cheap: a list's exact count is cached per (table, count query, parameters) together with the
// table's change stamp (db/sync.ts: triggers bump it on every insert, update and delete, whichever process or
// handler writes), and counted again only when the stamp moved. The stamp is read before counting, so a write
// that lands meanwhile leaves an entry under the old stamp that the next read no longer trusts. Far pages keep
// their positions the same way (positions.ts). A list page reads the stamp in its own statement (`stampOf`): on
// PostgreSQL that spares a round trip per page, most of what a cached total cost there.
import { sql, type Compilable, type CompiledQuery, type RawBuilder } from 'kysely';
import { STAMP_TABLE } from '../db/sync.ts';
import type { Db } from '../db/types.ts';

interface Entry<T> {
  stamp: number;
  value: T;
}

async function readStamp(db: Db, table: string): Promise<number | null> {
  const row = await db.selectFrom(STAMP_TABLE).select('stamp').where('name', '=', table).executeTakeFirst();
  return row ? Number(row.stamp) : null;
}

/** The table's change stamp as a column of another query, read in the same statement. */
export const stampOf = (table: string): RawBuilder<number | null> =>
  sql<number | null>`(select ${sql.ref('stamp')} from ${sql.table(STAMP_TABLE)} where ${sql.ref('name')} = ${table})`;

/** A cache of what a query of one table answers, per database, at most `limit` entries (the oldest go first). */
export function stampedCache<T>(limit: number) {
  const caches = new WeakMap<object, Map<string, Entry<T>>>();
  return {
    /** `compute`'s answer, from the cache while `table` has not changed since it was computed. `known`: the stamp,
     * when a statement that ran before `compute` would read it (stampOf). */
    async get(db: Db, table: string, key: string, compute: () => Promise<T>, known?: number): Promise<T> {
      let cache = caches.get(db);
      if (!cache) caches.set(db, (cache = new Map<string, Entry<T>>()));
      const stamp = known ?? (await readStamp(db, table));
      const hit = cache.get(`${table}\u0000${key}`);
      if (hit && stamp !== null && hit.stamp === stamp) return hit.value;
      const value = await compute();
      if (stamp !== null) {
        cache.delete(`${table}\u0000${key}`);
        cache.set(`${table}\u0000${key}`, { stamp, value });
        if (cache.size > limit) cache.delete(cache.keys().next().value ?? '');
      }
      return value;
    },
    /** The last answer computed, under whichever stamp: a hint, never an answer. */
    last: (db: Db, table: string, key: string): T | undefined => caches.get(db)?.get(`${table}\u0000${key}`)?.value,
    /** How many entries a database holds (tests). */
    size: (db: Db) => caches.get(db)?.size ?? 0,
  };
}

const totals = stampedCache<number>(5000);

/** A generic list counts its matches exactly up to this many, and answers "more" beyond (common.yaml#/Page): the
 * count reads at most this many rows plus one, however large the table. */
export const COUNT_BOUND = 10_000;

/** The count query's `n`, from the cache while `table` has not changed since it was counted (`stamp`: as read by
 * an earlier statement, else read now). */
export async function cachedTotal(db: Db, table: string, query: Compilable<{ n: number }>, stamp?: number): Promise<number> {
  const compiled = query.compile();
  const count = async () => Number((await db.executeQuery(compiled)).rows[0]?.n ?? 0);
  return totals.get(db, table, keyOf(compiled), count, stamp);
}

/** What the count query answered last, however the table changed since (a plan's hint); undefined if never counted. */
export const lastTotal = (db: Db, table: string, query: Compilable<{ n: number }>): number | undefined =>
  totals.last(db, table, keyOf(query.compile()));

const keyOf = (compiled: CompiledQuery) => `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;

/** How many cached totals a database holds (tests). */
export const cachedTotals = (db: Db) => totals.size(db);
