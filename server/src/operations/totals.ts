// Totals that stay cheap: a list's exact count is cached per (table, count query, parameters) together with the
// table's change stamp (db/sync.ts: triggers bump it on every insert, update and delete, whichever process or
// handler writes), and counted again only when the stamp moved. The stamp is read before counting, so a write
// that lands meanwhile leaves an entry under the old stamp that the next read no longer trusts.
import type { Compilable } from 'kysely';
import { STAMP_TABLE } from '../db/sync.ts';
import type { Db } from '../db/types.ts';

interface Entry {
  stamp: number;
  total: number;
}

/** Entries per database; the oldest go first beyond it. */
const LIMIT = 5000;
const caches = new WeakMap<object, Map<string, Entry>>();

async function readStamp(db: Db, table: string): Promise<number | null> {
  const row = await db.selectFrom(STAMP_TABLE).select('stamp').where('name', '=', table).executeTakeFirst();
  return row ? Number(row.stamp) : null;
}

/** The count query's `n`, from the cache while `table` has not changed since it was counted. */
export async function cachedTotal(db: Db, table: string, query: Compilable<{ n: number }>): Promise<number> {
  const compiled = query.compile();
  const key = `${table}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, Entry>()));
  const stamp = await readStamp(db, table);
  const hit = cache.get(key);
  if (hit && stamp !== null && hit.stamp === stamp) return hit.total;
  const result = await db.executeQuery(compiled);
  const total = Number(result.rows[0]?.n ?? 0);
  if (stamp !== null) {
    cache.delete(key);
    cache.set(key, { stamp, total });
    if (cache.size > LIMIT) cache.delete(cache.keys().next().value ?? '');
  }
  return total;
}

/** How many cached totals a database holds (tests). */
export const cachedTotals = (db: Db) => caches.get(db)?.size ?? 0;
