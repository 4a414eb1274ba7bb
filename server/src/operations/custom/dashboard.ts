// The home page's figures and the upload credentials.
import type { Operation } from '@wallet-admin/sdk/contract';
import { sql } from 'kysely';
import { rowLabel, toText } from '@wallet-admin/sdk';
import { holds } from '../../auth/sessions.ts';
import { SCREENS, type CatalogueRoute } from '../../routes/catalogue.ts';
import { cachedTotal } from '../totals.ts';
import { STAMP_TABLE } from '../../db/sync.ts';
import { caller, type OperationContext } from '../types.ts';
import { AppError, Result } from '../../http/errors.ts';
import { holdsUploads, uploadSessionStands } from '../../uploads/session.ts';
import type { Resource } from '../resources.ts';

const RECENT = 10;
/** Days of the trend chart, today included. */
const TREND_DAYS = 30;
const DAY_MS = 86_400_000;

type User = ReturnType<typeof caller>;

/** The visible list screens the user holds (and the entry of a group hidden in the menu), each once, in menu order. */
function heldScreens(user: User): CatalogueRoute[] {
  return SCREENS.filter((s) => (!s.hidden || s.entry) && holds(user, s.path));
}

/** Both titles of a screen, as the route tree carries them. */
const titles = (route: CatalogueRoute) => ({ route: route.path, title: route.title, titleEn: route.titleEn });

type Contract = OperationContext['services']['contract'];

/**
 * The list a screen is about: of the list operations its permission covers, the first whose rows belong to no other
 * of them (a DApp's translations and chains name the DApp, an exchange's pairs the exchange: they are the rows of a
 * dialog, not of the screen). Without that, /application/dapp counted its translations and /token/tokenexchange its pairs.
 */
function screenList(contract: Contract, path: string) {
  const lists = contract.operations.filter((o) => o.action === 'list' && o.resource && o.permission === path);
  const names = new Set(lists.map((o) => o.resource));
  const isChild = (name: string) =>
    contract.resources.get(name)?.columns.some((c) => c.references && c.references !== name && names.has(c.references)) ?? false;
  return lists.find((o) => !isChild(o.resource!)) ?? lists[0];
}

/**
 * One count per list screen the caller holds (the rows of the screen's first list call), the changes per day of
 * each such screen over the last 30 days (the caller's days), and the latest changes as the parts of a sentence, all limited to
 * what the caller may see: the writes of screens they hold, and their own session calls (sign-ins, password).
 */
export async function getDashboardSummary(ctx: OperationContext) {
  const user = caller(ctx);
  const screens = heldScreens(user);
  const offset = Number(ctx.query.utc_offset ?? 0);
  const today = Math.floor((ctx.now + offset * 60_000) / DAY_MS);
  const key = `${user.id}\u0000${offset}\u0000${today}\u0000${screens.map((s) => s.path).join(',')}`;
  return summaries.get(ctx.db, key, () => computeSummary(ctx, user, screens));
}

/** Every figure of the summary is computed from the contract's tables (whose change stamps only grow: their sum moves
 * with any write to any of them, whichever path or process made it) and the audit log (whose newest id moves with
 * every entry). One statement reads both: while neither moved, the summary a caller got is still exact, and a visit of
 * the home page costs that one read instead of a count per screen and a scan of 30 days of the log. */
const VERSION = sql<string>`cast((select coalesce(sum(${sql.ref('stamp')}), 0) from ${sql.table(STAMP_TABLE)}) as text) || ':' || cast(coalesce((select max(${sql.ref('id')}) from ${sql.table('audit_log')}), 0) as text)`;

type Summary = Awaited<ReturnType<typeof computeSummary>>;

/** Per database, the last summary of each (caller, day, screens) with the version it was computed at; a summary being
 * computed is shared by the visits that ask for it meanwhile. */
const summaries = (() => {
  const LIMIT = 2000;
  type Entry = { version: string; value: Promise<Summary> };
  const caches = new WeakMap<object, Map<string, Entry>>();
  return {
    async get(db: OperationContext['db'], key: string, compute: () => Promise<Summary>): Promise<Summary> {
      let cache = caches.get(db);
      if (!cache) caches.set(db, (cache = new Map<string, Entry>()));
      const { version } = await sql<{ version: string }>`select ${VERSION} as ${sql.ref('version')}`.execute(db).then((r) => r.rows[0]!);
      const hit = cache.get(key);
      if (hit?.version === String(version)) return hit.value;
      const value = compute();
      cache.delete(key);
      cache.set(key, { version: String(version), value });
      if (cache.size > LIMIT) cache.delete(cache.keys().next().value ?? '');
      // A failed computation is not kept.
      value.catch(() => {
        if (cache.get(key)?.value === value) cache.delete(key);
      });
      return value;
    },
  };
})();

async function computeSummary(ctx: OperationContext, user: User, screens: CatalogueRoute[]) {
  const { contract } = ctx.services;
  const counts = [];
  for (const screen of screens) {
    const op = screenList(contract, screen.path);
    const table = op?.resource ? contract.resources.get(op.resource) : undefined;
    if (!op?.resource || !table) continue;
    // Cached with the table's change stamp, as the list's own total (the same query): a count of a million rows
    // would otherwise read its whole index on every visit of the home page.
    const total = await cachedTotal(ctx.db, table.table, ctx.db.selectFrom(table.readFrom).select(sql<number>`count(*)`.as('n')));
    counts.push({ ...titles(screen), resource: op.resource, total });
  }
  const writes = new Map<string, CatalogueRoute>();
  const byPath = new Map(screens.map((s) => [s.path, s]));
  for (const op of contract.operations) {
    const screen = op.method === 'post' && op.permission ? byPath.get(op.permission) : undefined;
    if (screen) writes.set(op.operationId, screen);
  }
  return { counts, trend: await trend(ctx, writes), recent: await recent(ctx, user, writes) };
}

