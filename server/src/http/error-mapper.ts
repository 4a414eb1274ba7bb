// The one error mapper: AppError → its envelope; unique violations → 40009; Fastify's client errors (bad
// JSON, unknown media type, body too large) → 40000; an unreachable or busy database → 50300 (an outage logged as it
// starts and ends, ops/db-outage.ts); anything else → 50000, logged with the request id.
// Every API answer is HTTP 200 and the server keeps serving; outside /v1 (the console's files) plain statuses.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseBusy, isDatabaseUnavailable, isUniqueViolation } from '../db/dialect.ts';
import { failure } from './envelope.ts';
import { AppError, invalidInput, Result } from './errors.ts';
import { languageOf, PHRASES } from './messages.ts';

/** The clashing group as `table.a, table.b` (SQLite) or `a, b` (PostgreSQL), and its first column: the field. */
function uniqueDetail(error: unknown): { columns: string; field: string | undefined } {
  const e = error as { message?: string; detail?: string };
  const sqlite = /UNIQUE constraint failed: (.+)$/.exec(e.message ?? '')?.[1];
  const pg = /Key \((.+?)\)=/.exec(e.detail ?? '')?.[1];
  const columns = sqlite ?? pg;
  const first = columns?.split(',')[0]?.trim().replace(/^"|"$/g, '');
  return { columns: columns ?? 'a unique value', field: first?.split('.').pop()?.replace(/^"|"$/g, '') };
}

function clientError(error: FastifyError): AppError {
  if (error.statusCode === 415)
    return invalidInput('invalid input: unsupported content type (send application/x-www-form-urlencoded or application/json)');
  if (error.statusCode === 413) return invalidInput('invalid input: body is too large');
  if (/JSON/i.test(error.code ?? '') || error instanceof SyntaxError) return invalidInput('invalid input: body is not valid JSON');
  return invalidInput('invalid input: {detail}', { detail: { en: error.message, zh: `${PHRASES.badRequest.zh}（${error.message}）` } });
}

/** The failure envelope of an AppError, its message in the caller's language. */
export function failureOf(error: AppError, request: FastifyRequest) {
  return failure(error.result, error.messageIn(languageOf(request.headers['accept-language'])), request.id, {
    field: error.field,
    data: error.data,
  });
}

/** Only calls under /v1 answer the envelope; the console's files answer plain HTTP statuses. */
export const isApiCall = (url: string) => url.startsWith('/v1/');

export function mapError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!isApiCall(request.url)) {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, reqId: request.id }, 'internal error');
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'internal error' : 'bad request');
  }
  reply.code(200);
  if (error instanceof AppError) return reply.send(failureOf(error, request));
  if (isUniqueViolation(error)) {
    const { columns, field } = uniqueDetail(error);
    return reply.send(
      failureOf(new AppError(Result.CONFLICT, 'conflict: {columns} already exists', { params: { columns }, field }), request),
    );
  }
  if (isDatabaseUnavailable(error)) {
    request.server.databaseUnavailable(error); // logged once per outage, not per request (ops/db-outage.ts)
    return reply.send(
      failureOf(
        new AppError(Result.DATABASE_UNAVAILABLE, 'database unavailable: try again shortly (request {id})', { params: { id: request.id } }),
        request,
      ),
    );
  }
  if (isDatabaseBusy(error)) {
    // Not an outage (the database answers): the writer before this one took longer than the wait. Said as 50300, so
    // a client (the SDK retries it) tries again instead of reporting an internal error.
    request.log.warn(`database busy: ${error.message} (request ${request.id})`);
    return reply.send(
      failureOf(
        new AppError(Result.DATABASE_UNAVAILABLE, 'database busy: try again shortly (request {id})', { params: { id: request.id } }),
        request,
      ),
    );
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return reply.send(failureOf(clientError(error), request));
  request.log.error({ err: error, reqId: request.id }, 'internal error');
  return reply.send(failureOf(new AppError(Result.INTERNAL, 'internal error (request {id})', { params: { id: request.id } }), request));
}
