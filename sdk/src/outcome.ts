// Turning answers and failures into Envelope / ApiError, and routing failures to the client's callbacks
// (session expiry, recommend conflicts, toasts) exactly once per failed call.
import {
  ApiError,
  RESULT_REAUTH_REQUIRED,
  RESULT_SECOND_FACTOR_REQUIRED,
  RESULT_TRANSPORT,
  ReauthRequiredError,
  SecondFactorRequiredError,
  errorText,
  isApiError,
  isSessionExpired,
} from './errors.js';
import type { RecommendConflict } from './conflicts.js';
import { isObject } from './contract/document.js';
import type { TokenStore } from './token-store.js';
import type { Envelope, OperationRow } from './types.js';
import type { OperationId } from './generated/operations.js';

export interface RecommendConflictEvent {
  operationId: OperationId;
  conflicts: RecommendConflict[];
  message: string;
}

export interface OutcomeCallbacks {
  onSessionExpired?: (error: ApiError) => void;
  onError?: (error: ApiError) => void;
  onRecommendConflict?: (event: RecommendConflictEvent) => void;
  /** Failure messages nobody is shown, for every operation (besides each operation's x-silent-messages). */
  silentMessages?: readonly string[];
}

/** `envelope` without its undefined parts (an answer's envelope has the keys it was sent, no more). */
function present(envelope: Envelope<unknown>): Envelope<unknown> {
  for (const key of ['data', 'field', 'requestId'] as const) if (envelope[key] === undefined) delete envelope[key];
  return envelope;
}

/** The body as an envelope, or undefined when it is not one. */
function asEnvelope(body: unknown): Envelope<unknown> | undefined {
  if (!isObject(body) || typeof body.result !== 'number') return undefined;
  return present({
    result: body.result,
    message: typeof body.message === 'string' ? body.message : '',
    data: body.data,
    field: typeof body.field === 'string' ? body.field : undefined,
    requestId: typeof body.request_id === 'string' ? body.request_id : undefined,
  });
}

/** What request() answers for a failure: its envelope. */
export function envelopeOf(error: ApiError): Envelope<unknown> {
  const { result, message, data, field, requestId } = error;
  return present({ result, message, data, field, requestId });
}

/**
 * The envelope of a successful answer (result 0). Any other answer is an ApiError: a non-2xx one (`http`, with the
 * server's message when it sent an envelope, else status and text), a 2xx that is not an envelope
 * (`invalid-response`), or the server's refusal (`api`, result ≠ 0).
 */
export function settle(operationId: string, response: Response, body: unknown): Envelope<unknown> {
  const envelope = asEnvelope(body);
  const requestId = envelope?.requestId ?? response.headers.get('x-request-id') ?? undefined;
  const failure = { result: RESULT_TRANSPORT, operationId, status: response.status, requestId };
  if (!response.ok) {
    const text = typeof body === 'string' ? body.trim().slice(0, 200) : '';
    const message =
      envelope?.message || `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${text ? `: ${text}` : ''}`;
    throw new ApiError({ ...failure, message, data: envelope?.data, kind: 'http' });
  }
  if (!envelope) {
    throw new ApiError({
      ...failure,
      message: `invalid response from ${operationId}: not a { result, message } envelope`,
      kind: 'invalid-response',
    });
  }
  if (envelope.result === RESULT_REAUTH_REQUIRED) throw new ReauthRequiredError({ ...failure, ...envelope, kind: 'api' });
  if (envelope.result === RESULT_SECOND_FACTOR_REQUIRED) throw new SecondFactorRequiredError({ ...failure, ...envelope, kind: 'api' });
  if (envelope.result !== 0) throw new ApiError({ ...failure, ...envelope, kind: 'api' });
  if (requestId !== undefined) envelope.requestId = requestId;
  return envelope;
}

/** Any thrown value as an ApiError, telling timeouts (`timedOutAfter`: the timeout in ms that expired, else 0) and
 * caller aborts from network failures. */
export function toApiError(error: unknown, operationId: string, timedOutAfter = 0, callerAborted = false): ApiError {
  if (isApiError(error)) return error;
  const [message, kind] = timedOutAfter
    ? [`timeout of ${timedOutAfter} ms exceeded`, 'timeout' as const]
    : callerAborted
      ? [`request aborted: ${errorText(error)}`, 'abort' as const]
      : error instanceof SyntaxError
        ? [`invalid response from ${operationId}: ${error.message}`, 'invalid-response' as const]
        : [errorText(error), 'network' as const];
  return new ApiError({ result: RESULT_TRANSPORT, operationId, cause: error, message, kind });
}

function safely<T>(fn: ((value: T) => void) | undefined, value: T): void {
  try {
    fn?.(value);
  } catch {
    // A failing toast must not turn into a second failure of the call.
  }
}

/** Per-client routing of failures. */
export function createDispatcher(
  callbacks: OutcomeCallbacks,
  store: TokenStore,
  lookup: (operationId: string) => OperationRow | undefined,
) {
  // The expiry already reported (and the token it was for); null while none is pending. Reset by a
  // login or by a request that carries a different token, so a new session can expire again.
  let expired: { token: string | undefined } | null = null;

  function expire(error: ApiError, sentToken: string | undefined): void {
    const current = store.get()?.token;
    if (current !== undefined && current !== sentToken) return; // an answer for an older session
    if (expired) return;
    expired = { token: sentToken };
    if (current !== undefined) store.clear();
    safely(callbacks.onSessionExpired, error);
  }

  return {
    /** Called with the token each request is about to carry. */
    sending(token: string | undefined): void {
      if (expired && token !== undefined && token !== expired.token) expired = null;
    },
    /** A new session was stored. */
    resetExpiry(): void {
      expired = null;
    },
    /** The session was ended on purpose (logout): late failures of its requests are not an expiry. */
    ended(token: string | undefined): void {
      expired = { token };
    },
    dispatch(error: ApiError, sentToken: string | undefined): void {
      if (isSessionExpired(error.result)) return expire(error, sentToken);
      if (error.kind === 'abort') return; // the caller cancelled; nothing to tell the user
      const meta = lookup(error.operationId);
      if (meta?.recommendConflicts && callbacks.onRecommendConflict) {
        const conflicts = meta.recommendConflicts(error.message);
        if (conflicts.length > 0) {
          return safely(callbacks.onRecommendConflict, {
            operationId: error.operationId as OperationId,
            conflicts,
            message: error.message,
          });
        }
      }
      if (meta?.silentMessages?.includes(error.message) || callbacks.silentMessages?.includes(error.message)) return;
      safely(callbacks.onError, error);
    },
  };
}
