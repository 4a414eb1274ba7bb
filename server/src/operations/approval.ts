// Maker-checker: calls held for a second operator do not apply when called. Held are the operations marked
// `x-approval` (the pipeline's approval hook marks the call, after the session, permission, validation and password
// checks) and any write of data an entity's `x-approval-policy` guards (door.ts, whatever the operation). The call runs
// in a transaction that is rolled back, storeApproval keeps the request with the diff of every row it would write and
// answers 20202; another operator holding the screen approves it (the stored request is applied as asked, once, by the
// operation's own handler through the door, in the decision's transaction, and only while it writes what was approved)
// or rejects it. A revert (history.ts) is held by the rule of the operation it writes through.
import { createHash } from 'node:crypto';
import type { Operation } from '@wallet-admin/sdk/contract';
import { editingScreen, isObject, stringList } from '@wallet-admin/sdk/contract';
import { compareDecimals, isDecimal, sumDecimals, toText, type Page } from '@wallet-admin/sdk';
import { holds, SUPER_ADMIN, type SessionUser } from '../auth/sessions.ts';
import { core } from '../db/core.ts';
import type { Db, Row } from '../db/types.ts';
import { writeAudit } from '../http/audit.ts';
import { AppError, notFound, Result } from '../http/errors.ts';
import { idempotencyPolicy } from '../http/idempotency.ts';
import type { Hook } from '../http/pipeline.ts';
import type { FastifyRequest } from 'fastify';
import { changedSinceApproval, changesOf, type Written } from './door.ts';
import { fieldChanges, isSecret, unchanged, type FieldChange } from './changes.ts';
import { storedConfig } from './crud.ts';
import { planRevert, runOperation } from './history.ts';
import type { ResourceMap } from './resources.ts';
import { findRow, staleRow } from './rows.ts';
import { caller, type OperationContext, type Services } from './types.ts';

interface ApprovalRule {
  /** The row a custom handler writes (the generic ones name it with x-resource). */
  resource: string | null;
  /** Only when the call changes one of these fields of the stored row. */
  fields: string[];
  /** Only when the body carries these values. */
  when: Row;
  /** More than one approver: `approvers` independent ones when the request matches (`quorum` of x-approval). */
  quorum: Quorum[];
}

/**
 * One rule of an x-approval's `quorum`: `approvers` when the rows of the rule's resource the request writes, those with
 * the `when` values, sum above `above`'s amount in its field, exactly (`{ amount: '10000' }`: an internal transfer of
 * more than 10,000 USDT); without `above`, whenever such a row is written.
 */
interface Quorum {
  approvers: number;
  when: Row;
  /** The amount as declared: a decimal string (approvalProblems refuses anything else at startup). */
  above: { field: string; value: unknown } | null;
}

function quorumOf(declared: unknown): Quorum[] {
  if (!Array.isArray(declared)) return [];
  return declared.filter(isObject).map((q) => {
    const above = isObject(q.above) ? Object.entries(q.above)[0] : undefined;
    return {
      approvers: Number(q.approvers),
      when: isObject(q.when) ? q.when : {},
      above: above ? { field: above[0], value: above[1] } : null,
    };
  });
}

function approvalRule(op: Operation): ApprovalRule | null {
  const declared = op.extensions['x-approval'];
  if (declared === true) return { resource: op.resource, fields: [], when: {}, quorum: [] };
  if (!isObject(declared)) return null;
  return {
    resource: typeof declared.resource === 'string' ? declared.resource : op.resource,
    fields: stringList(declared.fields),
    when: isObject(declared.when) ? declared.when : {},
    quorum: quorumOf(declared.quorum),
  };
}

/** What a quorum declaration gets wrong (checked at startup): approvers not a whole number from 2 to 10, an amount
 * that is not a decimal, a field or resource the contract lacks. */