/** Changes per day (the caller's days: `utc_offset`) of each held screen that had any, busiest screen first. */
async function trend(ctx: OperationContext, writes: Map<string, CatalogueRoute>) {
  // Days are counted on the caller's clock: a moment plus the offset, divided into whole days.
  const offset = Number(ctx.query.utc_offset ?? 0) * 60_000;
  const today = Math.floor((ctx.now + offset) / DAY_MS);
  const first = today - TREND_DAYS + 1;
  const days = Array.from({ length: TREND_DAYS }, (_, i) => new Date((first + i) * DAY_MS).toISOString().slice(0, 10));
  if (writes.size === 0) return { days, screens: [] };
  const day = sql<number>`(created_at + ${sql.lit(offset)}) / ${sql.lit(DAY_MS)}`;
  const rows = await ctx.db
    .selectFrom('audit_log')
    .select(['operation', day.as('day'), sql<number>`count(*)`.as('n')])
    .where('created_at', '>=', first * DAY_MS - offset)
    .where('operation', 'in', [...writes.keys()])
    .groupBy(['operation', day])
    .execute();
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const screen = writes.get(String(row.operation));
    const index = Math.floor(Number(row.day)) - first;
    if (!screen || index < 0 || index >= TREND_DAYS) continue;
    const counts = series.get(screen.path) ?? Array<number>(TREND_DAYS).fill(0);
    counts[index] = (counts[index] ?? 0) + Number(row.n);
    series.set(screen.path, counts);
  }
  const total = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  const screens = [...series]
    .map(([path, counts]) => ({ ...titles(SCREENS.find((s) => s.path === path)!), counts }))
    .sort((a, b) => total(b.counts) - total(a.counts));
  return { days, screens };
}

type Action = 'create' | 'update' | 'delete' | 'signIn' | 'account';

function actionOf(op: Operation | undefined): Action {
  if (!op?.permission?.startsWith('/')) return op?.operationId === 'login' ? 'signIn' : 'account';
  return op.action === 'create' ? 'create' : op.action === 'delete' ? 'delete' : 'update';
}

/** What names a written row (as the audit log kept it): its resource's x-label columns (rowLabel), else `#id`. */
function labelOf(resource: Resource | undefined, json: unknown, id: string): string {
  let row: unknown;
  try {
    row = typeof json === 'string' ? JSON.parse(json) : undefined;
  } catch {
    row = undefined;
  }
  const label = rowLabel(resource?.label, { ...(row && typeof row === 'object' ? row : {}), id });
  return label === '#' ? '' : label.slice(0, 80); // '#': no label values and no id in the audit target
}

/** The page of one row of a list screen: its edit or detail route (`version/{path}`, `blockchain/add*` with `?id=`,
 * `…Info?id=`), else the list itself. */
export function rowPage(screen: CatalogueRoute, id: string): string {
  const pages = SCREENS.filter((s) => s.hidden && s.activeMenu === screen.path);
  const byParam = pages.find((s) => /\/\{(path|id)\}$/.test(s.path));
  if (byParam) return byParam.path.replace(/\{(path|id)\}$/, encodeURIComponent(id));
  const byQuery = pages.find((s) => /(add\*|detail\*|Info|\/info)$/.test(s.path));
  return byQuery ? `${byQuery.path.replace(/\*$/, '')}?id=${encodeURIComponent(id)}` : screen.path;
}

/** The newest audit entries the caller may see, as sentence parts. */
async function recent(ctx: OperationContext, user: User, writes: Map<string, CatalogueRoute>) {
  const { byId, resources } = ctx.services.contract;
  const own = ctx.services.contract.operations
    .filter((op) => op.method === 'post' && !op.permission?.startsWith('/'))
    .map((op) => op.operationId);
  const rows = await ctx.db
    .selectFrom('audit_log')
    .select(['id', 'user_name', 'operation', 'target', 'before', 'after', 'created_at'])
    .where((eb) =>
      eb.or([
        ...(writes.size ? [eb('operation', 'in', [...writes.keys()])] : []),
        eb.and([eb('user_id', '=', user.id), eb('operation', 'in', own.length ? own : [''])]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((row) => {
    const operation = String(row.operation);
    const screen = writes.get(operation);
    const [resourceName = '', id = ''] = toText(row.target).split(':');
    const action = actionOf(byId.get(operation));
    return {
      id: Number(row.id),
      user_name: toText(row.user_name),
      operation,
      action,
      ...(screen ? titles(screen) : {}),
      label: screen ? labelOf(resources.get(resourceName), row.after ?? row.before, id) : '',
      ...(screen ? { link: action === 'delete' || !id ? screen.path : rowPage(screen, id) } : {}),
      created_at: Number(row.created_at),
    };
  });
}

export async function getUploadCredentials(ctx: OperationContext) {
  const user = caller(ctx);
  if (!holdsUploads(ctx.services.contract, user)) {
    throw new AppError(Result.FORBIDDEN, 'forbidden: none of your screens uploads files');
  }
  return ctx.services.config.uploads.credentials(ctx.now, `u${user.id}/`, () => uploadSessionStands(ctx.services, user));
}
