// Runs one operation after its pipeline: a POST runs its reference guards, its handler and its audit entry in
// one transaction (all or nothing); a GET runs its handler on the database. Answers the success envelope.
import type { FastifyRequest } from 'fastify';
import type { Operation } from '../contract/operations.ts';
import type { Db } from '../db/types.ts';
import { assertNoReferences } from '../operations/guards.ts';
import type { RegisteredHandler } from '../operations/handlers.ts';
import type { OperationContext, Services } from '../operations/types.ts';
import { writeAudit } from './audit.ts';
import { success, type Envelope } from './envelope.ts';

export function executor(op: Operation, handler: RegisteredHandler, services: Services) {
  const writes = op.method === 'post';
  return async (request: FastifyRequest): Promise<Envelope> => {
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
      requestId: request.id,
      now: services.config.now(),
      audit: null,
    };
    const run = async (db: Db) => {
      ctx.db = db;
      await assertNoReferences(ctx);
      const data = await handler.run(ctx);
      if (writes) await writeAudit(db, ctx);
      return data;
    };
    const data = writes && handler.transaction ? await root.transaction().execute(run) : await run(root);
    return success(data, request.id);
  };
}
