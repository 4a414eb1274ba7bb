// Row history and revert, for every resource and config document at once, read from the audit log (one row per
// write: `target` = `resource:id` or `config:<name>`, before and after as JSON, credentials redacted by audit.ts).
// A revert goes through the operation a screen saves with (the generic update, create for a restore, config_set),
// run by its own handler inside the revert's transaction, so every rule of a save applies.
import type { Operation } from '@wallet-admin/sdk/contract';
import { objectShape } from '@wallet-admin/sdk/contract';
import type { Page } from '@wallet-admin/sdk';
import { holds, type SessionUser } from '../auth/sessions.ts';
import { core } from '../db/core.ts';
import type { Db, Row } from '../db/types.ts';
import { isRedacted } from '../http/audit.ts';
import { fieldChanges, isSecret, same, SYSTEM, type FieldChange } from './changes.ts';
import { AppError, invalidInput, notFound, Result } from '../http/errors.ts';
import { readConfig } from './crud.ts';
import { assertNoReferences } from './guards.ts';
import type { Resource } from './resources.ts';
import { BASELINE, createRow, settleWrites } from './door.ts';
import { findRow } from './rows.ts';
import { caller, type OperationContext, type Services } from './types.ts';

/** The operation of a resource or config document with one of these actions (the first action found wins). */
function operationOf(services: Services, name: string, actions: string[]): Operation | undefined {
  for (const action of actions) {
    const found = services.contract.operations.find((op) => op.resource === name && op.action === action);
    if (found) return found;
  }
  return undefined;
}

interface Target {
  target: string;
  resource?: Resource;
  config?: string;
  id?: number;
}

/** Refuses (40003) a caller who does not hold the screen of `name`'s first operation with one of these actions. */
function holdScreen(services: Services, user: SessionUser, name: string, actions: string[]): void {
  const op = operationOf(services, name, actions);
  if (!op) throw invalidInput('invalid input: no resource or config document named {name}', { name }, 'resource');
  const permission = op.permission ?? 'session';
  if (!holds(user, permission))
    throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission } });
}
const ROW_SCREEN = ['update', 'upsert', 'list', 'get'];

/** The row or config document a history call names, refused (40003) unless the caller holds its screen. */
function targetOf(services: Services, user: SessionUser, input: Row): Target {
  const screen = (name: string, actions: string[]) => holdScreen(services, user, name, actions);
  if (typeof input.config === 'string') {
    screen(input.config, ['config_set', 'config_get']);
    return { target: `config:${input.config}`, config: input.config };
  }
  const resource = typeof input.resource === 'string' ? services.contract.resources.get(input.resource) : undefined;
  if (typeof input.resource !== 'string' || typeof input.id !== 'number')
    throw invalidInput('invalid input: name a row (resource and id) or a config document (config)');
  if (!resource) throw invalidInput('invalid input: no resource or config document named {name}', { name: input.resource }, 'resource');
  screen(resource.name, ROW_SCREEN);
  return { target: `${resource.name}:${input.id}`, resource, id: input.id };
}

const parsed = (text: string | null): Row | null => (text === null ? null : (JSON.parse(text) as Row | null));

interface Revision {
  id: number;
  created_at: number;
  user_name: string;
  operation: string;
  action: 'baseline' | 'create' | 'update' | 'delete' | 'revert' | 'restore';
  changes: FieldChange[];
}

export async function listRowHistory(ctx: OperationContext): Promise<Page<Revision>> {
  const target = targetOf(ctx.services, caller(ctx), ctx.query);
  const db = core(ctx.db);
  const start = typeof ctx.query.start === 'number' ? ctx.query.start : 0;
  const count = typeof ctx.query.count === 'number' ? ctx.query.count : 10;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', target.target)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .offset(start)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target', '=', target.target)
      .executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row): Revision => {
    const before = parsed(row.before);
    const after = parsed(row.after);
    const reverted = row.operation === 'revertRow';
    const action =
      row.operation === BASELINE
        ? 'baseline'
        : before === null
          ? reverted
            ? 'restore'
            : 'create'
          : after === null
            ? 'delete'
            : reverted
              ? 'revert'
              : 'update';
    return {
      id: Number(row.id),
      created_at: Number(row.created_at),
      user_name: row.user_name,
      operation: row.operation,
      action,
      changes: fieldChanges(target.resource, before, after),
    };
  });
  return { list, total: Number(total.n) };
}