export function approvalProblems(op: Operation, resources: ResourceMap): string[] {
  const rule = approvalRule(op);
  if (!rule?.quorum.length) return [];
  const resource = rule.resource ? resources.get(rule.resource) : undefined;
  if (!resource) return [`${op.operationId}: x-approval quorum needs the resource it sums (${String(rule.resource)})`];
  return rule.quorum.flatMap((q) => [
    ...(Number.isInteger(q.approvers) && q.approvers >= 2 && q.approvers <= 10
      ? []
      : [`${op.operationId}: quorum approvers ${q.approvers}`]),
    ...(q.above && !isDecimal(q.above.value) ? [`${op.operationId}: quorum above ${String(q.above.value)} is not a decimal string`] : []),
    ...[...(q.above ? [q.above.field] : []), ...Object.keys(q.when)]
      .filter((field) => !resource.byName.has(field))
      .map((field) => `${op.operationId}: quorum names ${field}, not a column of ${resource.name}`),
  ]);
}

/** How many approvers a request needs: the most any matching quorum rule names, else one. The rows are what the call
 * would write (the dry run's), those of the rule's resource; a call that writes none is judged by its body. */
function approversNeeded(op: Operation, writes: Written[], body: Row): number {
  const rule = approvalRule(op);
  if (!rule?.quorum.length) return 1;
  const rows = writes.length
    ? writes.filter((w) => w.after !== null && (!rule.resource || w.resource.name === rule.resource)).map((w) => w.after!)
    : [body];
  let needed = 1;
  for (const q of rule.quorum) {
    const matching = rows.filter((row) => Object.entries(q.when).every(([field, value]) => same(row[field], value)));
    if (!matching.length) continue;
    const over = q.above
      ? compareDecimals(
          sumDecimals(matching.map((row) => (isDecimal(toText(row[q.above!.field])) ? toText(row[q.above!.field]) : '0'))),
          toText(q.above.value),
        ) > 0
      : true;
    if (over) needed = Math.max(needed, q.approvers);
  }
  return needed;
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
  const config = op.action === 'config_set';
  const resource = rule.resource && !config ? services.contract.resources.get(rule.resource) : undefined;
  const id = input.params.id ?? input.body.id;
  // A config document is its own row: a rule's fields are its properties (App配置's features and review).
  const row = config
    ? ((await storedConfig(db, services.contract.doc, op)) as Row)
    : resource && id !== undefined && id !== null
      ? await findRow(db, resource, id)
      : null;
  const differs = (a: unknown, b: unknown) => (isObject(a) || Array.isArray(a) ? !unchanged(a, b) : !same(a, b));
  if (rule.fields.length && !rule.fields.some((f) => input.body[f] !== undefined && differs(input.body[f], row?.[f]))) return null;
  if (Object.entries(rule.when).some(([field, value]) => !same(input.body[field], value))) return null;
  const asked: Row = {};
  for (const [field, value] of Object.entries(input.body)) if (!['id', 'updated_at', 'password'].includes(field)) asked[field] = value;
  const after = op.action === 'delete' ? null : { ...(row ?? {}), ...asked };
  return {
    target: config ? `config:${op.resource ?? op.operationId}` : resource && row ? `${resource.name}:${String(row.id)}` : '',
    // A document's change by its leaves (`features.otc: false → true`), not its whole sections.
    changes: config ? fieldChanges(undefined, leaves(row), leaves(after)) : fieldChanges(resource, row, after),
    // A config document carries no updated_at (NaN would reach PostgreSQL's bigint: 50000): no stale check by it.
    rowUpdatedAt: row && !config ? Number(row.updated_at) : null,
  };
}

/** A config document's values by their paths (`features.otc`), arrays kept whole. */
function leaves(document: unknown, at = ''): Row {
  if (!isObject(document)) return {};
  return Object.fromEntries(
    Object.entries(document).flatMap(([key, value]) =>
      isObject(value) ? Object.entries(leaves(value, `${at}${key}.`)) : [[`${at}${key}`, value]],
    ),
  );
}

const REMARK_HEADER = 'approval-remark';

