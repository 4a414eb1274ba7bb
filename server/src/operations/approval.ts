// Maker-checker: operations marked `x-approval` do not apply when called. The pipeline's approval hook (run after
// the session, permission, validation and password checks, outside any transaction) stores the request with the
// diff it would make and answers 20202; another operator holding the same screen approves it (the stored request is
// applied exactly as asked, once, by the operation's own handler, in the decision's transaction) or rejects it.
// A revert (history.ts) is held by the rule of the operation it writes through.
import type { Operation } from '@wallet-admin/sdk/contract';
import { isObject, stringList } from '@wallet-admin/sdk/contract';
import { toText, type Page } from '@wallet-admin/sdk';
import { holds, SUPER_ADMIN, type SessionUser } from '../auth/sessions.ts';
import { core } from '../db/core.ts';
import type { Db, Row } from '../db/types.ts';
import { writeAudit } from '../http/audit.ts';
import { AppError, notFound, Result } from '../http/errors.ts';
import { idempotencyPolicy } from '../http/idempotency.ts';
import type { Hook } from '../http/pipeline.ts';
import { fieldChanges, planRevert, runOperation, type FieldChange } from './history.ts';
import { findRow, staleRow } from './rows.ts';
import { caller, type OperationContext, type Services } from './types.ts';

interface ApprovalRule {
  /** The row a custom handler writes (the generic ones name it with x-resource). */
  resource: string | null;
  /** Only when the call changes one of these fields of the stored row. */
  fields: string[];
  /** Only when the body carries these values. */
  when: Row;
}

function approvalRule(op: Operation): ApprovalRule | null {
  const declared = op.extensions['x-approval'];
  if (declared === true) return { resource: op.resource, fields: [], when: {} };
  if (!isObject(declared)) return null;
  return {
    resource: typeof declared.resource === 'string' ? declared.resource : op.resource,
    fields: stringList(declared.fields),
    when: isObject(declared.when) ? declared.when : {},
  };
}

const same = (a: unknown, b: unknown) => toText(a ?? '') === toText(b ?? '');

interface Input {
  query: Row;
  params: Row;
  body: Row;
}

interface Pending {
  target: string;
  changes: FieldChange[];
  rowUpdatedAt: number | null;
}

/** Whether `op` called with `input` waits for approval, and then the diff it would make against the stored row. */
async function pendingOf(db: Db, services: Services, op: Operation, input: Input): Promise<Pending | null> {
  const rule = approvalRule(op);
  if (!rule) return null;
  const resource = rule.resource ? services.contract.resources.get(rule.resource) : undefined;
  const id = input.params.id ?? input.body.id;
  const row = resource && id !== undefined && id !== null ? await findRow(db, resource, id) : null;
  if (rule.fields.length && !rule.fields.some((f) => input.body[f] !== undefined && !same(input.body[f], row?.[f]))) return null;
  if (Object.entries(rule.when).some(([field, value]) => !same(input.body[field], value))) return null;
  const asked: Row = {};
  for (const [field, value] of Object.entries(input.body)) if (!['id', 'updated_at', 'password'].includes(field)) asked[field] = value;
  const after = op.action === 'delete' ? null : { ...(row ?? {}), ...asked };
  return {
    target: resource && row ? `${resource.name}:${String(row.id)}` : '',
    changes: fieldChanges(resource, row, after),
    rowUpdatedAt: row ? Number(row.updated_at) : null,
  };
}

const REMARK_HEADER = 'approval-remark';

