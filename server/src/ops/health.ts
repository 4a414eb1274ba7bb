// Health endpoints for load balancers and orchestrators (plain text, never cached):
// - GET /healthz: liveness. 200 "ok" while the process serves at all; a restart is the cure when it does not answer.
// - GET /readyz: readiness. 200 "ok" when this process should get traffic: its database answers (the migrations ran
//   before the server took its first connection), and it is not stopping. 503 "database unavailable" while the
//   database cannot be reached (the process keeps serving, answering 50300, and reconnects by itself), 503
//   "draining" from the moment a stop begins, so a load balancer moves on before the port closes.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../db/dialect.ts';

export function registerHealth(app: FastifyInstance, draining: () => boolean): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain').send('ok'));
  app.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store').type('text/plain');
    if (draining()) return reply.code(503).send('draining');
    try {
      await sql`select 1`.execute(app.services.database.db);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return reply.code(503).send('database unavailable');
    }
    return reply.send('ok');
  });
}
