// Drill-down lists: a generic list's required query parameter with `x-ref` is the list's parent (a user's assets
// take `custody_user_id`), and `x-ref-scope: <field>` beside it ties that parent to the grandparent the same query
// names (an asset's movements take `custody_asset_id`, which must be an asset of `custody_user_id`). A child asked
// under a parent that names no row is 40004; under a parent it does not belong to, 40000 naming the parameter. So a
// drill-down link is either right or refused, never an empty page that looks like "no rows".
import { toText } from '@wallet-admin/sdk';
import { invalidInput, notFound } from '../http/errors.ts';
import type { OperationContext } from './types.ts';

export async function checkListParents(ctx: OperationContext): Promise<void> {
  for (const param of ctx.op.parameters) {
    const target = param.schema['x-ref'];
    if (param.in !== 'query' || !param.required || typeof target !== 'string') continue;
    const referenced = ctx.services.contract.resources.get(target);
    const value = ctx.query[param.name];
    if (!referenced || value === undefined || value === null) continue;
    const scope = param.schema['x-ref-scope'];
    const parent = await ctx.db
      .selectFrom(referenced.readFrom)
      .select(typeof scope === 'string' ? ['id', scope] : ['id'])
      .where('id', '=', Number(value))
      .executeTakeFirst();
    if (!parent) throw notFound(target, value);
    if (typeof scope === 'string' && Number(parent[scope]) !== Number(ctx.query[scope]))
      throw invalidInput(
        'invalid input: query.{column}: {target} {id} does not belong to {parent} {parentId}',
        { column: param.name, target, id: toText(value), parent: scope, parentId: toText(ctx.query[scope]) },
        param.name,
      );
  }
}