/** A call an approval rule holds: the screen whose operators decide it, and the diff the rule saw in its body. */
interface Hold {
  permission: string;
  pending: Pending;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the approval hook: the executor runs the call to see what it would write, then stores the request. */
    approvalHold?: Hold;
  }
}

/** The pipeline's hook for operations with an approval rule (and revertRow, held by the rule of what it writes): a
 * call the rule holds is marked, and the executor runs it in a transaction it rolls back, so the stored request
 * carries the diff of every row it would write (storeApproval). */
export function approvalHook(op: Operation, services: Services): Hook | null {
  const reverts = op.operationId === 'revertRow';
  if (!reverts && !approvalRule(op)) return null;
  return async (request) => {
    const user = request.caller;
    if (!services.config.approvalEnabled || !user) return;
    const { db } = services.database;
    const input = request.input;
    const planned = reverts ? await planRevert(db, services, user, input.body) : { op, ...input };
    const pending = await pendingOf(db, services, planned.op, planned);
    if (pending) request.approvalHold = { permission: planned.op.permission ?? 'session', pending };
  };
}

/** The screen whose operators decide a write held by a data policy: the one that edits the first guarded row. */
const screenOf = (services: Services, writes: Written[]): string =>
  editingScreen(services.contract.operations, writes[0]?.resource.name ?? '') ?? 'session';

/** The operation, its row and what was asked (query, params, body without the password), hashed: one open request per
 * row and action, so a second identical submit answers the open request (017's unique index among pending ones). */
function openKeyOf(operation: string, target: string, input: Input, body: Row): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : isObject(value)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical(value[k])]),
          )
        : value;
  const text = JSON.stringify(canonical([operation, target, input.query, input.params, body]));
  return createHash('sha256').update(text).digest('hex');
}

/** The whole rows a request writes, each as it is and as it would be: what the approver is shown and what the applied
 * write must equal (approveApproval). Secrets are never stored (the diff marks them). */
function wholeRows(writes: Written[]): WrittenRow[] {
  const clean = (resource: Written['resource'], row: Row | null) =>
    row === null ? null : Object.fromEntries(Object.entries(row).filter(([field]) => !isSecret(resource, field)));
  return writes.map((w) => ({
    target: `${w.resource.name}:${w.id}`,
    before: clean(w.resource, w.before),
    after: clean(w.resource, w.after),
  }));
}

interface WrittenRow {
  target: string;
  before: Row | null;
  after: Row | null;
}

/** The audit entry of a request's event (requested, expired; decisions are their operations' own entries), written as
 * every call's entry is (writeAudit), with `operation` naming the event and `target` the request. */
const auditEvent = (
  db: Db,
  services: Services,
  event: { operation: string; id: number; after: Row; actor: SessionUser | null; ip: string; requestId: string; at: number },
) =>
  writeAudit(db, {
    op: { operationId: event.operation },
    audit: { target: `approval:${event.id}`, before: null, after: event.after },
    user: event.actor,
    ip: event.ip,
    requestId: event.requestId,
    now: event.at,
    services,
  } as unknown as OperationContext);

/** Requests past their hours become `expired`, each with its audit entry (`expireApproval`, no actor): run before the
 * inbox is read, a request is stored or decided, so every expiry is in the log once. */
async function expireApprovals(db: Db, services: Services, now: number): Promise<void> {
  const due = await core(db)
    .selectFrom('approval_request')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .limit(500)
    .execute();
  if (!due.length) return;
  await db.transaction().execute(async (trx) => {
    const expired = await core(trx)
      .updateTable('approval_request')
      .set({ status: 'expired', open_key: null, updated_at: now })
      .where(
        'id',
        'in',
        due.map((r) => Number(r.id)),
      )
      .where('status', '=', 'pending')
      .returning(['id', 'operation', 'target'])
      .execute();
    for (const r of expired)
      await auditEvent(trx, services, {
        operation: EXPIRED,
        id: Number(r.id),
        after: { status: 'expired', operation: r.operation, target: r.target },
        actor: null,
        ip: '',
        requestId: '',
        at: now,
      });
  });
}

