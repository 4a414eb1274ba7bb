// openapi-fetch middleware shared by client.call/request and client.raw: the token header, the fixed admin
// password header and request signing. Requests made through `raw` also get their envelope checked here so
// session expiry and toasts work the same for them (call/request check their own answers).
import type { Middleware } from 'openapi-fetch';
import { ApiError, RESULT_BAD_SIGNATURE, errorText } from './errors.js';
import { operationIdFor, operationMeta } from './operations.js';
import { asEnvelope, httpError, toApiError, type Dispatcher } from './outcome.js';
import { signRequest } from './sign.js';
import type { TokenStore } from './token-store.js';

export interface MiddlewareContext {
  store: TokenStore;
  dispatcher: Dispatcher;
  /** Parameter objects of requests made by call/request (their answers are handled there). */
  own: WeakSet<object>;
  adminPassword?: () => string | undefined | Promise<string | undefined>;
  appKey?: string;
  appSecret?: string;
  now: () => number;
  /** The Accept-Language of every request (the server writes `message` in it). */
  language?: () => string | undefined;
}

const ADMIN_PASSWORD_HEADER = 'X-Admin-Password';

function configError(operationId: string, message: string): ApiError {
  return new ApiError({ result: RESULT_BAD_SIGNATURE, message, operationId, kind: 'config' });
}

/** Signs a query, or explains which option is missing. */
export function signQuery(
  ctx: Pick<MiddlewareContext, 'appKey' | 'appSecret' | 'now'>,
  operationId: string,
  query: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (!ctx.appKey || !ctx.appSecret) {
    throw configError(operationId, `${operationId} is a signed call: createAdminClient needs appKey and appSecret`);
  }
  return signRequest(query, { appKey: ctx.appKey, appSecret: ctx.appSecret, now: ctx.now() });
}

async function adminPasswordHeader(ctx: Pick<MiddlewareContext, 'adminPassword'>, operationId: string): Promise<string> {
  let value: string | undefined;
  try {
    value = await ctx.adminPassword?.();
  } catch (error) {
    throw configError(operationId, `${operationId}: the admin password could not be read: ${errorText(error)}`);
  }
  if (!value)
    throw configError(operationId, `${operationId} needs the ${ADMIN_PASSWORD_HEADER} header: set createAdminClient's adminPassword`);
  return value;
}

async function withSignedQuery(request: Request, signed: Record<string, unknown>): Promise<Request> {
  const url = new URL(request.url);
  for (const key of ['timestamp', 'app_key', 'sign']) url.searchParams.set(key, String(signed[key]));
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

export function createMiddleware(ctx: MiddlewareContext): Middleware {
  const idOf = (request: Request, schemaPath: string) => operationIdFor(request.method, schemaPath) ?? schemaPath;
  return {
    async onRequest({ request, schemaPath, params }) {
      const operationId = idOf(request, schemaPath);
      const meta = operationMeta(operationId);
      const mine = ctx.own.has(params);
      try {
        const token = ctx.store.get()?.token;
        if (token && !request.headers.has('token')) request.headers.set('token', token);
        const language = ctx.language?.();
        if (language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', language);
        if (!mine) ctx.dispatcher.sending(request.headers.get('token') ?? undefined);
        if (meta?.adminPassword && !request.headers.has(ADMIN_PASSWORD_HEADER)) {
          request.headers.set(ADMIN_PASSWORD_HEADER, await adminPasswordHeader(ctx, operationId));
        }
        // call() signs before validation; raw callers get their query signed here unless they did it.
        if (meta?.signed && !(params.query && 'sign' in params.query)) {
          return await withSignedQuery(request, signQuery(ctx, operationId, params.query ?? {}));
        }
      } catch (error) {
        if (!mine && error instanceof ApiError) ctx.dispatcher.dispatch(error, undefined);
        throw error;
      }
      return undefined;
    },
    async onResponse({ request, response, schemaPath, params }) {
      if (ctx.own.has(params)) return undefined;
      const operationId = idOf(request, schemaPath);
      const sentToken = request.headers.get('token') ?? undefined;
      if (!response.ok) {
        const text = await response
          .clone()
          .text()
          .catch(() => '');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: report the text
        }
        ctx.dispatcher.dispatch(httpError(operationId, response, body), sentToken);
        return undefined;
      }
      const envelope = asEnvelope(
        await response
          .clone()
          .json()
          .catch(() => undefined),
      );
      if (envelope && envelope.result !== 0) {
        ctx.dispatcher.dispatch(
          new ApiError({
            result: envelope.result,
            message: envelope.message,
            operationId,
            status: response.status,
            requestId: envelope.requestId,
            data: envelope.data,
            field: envelope.field,
          }),
          sentToken,
        );
      }
      return undefined;
    },
    onError({ request, error, schemaPath, params }) {
      if (ctx.own.has(params)) return undefined;
      const apiError = toApiError(error, idOf(request, schemaPath), {
        timedOut: false,
        callerAborted: request.signal.aborted,
        timeoutMs: 0,
      });
      ctx.dispatcher.dispatch(apiError, request.headers.get('token') ?? undefined);
      return apiError;
    },
  };
}