/** The pipeline's hook for operations with an approval rule (and revertRow, held by the rule of what it writes). */
export function approvalHook(op: Operation, services: Services): Hook | null {
  const reverts = op.operationId === 'revertRow';
  if (!reverts && !approvalRule(op)) return null;
  const retryHeader = idempotencyPolicy(services.contract)?.header.toLowerCase();
  return async (request) => {
    const user = request.caller;
    if (!services.config.approvalEnabled || !user) return;
    const { db } = services.database;
    const input = request.input;
    const planned = reverts ? await planRevert(db, services, user, input.body) : { op, ...input };
    const pending = await pendingOf(db, services, planned.op, planned);
    if (!pending) return;
    const header = request.headers[REMARK_HEADER];
    const remark = typeof header === 'string' ? safeDecode(header).slice(0, 500) : '';
    const { password: _confirmed, ...body } = input.body;
    const now = services.config.now();
    const expiresAt = now + services.config.approvalHours * 3_600_000;
    // A call sent again with its Idempotency-Key (the SDK retries a write whose answer was lost) is the same request.
    const key = retryHeader ? request.headers[retryHeader] : undefined;
    const idempotencyKey = typeof key === 'string' && key !== '' ? key : null;
    const earlier = () =>
      core(db)
        .selectFrom('approval_request')
        .select(['id', 'expires_at', 'permission'])
        .where('requester_id', '=', user.id)
        .where('operation', '=', op.operationId)
        .where('idempotency_key', '=', idempotencyKey ?? '')
        .executeTakeFirst();
    const waiting = (id: number, expires: number, permission: string) =>
      new AppError(Result.PENDING_APPROVAL, 'waiting for approval: request {id} waits for another operator of {permission}', {
        params: { id, permission },
        data: { approval_id: id, expires_at: expires },
      });
    const found = idempotencyKey === null ? undefined : await earlier();
    if (found) throw waiting(Number(found.id), Number(found.expires_at), found.permission);
    const stored = await core(db)
      .insertInto('approval_request')
      .values({
        operation: op.operationId,
        permission: planned.op.permission ?? 'session',
        target: pending.target,
        request: JSON.stringify({ query: input.query, params: input.params, body }),
        changes: JSON.stringify(pending.changes),
        row_updated_at: pending.rowUpdatedAt,
        remark,
        requester_id: user.id,
        requester_name: user.user_name,
        status: 'pending',
        decided_by_name: '',
        decision_remark: '',
        expires_at: expiresAt,
        idempotency_key: idempotencyKey,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(async (error: unknown) => {
        // Two copies at once: the unique index let one in; the other answers with it.
        const winner = idempotencyKey === null ? undefined : await earlier();
        if (!winner) throw error;
        return winner;
      });
    throw waiting(Number(stored.id), expiresAt, planned.op.permission ?? 'session');
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

type Status = 'pending' | 'approved' | 'rejected' | 'expired';

const statusOf = (row: { status: string; expires_at: number }, now: number): Status =>
  row.status === 'pending' && Number(row.expires_at) <= now ? 'expired' : (row.status as Status);

export async function listApproval(ctx: OperationContext): Promise<Page<Row>> {
  const user = caller(ctx);
  const db = core(ctx.db);
  const start = typeof ctx.query.start === 'number' ? ctx.query.start : 0;
  const count = typeof ctx.query.count === 'number' ? ctx.query.count : 10;
  const status = typeof ctx.query.status === 'string' ? ctx.query.status : undefined;
  const base = () => {
    let q = db.selectFrom('approval_request');
    if (user.role_type !== SUPER_ADMIN) q = q.where('permission', 'in', user.permissions.length ? user.permissions : ['']);
    if (status === 'pending') q = q.where('status', '=', 'pending').where('expires_at', '>', ctx.now);
    else if (status === 'expired') q = q.where('status', '=', 'pending').where('expires_at', '<=', ctx.now);
    else if (status) q = q.where('status', '=', status);
    if (typeof ctx.query.target === 'string') q = q.where('target', '=', ctx.query.target);
    if (typeof ctx.query.resource === 'string') {
      const prefix = `${ctx.query.resource}:`;
      q = q.where((eb) => eb(eb.fn('substr', ['target', eb.val(1), eb.val(prefix.length)]), '=', prefix));
    }
    return q;
  };
  const [rows, total] = await Promise.all([
    base().selectAll().orderBy('id', 'desc').limit(count).offset(start).execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row) => ({
    id: Number(row.id),
    created_at: Number(row.created_at),
    operation: row.operation,
    permission: row.permission,
    target: row.target,
    body: (JSON.parse(row.request) as Input).body,
    changes: JSON.parse(row.changes) as FieldChange[],
    remark: row.remark,
    requester_name: row.requester_name,
    status: statusOf(row, ctx.now),
    decided_by_name: row.decided_by_name,
    decided_at: row.decided_at === null ? null : Number(row.decided_at),
    decision_remark: row.decision_remark,
    expires_at: Number(row.expires_at),
    mine: Number(row.requester_id) === user.id,
  }));
  return { list, total: Number(total.n) };
}

/** Marks the request decided, once: refused unless it is pending, unexpired, not the caller's own and of a screen the
 * caller holds. Of two deciders at once, the second finds it no longer pending (the update's condition). */
async function decide(ctx: OperationContext, user: SessionUser, status: 'approved' | 'rejected') {
  const id = Number(ctx.body.id);
  const db = core(ctx.db);
  const row = await db.selectFrom('approval_request').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !holds(user, row.permission)) {
    if (!row) throw notFound('approval', id);
    throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission: row.permission } });
  }
  if (Number(row.requester_id) === user.id) throw new AppError(Result.FORBIDDEN, 'forbidden: you cannot decide your own request');
  const now = statusOf(row, ctx.now);
  if (now === 'expired') throw new AppError(Result.CONFLICT, 'conflict: request {id} expired', { params: { id } });
  const claimed = await db
    .updateTable('approval_request')
    .set({
      status,
      decided_by_id: user.id,
      decided_by_name: user.user_name,
      decided_at: ctx.now,
      decision_remark: typeof ctx.body.remark === 'string' ? ctx.body.remark : '',
      updated_at: ctx.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1)
    throw new AppError(Result.CONFLICT, 'conflict: request {id} was already decided', { params: { id } });
  ctx.audit = { target: `approval:${id}`, before: { status: 'pending' }, after: { status, operation: row.operation, target: row.target } };
  return row;
}

export async function approveApproval(ctx: OperationContext): Promise<unknown> {
  const row = await decide(ctx, caller(ctx), 'approved');
  const op = ctx.services.contract.byId.get(row.operation);
  if (!op) throw notFound('operation', row.operation);
  // The row it writes must be as it was when asked: else nothing is applied (40012, the row as it is now).
  const [name, rowId] = row.target.split(':');
  const resource = name ? ctx.services.contract.resources.get(name) : undefined;
  if (resource && row.row_updated_at !== null) {
    const current = await findRow(ctx.db, resource, rowId);
    if (!current) throw notFound(resource.name, rowId);
    if (Number(current.updated_at) !== Number(row.row_updated_at)) throw staleRow(resource, rowId, current);
  }
  const asked = JSON.parse(row.request) as Input;
  const { data, child } = await runOperation(ctx, { op, ...asked });
  // The change is the requester's, as asked; the decision (ctx.audit) is the approver's.
  const maker = { id: Number(row.requester_id), user_name: row.requester_name };
  const entries = child.audit === null ? [] : Array.isArray(child.audit) ? child.audit : [child.audit];
  await writeAudit(ctx.db, { ...child, user: null, audit: entries.map((entry) => ({ ...entry, actor: maker })) });
  return data ?? null;
}

export async function rejectApproval(ctx: OperationContext): Promise<null> {
  await decide(ctx, caller(ctx), 'rejected');
  return null;
}
