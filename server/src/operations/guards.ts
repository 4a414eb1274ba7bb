// Reference guards run before a write's handler, inside its transaction. `x-recommend-conflict: true` and
// `x-delete-guard: <resource>` refuse a delete (or an update that hides the row: status 1) while rows of the
// guard resource (recommend by default) reference the target through `<resource>_id`. The refusal is 40009
// with the blocking pairs: `id 13 recommend 2, id 13 recommend 5`, ascending by the referencing row id.
import { AppError, Result } from '../http/errors.ts';
import type { OperationContext } from './types.ts';

const HIDDEN = 1;

export async function assertNoReferences(ctx: OperationContext): Promise<void> {
  const { op } = ctx;
  const guardName = op.deleteGuard ?? (op.recommendConflict ? 'recommend' : null);
  if (!guardName || !op.resource) return;
  const hides = op.action === 'update' && Number(ctx.body.status) === HIDDEN;
  if (op.action !== 'delete' && !hides) return;
  const guard = ctx.services.contract.resources.get(guardName);
  const column = `${op.resource}_id`;
  if (!guard?.byName.has(column)) return; // the guard resource is not in the contract (yet): nothing can reference
  const id = Number(ctx.params.id ?? ctx.body.id);
  const rows = await ctx.db.selectFrom(guard.table).select('id').where(column, '=', id).orderBy('id', 'asc').execute();
  if (rows.length)
    throw new AppError(Result.CONFLICT, '{pairs}', {
      params: { pairs: rows.map((r) => `id ${id} ${guardName} ${String(r.id)}`).join(', ') },
    });
}
