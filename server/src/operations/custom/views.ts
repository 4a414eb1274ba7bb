// The operator's workbench (views.yaml): saved views of a list and each operator's list settings. Every call names a
// list by its screen route and is refused without that screen; a view is shared only with the role its owner holds,
// and is answered only to its owner and the holders of that role, for screens they hold. Writes go through the door.
import { toText } from '@wallet-admin/sdk';
import { sql, type SqlBool } from 'kysely';
import { holds, type SessionUser } from '../../auth/sessions.ts';
import { AppError, invalidInput, notFound, Result } from '../../http/errors.ts';
import type { Row } from '../../db/types.ts';
import { SCREEN_PATHS } from '../../routes/catalogue.ts';
import { createRow, changeRow, removeRow } from '../door.ts';
import { decodeRow } from '../resources.ts';
import { getRow } from '../rows.ts';
import { caller, type OperationContext } from '../types.ts';
import { resourceNamed } from './shared.ts';

/** The list's screen, which the caller must hold (40003 whether or not it names a screen at all). */
function heldList(user: SessionUser, list: unknown): string {
  const route = toText(list);
  if (!SCREEN_PATHS.has(route) || !holds(user, route))
    throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission: route } });
  return route;
}

/** A view is private (0) or shared with the one role the caller holds. */
function checkSharing(user: SessionUser, role: unknown): void {
  if (role !== undefined && Number(role) !== 0 && Number(role) !== user.role_id)
    throw new AppError(Result.FORBIDDEN, 'forbidden: a view is shared only with the role you hold', { field: 'shared_role_id' });
}

/** The views the caller may open: their own and those shared with their role, of the held screens. */
async function openable(ctx: OperationContext, list?: string): Promise<Row[]> {
  const user = caller(ctx);
  const views = resourceNamed(ctx, 'saved_view');
  let query = ctx.db
    .selectFrom(views.table)
    .selectAll()
    .where(sql<SqlBool>`(user_id = ${user.id} or shared_role_id = ${user.role_id})`);
  if (list !== undefined) query = query.where('list', '=', list);
  const rows = await query.orderBy('list').orderBy('name').orderBy('id').execute();
  return rows.map((row) => decodeRow(views, row)).filter((row) => holds(user, String(row.list)));
}

export function listSavedView(ctx: OperationContext): Promise<Row[]> {
  return openable(ctx, ctx.query.list === undefined ? undefined : toText(ctx.query.list));
}

/** 40009 when the caller already named another view of the list so. */
async function checkName(ctx: OperationContext, list: string, name: string, id?: number): Promise<void> {
  const views = resourceNamed(ctx, 'saved_view');
  let query = ctx.db
    .selectFrom(views.table)
    .select('id')
    .where('user_id', '=', caller(ctx).id)
    .where('list', '=', list)
    .where('name', '=', name);
  if (id !== undefined) query = query.where('id', '!=', id);
  if (await query.executeTakeFirst())
    throw new AppError(Result.CONFLICT, 'conflict: {columns} already exists', { params: { columns: `name ${name}` }, field: 'name' });
}

export async function createSavedView(ctx: OperationContext): Promise<Row> {
  const user = caller(ctx);
  const list = heldList(user, ctx.body.list);
  checkSharing(user, ctx.body.shared_role_id);
  const name = toText(ctx.body.name).trim();
  await checkName(ctx, list, name);
  return createRow(ctx, resourceNamed(ctx, 'saved_view'), {
    list,
    name,
    query: ctx.body.query,
    columns: ctx.body.columns ?? [],
    shared_role_id: Number(ctx.body.shared_role_id ?? 0),
    user_id: user.id,
    user_name: user.user_name,
  });
}

/** The caller's own view (another's answers 40004, as a view they cannot see would). */
async function ownView(ctx: OperationContext): Promise<Row> {
  const view = await getRow(ctx.db, resourceNamed(ctx, 'saved_view'), ctx.body.id);
  if (Number(view.user_id) !== caller(ctx).id) throw notFound('saved_view', ctx.body.id);
  return view;
}

export async function updateSavedView(ctx: OperationContext): Promise<Row> {
  const user = caller(ctx);
  const view = await ownView(ctx);
  const list = heldList(user, ctx.body.list ?? view.list);
  checkSharing(user, ctx.body.shared_role_id);
  const changes: Row = { list };
  for (const field of ['query', 'columns', 'shared_role_id'] as const) if (ctx.body[field] !== undefined) changes[field] = ctx.body[field];
  if (ctx.body.name !== undefined) changes.name = toText(ctx.body.name).trim();
  await checkName(ctx, list, String(changes.name ?? view.name), Number(view.id));
  const stale = typeof ctx.body.updated_at === 'number' ? { expected: ctx.body.updated_at, present: (row: Row) => row } : undefined;
  return (await changeRow(ctx, resourceNamed(ctx, 'saved_view'), view.id, changes, undefined, stale)).after;
}

export async function deleteSavedView(ctx: OperationContext): Promise<null> {
  const view = await ownView(ctx);
  await removeRow(ctx, resourceNamed(ctx, 'saved_view'), view.id);
  return null;
}

/** What a list the operator never set shows: the screen's columns, the 操作 column pinned, no default view. */
const DEFAULTS = { columns: [], pin_actions: true, default_view_id: 0 };

async function storedSetting(ctx: OperationContext, list: string): Promise<Row | undefined> {
  const settings = resourceNamed(ctx, 'list_setting');
  const row = await ctx.db
    .selectFrom(settings.table)
    .selectAll()
    .where('user_id', '=', caller(ctx).id)
    .where('list', '=', list)
    .executeTakeFirst();
  return row && decodeRow(settings, row);
}

export async function getListSetting(ctx: OperationContext): Promise<Row> {
  const user = caller(ctx);
  const list = heldList(user, ctx.query.list);
  return (await storedSetting(ctx, list)) ?? { list, ...DEFAULTS };
}

export async function setListSetting(ctx: OperationContext): Promise<Row> {
  const user = caller(ctx);
  const list = heldList(user, ctx.body.list);
  const defaultView = Number(ctx.body.default_view_id ?? 0);
  if (defaultView !== 0 && !(await openable(ctx, list)).some((view) => view.id === defaultView))
    throw invalidInput(
      'invalid input: body.{name} names no {target} with id {id}',
      { name: 'default_view_id', target: 'saved_view', id: defaultView },
      'default_view_id',
    );
  const values = {
    columns: ctx.body.columns ?? DEFAULTS.columns,
    pin_actions: ctx.body.pin_actions ?? DEFAULTS.pin_actions,
    default_view_id: defaultView,
  };
  const settings = resourceNamed(ctx, 'list_setting');
  const stored = await storedSetting(ctx, list);
  if (stored) return (await changeRow(ctx, settings, stored.id, values)).after;
  return createRow(ctx, settings, { ...values, list, user_id: user.id });
}

/** What every screen of the console reads: the business time zone the statistics bucket by (BUSINESS_UTC_OFFSET). */
export async function getConsoleSettings(ctx: OperationContext): Promise<Row> {
  return { business_utc_offset: ctx.services.config.businessUtcOffset };
}
