// Reference guards run before a write's handler, inside its transaction. `x-recommend-conflict: true` and
// `x-delete-guard: <resource>` refuse a delete (or an update that hides the row: status 1) while rows of the
// guard resource (recommend by default) reference the target through `<resource>_id`. The refusal is 40009
// with the blocking pairs: `id 13 recommend 2, id 13 recommend 5`, ascending by the referencing row id.
// `x-delete-referenced: refuse` on an entity: a delete is refused while any row of the contract references the target
// through a column declared `x-ref: <resource>` (a table the delete cascades to aside: x-delete-cascade), 40009 with
// the count of each and the screen that lists them (`data.references`), so no order is left naming "#2".
import { isObject, stringList } from '@wallet-admin/sdk/contract';
import { AppError, Result } from '../http/errors.ts';
import { SCREENS } from '../routes/catalogue.ts';
import type { OperationContext } from './types.ts';

const HIDDEN = 1;

export async function assertNoReferences(ctx: OperationContext): Promise<void> {
  const { op } = ctx;
  if (op.action === 'delete' && op.resource) await assertUnreferenced(ctx, op.resource, Number(ctx.params.id ?? ctx.body.id));
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

/** One kind of row referencing the one a delete would remove. */
interface Reference {
  resource: string;
  column: string;
  count: number;
  /** The screen listing them (its route), when there is one. */
  route: string | null;
}

/** `x-delete-referenced: refuse`: 40009 while rows reference the target (the count of each kind, and its screen). */
async function assertUnreferenced(ctx: OperationContext, name: string, id: number): Promise<void> {
  const { contract } = ctx.services;
  const resource = contract.resources.get(name);
  const entity = resource ? contract.doc.components.schemas?.[resource.schemaName] : undefined;
  if (!isObject(entity) || entity['x-delete-referenced'] !== 'refuse' || !Number.isSafeInteger(id)) return;
  const cascaded = new Set(stringList(entity['x-delete-cascade'] ?? ctx.op.extensions['x-delete-cascade']));
  const references: Reference[] = [];
  for (const other of contract.resources.values()) {
    if (cascaded.has(other.name)) continue;
    for (const column of other.columns.filter((c) => c.references === name)) {
      const found = await ctx.db
        .selectFrom(other.table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column.name, '=', id)
        .executeTakeFirst();
      const count = Number(found?.n ?? 0);
      if (!count) continue;
      const list = contract.operations.find((o) => o.resource === other.name && o.action === 'list' && o.permission?.startsWith('/'));
      references.push({ resource: other.name, column: column.name, count, route: list?.permission ?? null });
    }
  }
  if (!references.length) return;
  const titled = (r: Reference) => SCREENS.find((s) => s.path === r.route);
  throw new AppError(Result.CONFLICT, 'conflict: {resource} {id} is used by {uses} and is not deleted', {
    params: {
      resource: name,
      id: String(id),
      uses: {
        en: references.map((r) => `${r.count} ${titled(r)?.titleEn ?? r.resource} (${r.column})`).join(', '),
        zh: references.map((r) => `${r.count} 条${titled(r)?.title ?? r.resource}（${r.column}）`).join('、'),
      },
    },
    data: { references },
  });
}