interface DeletedRow {
  revision: number;
  id: number;
  deleted_at: number;
  user_name: string;
  row: Row;
}

/** `listDeletedRows`: the resource's rows whose last revision deleted them (a restore's candidates). */
export async function listDeletedRows(ctx: OperationContext): Promise<Page<DeletedRow>> {
  const name = String(ctx.query.resource);
  const resource = ctx.services.contract.resources.get(name);
  if (!resource) throw invalidInput('invalid input: no resource or config document named {name}', { name }, 'resource');
  holdScreen(ctx.services, caller(ctx), name, ROW_SCREEN);
  const db = core(ctx.db);
  const prefix = `${name}:`;
  // A delete with no later revision of its row (a restore, or a create reusing the id, is one).
  const deleted = db
    .selectFrom('audit_log as a')
    .where((eb) => eb(eb.fn('substr', ['a.target', eb.val(1), eb.val(prefix.length)]), '=', prefix))
    .where('a.after', 'is', null)
    .where('a.before', 'is not', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('audit_log as b').select('b.id').whereRef('b.target', '=', 'a.target').whereRef('b.id', '>', 'a.id'))),
    );
  const start = typeof ctx.query.start === 'number' ? ctx.query.start : 0;
  const count = typeof ctx.query.count === 'number' ? ctx.query.count : 10;
  const [rows, total] = await Promise.all([
    deleted.selectAll('a').orderBy('a.id', 'desc').limit(count).offset(start).execute(),
    deleted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((audit): DeletedRow => {
    const row = parsed(audit.before) ?? {};
    const shown = Object.fromEntries(Object.entries(row).filter(([field, value]) => !isRedacted(value) && !isSecret(resource, field)));
    return {
      revision: Number(audit.id),
      id: Number(audit.target.slice(prefix.length)),
      deleted_at: Number(audit.created_at),
      user_name: audit.user_name,
      row: shown,
    };
  });
  return { list, total: Number(total.n) };
}

/** What a revert writes: the operation a save goes through and its input. */
export interface RevertPlan {
  op: Operation;
  query: Row;
  params: Row;
  body: Row;
  /** A restore: the request that deleted the row, whose other deletes (its cascade) come back with it. */
  deletedBy?: { requestId: string; target: string };
}

/** A config document as a revision left it, each redacted value taken from the document as it is now. */
function unredacted(old: unknown, now: unknown): unknown {
  if (isRedacted(old)) return now;
  if (Array.isArray(old)) return old.map((item, i) => unredacted(item, Array.isArray(now) ? (now as unknown[])[i] : undefined));
  if (typeof old === 'object' && old !== null) {
    const current = typeof now === 'object' && now !== null ? (now as Row) : {};
    return Object.fromEntries(Object.entries(old).map(([k, v]) => [k, unredacted(v, current[k])]));
  }
  return old;
}

const refused = (resource: string, what: { en: string; zh: string }) =>
  new AppError(Result.CONFLICT, 'conflict: {resource} rows cannot be {what}', { params: { resource, what } });

/** The write that puts the row (or document) back as revision `body.revision` left it; checks the caller's screen. */
export async function planRevert(db: Db, services: Services, user: SessionUser, body: Row): Promise<RevertPlan> {
  const target = targetOf(services, user, body);
  const audit = await core(db).selectFrom('audit_log').selectAll().where('id', '=', Number(body.revision)).executeTakeFirst();
  if (!audit || audit.target !== target.target) throw notFound('revision', body.revision);
  // The revision that deleted a row restores it as it was deleted, while it is gone.
  const gone = audit.after === null && target.resource !== undefined && !(await findRow(db, target.resource, target.id));
  const state = parsed(gone ? audit.before : audit.after);
  if (state === null)
    throw invalidInput(
      'invalid input: revision {revision} deleted the row: revert to an earlier one',
      { revision: Number(body.revision) },
      'revision',
    );
  const plan = (op: Operation | undefined, input: Row, what: { en: string; zh: string }): RevertPlan => {
    if (!op) throw refused(target.resource?.name ?? String(target.config), what);
    const permission = op.permission ?? 'session';
    if (!holds(user, permission))
      throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission } });
    return { op, query: {}, params: {}, body: input };
  };
  if (target.config !== undefined)
    return plan(operationOf(services, target.config, ['config_set']), unredacted(state, await readConfig(db, target.config)) as Row, {
      en: 'reverted',
      zh: '恢复',
    });
  const resource = target.resource!;
  const current = await findRow(db, resource, target.id);
  // Generic writes only: a custom create or update reads its body its own way.
  const generic = (actions: string[]) => {
    const op = operationOf(services, resource.name, actions);
    return op && !services.handlers.get(op.operationId)?.custom ? op : undefined;
  };
  const op = current ? generic(['update', 'upsert']) : generic(['create', 'upsert']);
  const writable = op?.body ? [...objectShape(services.contract.doc, op.body.schema).properties.keys()] : [];
  const values: Row = {};
  for (const field of writable) {
    if (SYSTEM.has(field) || !(field in state) || isSecret(resource, field) || isRedacted(state[field])) continue;
    if (!current || !same(state[field], current[field])) values[field] = state[field];
  }
  if (current)
    return plan(
      op,
      { id: target.id, ...(typeof body.updated_at === 'number' ? { updated_at: body.updated_at } : {}), ...values },
      {
        en: 'reverted',
        zh: '恢复',
      },
    );
  // A restore brings back what the row's review wrote as well (its stamps and link, which no body sets): the row comes
  // back as it was deleted, not reviewed again (crud.ts create: a create given an id is a restore).
  const t = resource.transitions;
  for (const field of [t?.stamp?.at, t?.stamp?.by, t?.link]) if (field && field in state) values[field] = state[field];
  const restore = plan(op, { ...values, id: target.id }, { en: 'restored', zh: '恢复删除' });
  return gone ? { ...restore, deletedBy: { requestId: audit.request_id, target: audit.target } } : restore;
}

