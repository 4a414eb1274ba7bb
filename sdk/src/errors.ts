// The single error type of the SDK: every failure (server result, transport, validation, storage) is an ApiError.

/** Results that mean the session is gone (missing, unknown, idle, too old, revoked): log out. */
export const SESSION_EXPIRED_CODES = [9999, 10000, 10001, 10002, 10003] as const;

/** Results the SDK itself produces. */
export const RESULT_TRANSPORT = -1;
export const RESULT_INVALID_INPUT = 40000;
export const RESULT_BAD_SIGNATURE = 40002;
/** The server's answer when the id names no row (a page opened for a deleted row says so). */
export const RESULT_NOT_FOUND = 40004;
/** The server's answer to an update whose `updated_at` is no longer the row's: `data` is the row as it is now. */
export const RESULT_STALE = 40012;

/** What went wrong, for code that must tell a refused connection from a server answer. */
export type ApiErrorKind =
  | 'api' // the server answered with a non-zero result
  | 'validation' // refused before sending (missing or mistyped parameter)
  | 'config' // the client lacks something the operation needs (app key, admin password)
  | 'network' // fetch failed (refused, reset, DNS)
  | 'timeout' // no answer within timeoutMs
  | 'abort' // the caller's signal aborted
  | 'http' // non-2xx HTTP status
  | 'invalid-response' // 2xx but not an envelope
  | 'storage'; // object-storage upload failed

export interface ApiErrorInit {
  result: number;
  message: string;
  operationId: string;
  status?: number;
  requestId?: string;
  data?: unknown;
  /** The request property at fault (40000, 40009), as the server names it. */
  field?: string;
  kind?: ApiErrorKind;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly result: number;
  readonly operationId: string;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly requestId: string | undefined;
  /** What a failure carries besides its message (40012 STALE: the row as it is now). */
  readonly data: unknown;
  /** The request property at fault on 40000/40009 (`chain_id`, `items[0].name`, `Idempotency-Key`), when one is. */
  readonly field: string | undefined;
  readonly kind: ApiErrorKind;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.result = init.result;
    this.operationId = init.operationId;
    this.status = init.status ?? 0;
    this.requestId = init.requestId;
    this.data = init.data;
    this.field = init.field;
    this.kind = init.kind ?? 'api';
  }
}

export function isApiError(value: unknown): value is ApiError {
  // The name check covers a second copy of the SDK in one bundle, where instanceof fails.
  return (
    value instanceof ApiError ||
    (value instanceof Error && value.name === 'ApiError' && typeof (value as { result?: unknown }).result === 'number')
  );
}

export function isSessionExpired(result: number): boolean {
  return (SESSION_EXPIRED_CODES as readonly number[]).includes(result);
}

/** The text of a thrown value, including the cause fetch implementations hide the real reason in. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}
