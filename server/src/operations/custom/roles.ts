// Roles and their screens, and the route trees built from the catalogue.
import { holds, SUPER_ADMIN } from '../../auth/sessions.ts';
import { core } from '../../db/core.ts';
import type { Row } from '../../db/types.ts';
import { AppError, Result, invalidInput, notFound } from '../../http/errors.ts';
import { HOME, SCREEN_PATHS } from '../../routes/catalogue.ts';
import { routeTree } from '../../routes/tree.ts';
import { decodeRow, type Resource } from '../resources.ts';
import { getRow } from '../rows.ts';
import { caller, type OperationContext } from '../types.ts';

function roles(ctx: OperationContext): Resource {
  const resource = ctx.services.contract.resources.get('role');
  if (!resource) throw new Error('the contract has no role resource');
  return resource;
}

export async function listRole(ctx: OperationContext) {
  let query = ctx.db.selectFrom('role').selectAll().orderBy('id', 'asc');
  if (ctx.query.role_id !== undefined) query = query.where('id', '=', Number(ctx.query.role_id));
  const list = (await query.execute()).map((r) => decodeRow(roles(ctx), r));
  return { list, total: list.length };
}

/**
 * Nobody hands out or takes away a screen they do not hold (a role manager with one screen cannot strip another
 * role of the rest), and only a super-admin changes a super-admin role. The screens a role keeps untouched may be
 * any: only the difference is the caller's doing.
 */
function assertMayGrant(ctx: OperationContext, granted: string[], before: Row | null): void {
  const user = caller(ctx);
  if (user.role_type === SUPER_ADMIN) return;
  if (before && Number(before.role_type) === SUPER_ADMIN)
    throw new AppError(Result.FORBIDDEN, 'forbidden: only a super-admin changes a super-admin role');
  const had = new Set(Array.isArray(before?.permissions) ? before.permissions.map(String) : []);
  const kept = new Set(granted);
  const added = granted.find((path) => !had.has(path) && !holds(user, path));
  if (added)
    throw new AppError(Result.FORBIDDEN, 'forbidden: you cannot grant {screen}, a screen you do not hold', { params: { screen: added } });
  const removed = [...had].find((path) => !kept.has(path) && !holds(user, path));
  if (removed)
    throw new AppError(Result.FORBIDDEN, 'forbidden: you cannot take away {screen}, a screen you do not hold', {
      params: { screen: removed },
    });
}

/** A role made passkey-only while one of its accounts has no passkey would lock that account out at its next sign-in
 * (issue 55): refused, naming the accounts, until each has added one. */
async function assertEveryoneHasPasskey(ctx: OperationContext, roleId: number): Promise<void> {
  const without = await core(ctx.db)
    .selectFrom('admin_user as u')
    .select('u.user_name')
    .where('u.role_id', '=', roleId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('passkey as p').select('p.id').whereRef('p.user_id', '=', 'u.id'))))
    .orderBy('u.user_name')
    .execute();
  if (without.length > 0)
    throw new AppError(Result.CONFLICT, 'refused: {accounts} of this role have no passkey and could not sign in; each adds one first', {
      params: { accounts: without.map((u) => u.user_name).join(', ') },
      field: 'passkey_only',
    });
}

export async function setRole(ctx: OperationContext): Promise<Row> {
  const permissions = Array.isArray(ctx.body.permissions) ? ctx.body.permissions.map(String) : [];
  permissions.forEach((path, i) => {
    if (!SCREEN_PATHS.has(path) && path !== HOME.path)
      throw invalidInput('invalid input: body.permissions[{i}] is not a screen: {path}', { i, path }, `permissions[${i}]`);
  });
  const values = {
    name: String(ctx.body.name),
    permissions: JSON.stringify(permissions),
    ...(typeof ctx.body.code === 'string' ? { code: ctx.body.code } : {}),
    ...(typeof ctx.body.description === 'string' ? { description: ctx.body.description } : {}),
    ...(typeof ctx.body.passkey_only === 'boolean' ? { passkey_only: ctx.body.passkey_only ? 1 : 0 } : {}),
    updated_at: ctx.now,
  };
  const t = core(ctx.db);
  if (ctx.body.id !== undefined) {
    const id = Number(ctx.body.id);
    const before = await getRow(ctx.db, roles(ctx), id).catch(() => {
      throw notFound('role', id);
    });
    assertMayGrant(ctx, permissions, before);
    if (values.passkey_only === 1 && !before.passkey_only) await assertEveryoneHasPasskey(ctx, id);
    await t.updateTable('role').set(values).where('id', '=', id).execute();
    const after = await getRow(ctx.db, roles(ctx), id);
    ctx.audit = { target: `role:${id}`, before, after };
    return after;
  }
  assertMayGrant(ctx, permissions, null);
  const inserted = await t
    .insertInto('role')
    .values({
      code: `role_${ctx.now.toString(36)}`,
      description: '',
      role_type: 1,
      created_at: ctx.now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const after = await getRow(ctx.db, roles(ctx), inserted.id);
  ctx.audit = { target: `role:${inserted.id}`, before: null, after };
  return after;
}

/** The screens the caller may grant or take away: those they hold (assertMayGrant's rule). */
export async function listScreen(ctx: OperationContext) {
  const user = caller(ctx);
  return routeTree((path) => holds(user, path));
}

export async function getUserRoutes(ctx: OperationContext) {
  const user = caller(ctx);
  return routeTree((path) => holds(user, path));
}
