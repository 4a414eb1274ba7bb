// Runs one operation after its pipeline: a POST runs its reference guards, its handler, the door's settling of what
// it wrote (door.ts: approval policies, side effects' history) and its audit entries in one transaction (all or
// nothing); a GET runs its handler on the database (a read of the audit log then gets its own entry, audit.ts
// auditRead). Answers the success envelope. A held call (an approval rule or
// policy) is rolled back and stored as a pending request (20202).
// A POST with a session that carries an Idempotency-Key claims it in that transaction (idempotency.ts).
import type { Operation } from '@wallet-admin/sdk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { assertNoReferences } from '../operations/guards.ts';
import { storeApproval } from '../operations/approval.ts';
import { HeldForApproval, settleWrites } from '../operations/door.ts';
import type { RegisteredHandler } from '../operations/handlers.ts';
import type { OperationContext, Services } from '../operations/types.ts';
import { auditRead, writeAudit } from './audit.ts';
import { success, type Envelope } from './envelope.ts';
import { clearSessionCookie, sameOrigin, setSessionCookie } from './session-cookie.ts';
import { claim, idempotencyKey, idempotencyPolicy, remember, requestHash, type Claim } from './idempotency.ts';

export function executor(op: Operation, handler: RegisteredHandler, services: Services) {
  const writes = op.method === 'post';
  const policy = writes && op.session && handler.transaction ? idempotencyPolicy(services.contract) : null;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope> => {
    const root = services.database.db;
    const ctx: OperationContext = {
      op,
      query: request.input.query,
      params: request.input.params,
      body: request.input.body,
      user: request.caller,
      db: root,
      services,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      // The scheme as TRUST_PROXY lets it be told (X-Forwarded-Proto), and the Host header.
      origin: `${request.protocol}://${request.host}`,
      requestId: request.id,
      now: services.config.now(),
      audit: null,
    };
    const key = policy ? idempotencyKey(policy, request.raw.rawHeaders) : undefined;
    const once: Claim | null =
      policy && key !== undefined && ctx.user
        ? { userId: ctx.user.id, operation: op.operationId, key, hash: requestHash(request.input) }
        : null;
    let replayed = false;
    const run = async (db: Db) => {
      ctx.db = db;
      if (once && policy) {
        const stored = await claim(db, policy, once, ctx.now);
        if (stored.replay) {
          replayed = true;
          return stored.data;
        }
      }
      await assertNoReferences(ctx);
      const data = await handler.run(ctx);
      if (writes && handler.transaction) {
        await settleWrites(ctx);
        // A call an approval rule holds ran to show what it would write: all of it is rolled back and stored.
        if (request.approvalHold) throw new HeldForApproval(ctx.writes ?? [], ctx.now);
      }
      if (writes) await writeAudit(db, ctx);
      if (once) await remember(db, once, data);
      return data;
    };
    let data: unknown;
    try {
      data = writes && handler.transaction ? await root.transaction().execute(run) : await run(root);
      if (!writes) await auditRead(root, ctx);
    } catch (error) {
      if (error instanceof HeldForApproval) return storeApproval(services, request, op, error.writes, error.at);
      throw error;
    }
    if (replayed) void reply.header('idempotent-replayed', 'true');
    // Not for a sign-in another site made (login CSRF): its cookie would sign the browser into that account.
    if (typeof ctx.sessionCookie === 'string') {
      if (sameOrigin(request)) setSessionCookie(request, reply, ctx.sessionCookie);
    } else if (ctx.sessionCookie === null) clearSessionCookie(request, reply);
    return success(data, request.id);
  };
}