/** The audit log's operation names of a request stored and of one that expired (decisions: approveApproval, rejectApproval). */
const REQUESTED = 'requestApproval';
const EXPIRED = 'expireApproval';

/** Stores a held call as a pending request and throws 20202. `writes` are what the call would have written (its
 * diff, every row it touches); a call sent again with its Idempotency-Key answers the request stored the first time,
 * and the same call on the same row while a request for it is open answers that request (one open request per row and
 * action). The request is an audit-log entry (`requestApproval`, target `approval:<id>`). */
export async function storeApproval(
  services: Services,
  request: FastifyRequest,
  op: Operation,
  writes: Written[],
  now: number,
): Promise<never> {
  const user = request.caller;
  if (!user) throw new Error(`${op.operationId}: only a signed-in call is held for approval`);
  const hold = request.approvalHold;
  const { db } = services.database;
  const input = request.input;
  const header = request.headers[REMARK_HEADER];
  const remark = typeof header === 'string' ? safeDecode(header).slice(0, 500) : '';
  const { password: _confirmed, ...body } = input.body;
  // `now` is the call's moment, as its dry run stamped the rows it would write: the approval applies them at its own
  // moment in place of this one (sameRows), so both must be the same number (the clock moved meanwhile: e2e).
  const expiresAt = now + services.config.approvalHours * 3_600_000;
  const retryHeader = idempotencyPolicy(services.contract)?.header.toLowerCase();
  const key = retryHeader ? request.headers[retryHeader] : undefined;
  const idempotencyKey = typeof key === 'string' && key !== '' ? key : null;
  const permission = hold?.permission ?? screenOf(services, writes);
  const first = writes[0];
  const target = hold?.pending.target || (first ? `${first.resource.name}:${first.id}` : '');
  const openKey = openKeyOf(op.operationId, target, input, body);
  await expireApprovals(db, services, now);
  const earlier = () =>
    core(db)
      .selectFrom('approval_request')
      .select(['id', 'expires_at', 'permission'])
      .where('requester_id', '=', user.id)
      .where('operation', '=', op.operationId)
      .where('idempotency_key', '=', idempotencyKey ?? '')
      .executeTakeFirst();
  const open = () =>
    core(db)
      .selectFrom('approval_request')
      .select(['id', 'expires_at', 'permission'])
      .where('open_key', '=', openKey)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  const waiting = (id: number, expires: number, screen: string) =>
    new AppError(Result.PENDING_APPROVAL, 'waiting for approval: request {id} waits for another operator of {permission}', {
      params: { id, permission: screen },
      data: { approval_id: id, expires_at: expires },
    });
  const found = (idempotencyKey === null ? undefined : await earlier()) ?? (await open());
  if (found) throw waiting(Number(found.id), Number(found.expires_at), found.permission);
  const stored = await db
    .transaction()
    .execute(async (trx) => {
      const row = await core(trx)
        .insertInto('approval_request')
        .values({
          operation: op.operationId,
          permission,
          target,
          request: JSON.stringify({ query: input.query, params: input.params, body }),
          changes: JSON.stringify(writes.length ? changesOf(writes) : (hold?.pending.changes ?? [])),
          written_rows: JSON.stringify(wholeRows(writes)),
          row_updated_at: hold ? hold.pending.rowUpdatedAt : first?.before ? Number(first.before.updated_at) : null,
          remark,
          requester_id: user.id,
          requester_name: user.user_name,
          status: 'pending',
          decided_by_name: '',
          decision_remark: '',
          expires_at: expiresAt,
          idempotency_key: idempotencyKey,
          open_key: openKey,
          approvals_needed: approversNeeded(op, writes, body),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditEvent(trx, services, {
        operation: REQUESTED,
        id: Number(row.id),
        after: { status: 'pending', operation: op.operationId, target, remark },
        actor: user,
        ip: request.ip,
        requestId: request.id,
        at: now,
      });
      return { id: row.id, expires_at: expiresAt, permission };
    })
    .catch(async (error: unknown) => {
      // Two copies at once: the unique indexes let one in; the other answers with it.
      const winner = (idempotencyKey === null ? undefined : await earlier()) ?? (await open());
      if (!winner) throw error;
      return winner;
    });
  throw waiting(Number(stored.id), Number(stored.expires_at), stored.permission);
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
  await expireApprovals(ctx.db, ctx.services, ctx.now);
  const base = () => {
    let q = db.selectFrom('approval_request');
    if (user.role_type !== SUPER_ADMIN) q = q.where('permission', 'in', user.permissions.length ? user.permissions : ['']);
    if (status === 'pending') q = q.where('status', '=', 'pending').where('expires_at', '>', ctx.now);
    else if (status === 'expired')
      q = q.where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'pending'), eb('expires_at', '<=', ctx.now)])]));
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
    rows: JSON.parse(row.written_rows) as WrittenRow[],
    remark: row.remark,
    requester_name: row.requester_name,
    status: statusOf(row, ctx.now),
    decided_by_name: row.decided_by_name,
    decided_at: row.decided_at === null ? null : Number(row.decided_at),
    decision_remark: row.decision_remark,
    expires_at: Number(row.expires_at),
    mine: Number(row.requester_id) === user.id,
    approvals_needed: Number(row.approvals_needed),
    approvals: approversOf(row.approvals).map((a) => ({ name: a.name, at: a.at, mine: a.id === user.id })),
  }));
  return { list, total: Number(total.n) };
}

