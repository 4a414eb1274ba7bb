// The home page's figures and the upload credentials.
import { holds } from '../../auth/sessions.ts';
import { SCREENS } from '../../routes/catalogue.ts';
import { decodeRow } from '../resources.ts';
import { countRows } from '../rows.ts';
import { caller, type OperationContext } from '../types.ts';
import { AppError, Result } from '../../http/errors.ts';
import { uploadScreens } from '../../contract/uploads.ts';

const RECENT = 10;

/** One count per resource with a list screen the caller holds, in menu order. */
export async function getDashboardSummary(ctx: OperationContext) {
  const user = caller(ctx);
  const { contract } = ctx.services;
  const screens = new Map<string, string>();
  for (const op of contract.operations) {
    if (op.action !== 'list' || !op.resource || !op.permission || screens.has(op.resource)) continue;
    if (SCREENS.some((s) => s.path === op.permission && !s.hidden) && holds(user, op.permission)) screens.set(op.resource, op.permission);
  }
  const order = (route: string) => SCREENS.findIndex((s) => s.path === route);
  const counts = [];
  for (const [resource, route] of [...screens].sort((a, b) => order(a[1]) - order(b[1]))) {
    const table = contract.resources.get(resource);
    if (!table) continue;
    counts.push({
      resource,
      title: SCREENS.find((s) => s.path === route)?.title ?? resource,
      total: await countRows(ctx.db, table.readFrom),
      route,
    });
  }
  const audit = contract.resources.get('audit_log');
  const rows = audit ? await recentActivity(ctx) : [];
  return { counts, recent: audit ? rows.map((r) => decodeRow(audit, r)) : [] };
}

/** The newest audit entries the caller may see: all of them with the audit log's screen, else the writes of
 * operations whose screen the caller holds, and their own sign-ins and session calls. */
async function recentActivity(ctx: OperationContext) {
  const user = caller(ctx);
  const { operations, byId } = ctx.services.contract;
  let query = ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(RECENT);
  // A contract without the audit log call falls back to its usual screen, never to every signed-in user.
  if (!holds(user, byId.get('listAuditLog')?.permission ?? '/permission/role')) {
    const screen = operations
      .filter((op) => op.method === 'post' && op.permission?.startsWith('/') && holds(user, op.permission))
      .map((op) => op.operationId);
    query = query.where((eb) => eb.or([...(screen.length ? [eb('operation', 'in', screen)] : []), eb('user_id', '=', user.id)]));
  }
  return query.execute();
}

export async function getUploadCredentials(ctx: OperationContext) {
  const user = caller(ctx);
  if (![...uploadScreens(ctx.services.contract)].some((screen) => holds(user, screen))) {
    throw new AppError(Result.FORBIDDEN, 'forbidden: none of your screens uploads files');
  }
  return ctx.services.config.uploads.credentials(ctx.now, `u${user.id}/`);
}
