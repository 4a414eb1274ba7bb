// findRows: one search box for the whole product (the console's Ctrl+K). Each list operation marked `x-find` is
// searched as its own list searches `key` (its x-search fields, through the same indexed conditions), only where the
// caller holds its screen: a row of a screen the caller lacks is never read, let alone answered.
import { rowLabel } from '@wallet-admin/sdk';
import { sql, type Expression, type SqlBool } from 'kysely';
import { holds } from '../../auth/sessions.ts';
import { containsCondition, searchConditions } from '../crud.ts';
import type { Resource } from '../resources.ts';
import type { Row } from '../../db/types.ts';
import { caller, type OperationContext } from '../types.ts';

export async function findRows(ctx: OperationContext) {
  const user = caller(ctx);
  const key = String(ctx.query.key).trim();
  const count = typeof ctx.query.count === 'number' ? ctx.query.count : 5;
  const { contract } = ctx.services;
  const searched = contract.operations.filter(
    (op) => op.extensions['x-find'] === true && op.resource && op.permission && op.search.length && holds(user, op.permission),
  );
  const found = await Promise.all(
    searched.map(async (op) => {
      const resource = contract.resources.get(op.resource!)!;
      const rows = await newestMatches(ctx, resource, op.search, key, count);
      return rows.map((row) => ({
        operation: op.operationId,
        screen: op.permission!,
        resource: resource.name,
        id: Number(row.id),
        label: rowLabel(resource.label, row),
      }));
    }),
  );
  return found.flat();
}

/** PostgreSQL: how many of the newest rows are tested one by one before the indexes are asked (below). */
const NEWEST = 2000;

/**
 * The `count` newest rows of `resource` that hold `key`. SQLite: the search index joined in order (FTS5). PostgreSQL
 * plans `order by id desc limit 5` by its estimate of how many rows match, and for a rare key walked the primary key
 * backwards through every row (1.5 s p95 at 1,000,000 tokens, `npm run bench -- find`). So: the newest rows first,
 * by the exact test alone (a key common enough meets its page there at once); a key met fewer times is rare, and its
 * matches come from the trigram and grams indexes, newest first by a top-N sort (`id + 0`: an order no index gives).
 */
async function newestMatches(ctx: OperationContext, resource: Resource, columns: string[], key: string, count: number): Promise<Row[]> {
  const id = sql.ref(`${resource.readFrom}.id`);
  const byIndexes = (order: Expression<unknown>) =>
    ctx.db
      .selectFrom(resource.readFrom)
      .selectAll()
      .where(sql<SqlBool>`${sql.join(searchConditions(ctx, resource, columns, key), sql` and `)}`)
      .orderBy(order, 'desc')
      .limit(count)
      .execute();
  if (ctx.services.database.dialect !== 'postgres') return byIndexes(id);
  // Named as the table, so the condition's column references read the subquery's rows.
  const newest = ctx.db.selectFrom(resource.readFrom).selectAll().orderBy('id', 'desc').limit(NEWEST).as(resource.readFrom);
  const met = await ctx.db
    .selectFrom(newest)
    .selectAll()
    .where(containsCondition(resource, columns, key))
    .orderBy(id, 'desc')
    .limit(count)
    .execute();
  return met.length === count ? met : byIndexes(sql`${id} + 0`);
}