/** One approval of a request so far (its `approvals` column). */
interface Approver {
  id: number;
  name: string;
  at: number;
}

const approversOf = (text: string): Approver[] => JSON.parse(text) as Approver[];

/** Marks the request decided, once: refused unless it is pending, unexpired, not the caller's own and of a screen the
 * caller holds. Of two deciders at once, the second finds it no longer pending (the update's condition). A request
 * that needs more approvers than it has with this one records the approval and stays pending (`partial`): the
 * approver must be independent of every earlier one too, and approves once. */
async function decide(ctx: OperationContext, user: SessionUser, status: 'approved' | 'rejected') {
  const id = Number(ctx.body.id);
  const db = core(ctx.db);
  const row = await db.selectFrom('approval_request').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !holds(user, row.permission)) {
    if (!row) throw notFound('approval', id);
    throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission: row.permission } });
  }
  if (Number(row.requester_id) === user.id) throw new AppError(Result.FORBIDDEN, 'forbidden: you cannot decide your own request');
  await assertNotPuppet(ctx, user, row);
  const now = statusOf(row, ctx.now);
  if (now === 'expired') throw new AppError(Result.CONFLICT, 'conflict: request {id} expired', { params: { id } });
  const earlier = approversOf(row.approvals);
  const approvals = status === 'approved' ? [...earlier, { id: user.id, name: user.user_name, at: ctx.now }] : earlier;
  if (status === 'approved') {
    if (earlier.some((a) => a.id === user.id))
      throw new AppError(Result.CONFLICT, 'conflict: you already approved request {id}: another operator must approve it too', {
        params: { id },
      });
    // m of n are m people: no approver in another's provenance, either way (a puppet seconding its maker).
    for (const other of earlier) await assertIndependent(ctx, user, other, Number(row.created_at));
  }
  const partial = status === 'approved' && approvals.length < Number(row.approvals_needed);
  const claimed = await db
    .updateTable('approval_request')
    .set({
      ...(partial
        ? {}
        : {
            status,
            decided_by_id: user.id,
            decided_by_name: user.user_name,
            decided_at: ctx.now,
            decision_remark: typeof ctx.body.remark === 'string' ? ctx.body.remark : '',
          }),
      approvals: JSON.stringify(approvals),
      updated_at: ctx.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    // Two approvers at once: the second finds the list no longer as read and tries again.
    .where('approvals', '=', row.approvals)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1)
    throw new AppError(Result.CONFLICT, 'conflict: request {id} was already decided', { params: { id } });
  const progress = { approvals: approvals.length, approvals_needed: Number(row.approvals_needed) };
  ctx.audit = {
    target: `approval:${id}`,
    before: { status: 'pending', approvals: earlier.length },
    after: { status: partial ? 'pending' : status, operation: row.operation, target: row.target, ...progress },
  };
  return { row, partial, progress };
}

