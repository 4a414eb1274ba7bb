// The home page's figures and the upload credentials.
import { holds } from '../../auth/sessions.ts';
import { SCREENS } from '../../routes/catalogue.ts';
import { decodeRow } from '../resources.ts';
import { countRows } from '../rows.ts';
import { caller, type OperationContext } from '../types.ts';

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
    counts.push({ resource, title: SCREENS.find((s) => s.path === route)?.title ?? resource, total: await countRows(ctx.db, table.readFrom), route });
  }
  const audit = contract.resources.get('audit_log');
  const rows = await ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(RECENT).execute();
  return { counts, recent: audit ? rows.map((r) => decodeRow(audit, r)) : [] };
}

export async function getUploadCredentials(ctx: OperationContext) {
  return ctx.services.config.uploads.credentials(ctx.now);
}
