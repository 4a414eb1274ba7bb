// findRows: one search box for the whole product (the console's Ctrl+K). Each list operation marked `x-find` is
// searched as its own list searches `key` (its x-search fields, through the same indexed conditions), only where the
// caller holds its screen: a row of a screen the caller lacks is never read, let alone answered.
import { rowLabel } from '@wallet-admin/sdk';
import { sql, type SqlBool } from 'kysely';
import { holds } from '../../auth/sessions.ts';
import { searchConditions } from '../crud.ts';
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
      const rows = await ctx.db
        .selectFrom(resource.readFrom)
        .selectAll()
        .where(sql<SqlBool>`${sql.join(searchConditions(ctx, resource, op.search, key), sql` and `)}`)
        .orderBy('id', 'desc')
        .limit(count)
        .execute();
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