/**
 * The rows one request deleted besides the restored one (a campaign's items, banners and codes): they come back
 * with it, each as it was deleted, through the door (its rules, its history: a `restore` revision each). Rows
 * already back, or whose id was taken meanwhile, are left as they are.
 */
async function restoreUnit(ctx: OperationContext, deletedBy: NonNullable<RevertPlan['deletedBy']>): Promise<void> {
  const siblings = await core(ctx.db)
    .selectFrom('audit_log')
    .select(['target', 'before'])
    .where('request_id', '=', deletedBy.requestId)
    .where('after', 'is', null)
    .where('before', 'is not', null)
    .where('target', '!=', deletedBy.target)
    .orderBy('id')
    .execute();
  for (const sibling of siblings) {
    const [name, id] = sibling.target.split(':');
    const resource = name ? ctx.services.contract.resources.get(name) : undefined;
    const state = parsed(sibling.before);
    if (!resource || !state || (await findRow(ctx.db, resource, id))) continue;
    const values = Object.fromEntries(
      Object.entries(state).filter(([field, value]) => resource.byName.has(field) && !isRedacted(value) && !isSecret(resource, field)),
    );
    await createRow(ctx, resource, { ...values, id: Number(id) });
  }
}

/** Runs `op`'s handler (and its reference guards) on the caller's transaction; answers its data and its audit entries. */
export async function runOperation(ctx: OperationContext, plan: RevertPlan): Promise<{ data: unknown; child: OperationContext }> {
  const handler = ctx.services.handlers.get(plan.op.operationId);
  if (!handler) throw new Error(`${plan.op.operationId} has no handler`);
  const child: OperationContext = { ...ctx, op: plan.op, query: plan.query, params: plan.params, body: plan.body, audit: null, writes: [] };
  await assertNoReferences(child);
  const data = await handler.run(child);
  await settleWrites(child);
  return { data, child };
}

/** `revertRow`: the plan's write, audited as the revert itself (a revision of its own). */
export async function revertRow(ctx: OperationContext): Promise<unknown> {
  const plan = await planRevert(ctx.db, ctx.services, caller(ctx), ctx.body);
  const { data, child } = await runOperation(ctx, plan);
  ctx.audit = child.audit ?? [];
  // The rows deleted with it come back as the revert's own writes (the executor settles them into its audit).
  if (plan.deletedBy) await restoreUnit(ctx, plan.deletedBy);
  return data ?? null;
}
