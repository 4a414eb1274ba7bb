// findRows: one search box for the whole product (the console's Ctrl+K). Each list operation marked `x-find` is
// searched as its own list searches `key` (its x-search fields, through the same indexed conditions), only where the
// caller holds its screen: a row of a screen the caller lacks is never read, let alone answered. `x-find` may also
// say that a whole-number key finds the row of that id (`id: true`: an account by its id), or that the rows another
// list finds name this list's rows (`through`: a custodial user by the address of one of its assets), read only when
// the caller holds that other list's screen as well.
import { rowLabel } from '@wallet-admin/sdk';
import type { Operation } from '@wallet-admin/sdk/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { holds, type SessionUser } from '../../auth/sessions.ts';
import { containsCondition, searchConditions } from '../crud.ts';
import type { Resource } from '../resources.ts';
import type { Row } from '../../db/types.ts';
import { caller, type OperationContext } from '../types.ts';

/** What `x-find` (true, or an object) asks of a list operation, read from the contract. */
interface FindSpec {
  /** A key `#12` or `12` also finds the row whose id it is. */
  id: boolean;
  /** The list `operation` searches the key in its x-search fields `search`; the rows it finds name this list's rows by
   * their `ref`. */
  through: { operation: string; search: string[]; ref: string } | null;
}

function findSpec(op: Operation): FindSpec | null {
  const raw = op.extensions['x-find'];
  if (raw === true) return { id: false, through: null };
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, through } = raw as { id?: unknown; through?: { operation?: unknown; search?: unknown; ref?: unknown } };
  const search = Array.isArray(through?.search) ? through.search.filter((field): field is string => typeof field === 'string') : [];
  return {
    id: id === true,
    through:
      typeof through?.operation === 'string' && typeof through.ref === 'string'
        ? { operation: through.operation, search, ref: through.ref }
        : null,
  };
}

/** The id a key names: `12` or `#12`, a positive safe integer. */
function idOf(key: string): number | null {
  const digits = /^#?(\d{1,15})$/.exec(key)?.[1];
  const id = digits === undefined ? 0 : Number(digits);
  return id > 0 ? id : null;
}

export async function findRows(ctx: OperationContext) {
  const user = caller(ctx);
  const key = String(ctx.query.key).trim();
  const count = typeof ctx.query.count === 'number' ? ctx.query.count : 5;
  const { contract } = ctx.services;
  const searched = contract.operations.flatMap((op) => {
    const spec = findSpec(op);
    return spec && op.resource && op.permission && op.search.length && holds(user, op.permission) ? [{ op, spec }] : [];
  });
  const found = await Promise.all(
    searched.map(async ({ op, spec }) => {
      const resource = contract.resources.get(op.resource!)!;
      const own = await newestMatches(ctx, resource, op.search, key, count);
      const other = await foundOtherwise(ctx, user, resource, spec, key, count, own);
      // The exact finds (an id, an address) first: a key's own matches could fill the count by themselves.
      return [...other.map((row) => ({ row, other: true })), ...own.map((row) => ({ row, other: false }))]
        .slice(0, count)
        .map(({ row, other: byOther }) => {
          // Found by its id or through another list, the row is not what its list finds by the key typed: the
          // console opens the list searched for the row's own first search field instead.
          const ownKey = row[op.search[0]!];
          return {
            operation: op.operationId,
            screen: op.permission!,
            resource: resource.name,
            id: Number(row.id),
            label: rowLabel(resource.label, row),
            ...(byOther && typeof ownKey === 'string' && ownKey !== '' ? { key: ownKey } : {}),
          };
        });
    }),
  );
  return found.flat();
}

/** The rows `spec` finds besides the list's own search (`own`, not repeated): by id, then through another list. */
async function foundOtherwise(
  ctx: OperationContext,
  user: SessionUser,
  resource: Resource,
  spec: FindSpec,
  key: string,
  count: number,
  own: Row[],
): Promise<Row[]> {
  const ids: number[] = [];
  const id = spec.id ? idOf(key) : null;
  if (id !== null) ids.push(id);
  if (spec.through) {
    const via = ctx.services.contract.byId.get(spec.through.operation);
    const { search } = spec.through;
    // Only fields that list searches itself, so the same indexed conditions serve.
    if (!via?.resource || !via.permission || !search.length || search.some((field) => !via.search.includes(field)))
      throw new Error(`x-find through ${spec.through.operation}: search must name fields of its x-search`);
    // The other list's rows are read only for a caller who may read them there.
    if (holds(user, via.permission)) {
      const rows = await newestMatches(ctx, ctx.services.contract.resources.get(via.resource)!, search, key, count);
      ids.push(...rows.map((row) => Number(row[spec.through!.ref])));
    }
  }
  const seen = new Set(own.map((row) => Number(row.id)));
  const wanted = [...new Set(ids)].filter((each) => !seen.has(each));
  if (!wanted.length) return [];
  const rows = await ctx.db.selectFrom(resource.readFrom).selectAll().where('id', 'in', wanted).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return wanted.map((each) => byId.get(each)).filter((row) => row !== undefined);
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