/** The approver and an earlier approver of the same request are two people: neither in the other's provenance. */
async function assertIndependent(ctx: OperationContext, user: SessionUser, other: Approver, askedAt: number) {
  const since = askedAt - ctx.services.config.approvalProvenanceDays * 86_400_000;
  const [theirs, mine] = await Promise.all([provenanceOf(ctx.db, other.id, since), provenanceOf(ctx.db, user.id, since)]);
  if (theirs.accounts.has(user.id) || theirs.roles.has(user.role_id) || mine.accounts.has(other.id))
    throw new AppError(
      Result.FORBIDDEN,
      'forbidden: {approver} approved already and created or changed your account: another operator must approve',
      {
        params: { approver: other.name },
      },
    );
}

/**
 * Four eyes are two people: the approver must not be in the requester's provenance (issue 54). The provenance is the
 * requester and every account that someone of the provenance created or changed (role, status, password, second factor,
 * sessions: any audit entry naming `admin_user:<id>`), or whose role they created or changed (`role:<id>`: every
 * account holding that role), transitively (a puppet of a puppet), within the server's APPROVAL_PROVENANCE_DAYS before
 * the request and any time since; nor may the requester be in the approver's provenance (the puppet's maker approving
 * what the puppet asked). 40003 naming the requester, whoever holds the screen.
 */
async function assertNotPuppet(
  ctx: OperationContext,
  user: SessionUser,
  row: { requester_id: number; requester_name: string; created_at: number },
) {
  const since = Number(row.created_at) - ctx.services.config.approvalProvenanceDays * 86_400_000;
  const { accounts, roles } = await provenanceOf(ctx.db, Number(row.requester_id), since);
  // Both ways: nor may the requester be in the approver's provenance (a role manager approving what an account they
  // made asked for).
  const approver = await provenanceOf(ctx.db, user.id, since);
  if (accounts.has(user.id) || roles.has(user.role_id) || approver.accounts.has(Number(row.requester_id)))
    throw new AppError(Result.FORBIDDEN, 'forbidden: {requester} created or changed your account: another operator must decide', {
      params: { requester: row.requester_name },
    });
}

/** The accounts (and roles) in the provenance of `requester` since `since`: see assertNotPuppet. Exported for tests. */
export async function provenanceOf(db: Db, requester: number, since: number): Promise<{ accounts: Set<number>; roles: Set<number> }> {
  const accounts = new Set([requester]);
  const roles = new Set<number>();
  let frontier = [requester];
  while (frontier.length) {
    const entries = await core(db)
      .selectFrom('audit_log')
      .select('target')
      .distinct()
      .where('user_id', 'in', frontier)
      .where('created_at', '>=', since)
      .where((eb) => eb.or([eb('target', 'like', 'admin_user:%'), eb('target', 'like', 'role:%')]))
      .execute();
    const next: number[] = [];
    const touchedRoles: number[] = [];
    for (const { target } of entries) {
      const [kind, raw] = target.split(':');
      const id = Number(raw);
      if (!Number.isSafeInteger(id)) continue;
      if (kind === 'admin_user' && !accounts.has(id)) {
        accounts.add(id);
        next.push(id);
      } else if (kind === 'role' && !roles.has(id)) {
        roles.add(id);
        touchedRoles.push(id);
      }
    }
    if (touchedRoles.length) {
      const members = await core(db).selectFrom('admin_user').select('id').where('role_id', 'in', touchedRoles).execute();
      for (const { id } of members)
        if (!accounts.has(Number(id))) {
          accounts.add(Number(id));
          next.push(Number(id));
        }
    }
    frontier = next;
  }
  return { accounts, roles };
}

