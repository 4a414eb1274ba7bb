// What one answered request was, for the metrics, the request log and the traces alike: its contract operation
// (`other` for files, health, metrics, unknown paths), the route template it matched, and its result code (the
// envelope's `result` for /v1 calls, else the HTTP status).
import type { Operation } from '@wallet-admin/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Answer {
  operation: string;
  route: string;
  result: string;
}

const results = new WeakMap<FastifyReply, number>();

/** Keeps each envelope's `result` (before serialization, and so before compression). Call once per app. */
export function registerAnswers(
  app: FastifyInstance,
  operations: readonly Operation[],
): (request: FastifyRequest, reply: FastifyReply) => Answer {
  const byRoute = new Map(operations.map((op) => [`${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op.operationId]));
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    const result = (payload as { result?: unknown } | null)?.result;
    if (typeof result === 'number') results.set(reply, result);
    return payload;
  });
  return (request, reply) => {
    const route = request.routeOptions.url ?? '';
    const result = results.get(reply);
    return {
      operation: byRoute.get(`${request.method} ${route}`) ?? 'other',
      route: route || 'unknown',
      result: String(result ?? reply.statusCode),
    };
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What an answered request was (answer.ts). */
    answerOf(request: FastifyRequest, reply: FastifyReply): Answer;
  }
}