export async function approveApproval(ctx: OperationContext): Promise<unknown> {
  const { row, partial, progress } = await decide(ctx, caller(ctx), 'approved');
  // Not yet the last approver: the approval is recorded, nothing applies (the request waits for the next one).
  if (partial) return { approval_id: Number(row.id), status: 'pending', ...progress };
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
  // Applied as asked, through the door: the rules are checked again, and what it writes now must be what was
  // approved (the same fields of the same rows, each as it was when asked).
  const { data, child } = await runOperation({ ...ctx, approving: Number(row.id), requester: row.requester_name }, { op, ...asked });
  const approved = JSON.parse(row.changes) as FieldChange[];
  if (child.writes?.length && !sameChanges(approved, changesOf(child.writes))) throw changedSinceApproval(Number(row.id));
  // And whole: every row it writes is, before and after, the row the approver was shown (issue 54), but for the values
  // the clock or the caller sets at apply time (updated_at, a stamp of the request's moment, the requester's name).
  const shown = JSON.parse(row.written_rows) as WrittenRow[];
  const stamps = { askedAt: Number(row.created_at), now: ctx.now, requester: row.requester_name, approver: caller(ctx).user_name };
  // (A revert applies through the operation it writes with, in a context of its own: its rows are not seen here.)
  if (shown.length && child.writes?.length && !sameRows(shown, wholeRows(child.writes), stamps)) throw changedSinceApproval(Number(row.id));
  // The change is the requester's, as asked; the decision (ctx.audit) is the approver's.
  const maker = { id: Number(row.requester_id), user_name: row.requester_name };
  const entries = child.audit === null ? [] : Array.isArray(child.audit) ? child.audit : [child.audit];
  await writeAudit(ctx.db, { ...child, user: null, audit: entries.map((entry) => ({ ...entry, actor: maker })) });
  return data ?? null;
}

interface Stamps {
  askedAt: number;
  now: number;
  requester: string;
  approver: string;
}

/** Whether the rows applied are the rows shown: the same rows in the same order, each before as shown, each after as
 * shown but where the value is the apply's own moment or caller in place of the request's (the approver, at approval). */
function sameRows(shown: WrittenRow[], applied: WrittenRow[], stamps: Stamps): boolean {
  if (shown.length !== applied.length) return false;
  const text = (v: unknown) => JSON.stringify(v ?? null);
  const atApproval = (field: string, was: unknown, now: unknown) =>
    field === 'updated_at' ||
    (Number(was) === stamps.askedAt && Number(now) === stamps.now) ||
    (was === stamps.requester && now === stamps.approver);
  // A row the request creates gets its id when applied (a PostgreSQL sequence does not give back the dry run's).
  const sameRow = (a: Row | null, b: Row | null, stamped: boolean, created: boolean) => {
    if (a === null || b === null) return a === b;
    const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...fields].every((f) => text(a[f]) === text(b[f]) || (created && f === 'id') || (stamped && atApproval(f, a[f], b[f])));
  };
  const resourceOf = (target: string) => target.split(':')[0];
  return shown.every((row, i) => {
    const other = applied[i]!;
    const created = row.before === null;
    const sameTarget = created ? resourceOf(row.target) === resourceOf(other.target) : row.target === other.target;
    return sameTarget && sameRow(row.before, other.before, false, created) && sameRow(row.after, other.after, true, created);
  });
}

const changeKeys = (changes: FieldChange[]) =>
  changes.map((c) => JSON.stringify([c.target ?? '', c.field, c.secret ? 'secret' : (c.before ?? null)])).sort();

/** The same fields of the same rows, each from the same value (what they become may carry the clock: sent_at). */
const sameChanges = (a: FieldChange[], b: FieldChange[]) => JSON.stringify(changeKeys(a)) === JSON.stringify(changeKeys(b));

export async function rejectApproval(ctx: OperationContext): Promise<null> {
  await decide(ctx, caller(ctx), 'rejected');
  return null;
}
