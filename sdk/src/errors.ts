// The single error type of the SDK: every failure (server result, transport, validation, storage) is an ApiError.

import type { OperationId } from './generated/operations.js';
import type { CurrentRowOf, Schema } from './types.js';

// The codes the SDK reads itself are constants of their own, and RESULT is built from them: a bundler keeps an object
// whole for one property read, so a script that never names RESULT does not ship it.
/** Results the SDK itself produces or reads. */
export const RESULT_TRANSPORT = -1;
export const RESULT_INVALID_INPUT = 40000;
export const RESULT_BAD_SIGNATURE = 40002;
/** The server's answer when the id names no row (a page opened for a deleted row says so). */
export const RESULT_NOT_FOUND = 40004;
/** The server's answer to an update whose `updated_at` is no longer the row's: `data` is the row as it is now. */
export const RESULT_STALE = 40012;
/** The server's answer to an operation marked x-reauth when the session's proof of presence is too old:
 * `data.methods` are the proofs `reauthenticate` accepts (ReauthRequiredError). */
export const RESULT_REAUTH_REQUIRED = 40013;
/** login's "right password, now the second factor" (SecondFactorRequiredError): `data` is the pending sign-in. */
export const RESULT_SECOND_FACTOR_REQUIRED = 20203;
/** Server failures a retry may not meet (the client retries them). */
export const RESULT_INTERNAL = 50000;
export const RESULT_DATABASE_UNAVAILABLE = 50300;

const SESSION_MISSING = 9999;
const SESSION_UNKNOWN = 10000;
const SESSION_IDLE = 10001;
const SESSION_TOO_OLD = 10002;
const SESSION_REVOKED = 10003;
/** Results that mean the session is gone (missing, unknown, idle, too old, revoked): log out. */
export const SESSION_EXPIRED_CODES = [SESSION_MISSING, SESSION_UNKNOWN, SESSION_IDLE, SESSION_TOO_OLD, SESSION_REVOKED] as const;

/** The result codes of the contract (`common.yaml#/ResultCode`) by their `x-enum-names` (a contract test keeps them
 * equal), so scripts branch on names: `error.result === RESULT.STALE`. */
export const RESULT = {
  OK: 0,
  PENDING_APPROVAL: 20202,
  SECOND_FACTOR_REQUIRED: RESULT_SECOND_FACTOR_REQUIRED,
  TRANSPORT: RESULT_TRANSPORT,
  SESSION_MISSING,
  SESSION_UNKNOWN,
  SESSION_IDLE,
  SESSION_TOO_OLD,
  SESSION_REVOKED,
  INVALID_INPUT: RESULT_INVALID_INPUT,
  WRONG_PASSWORD: 40001,
  BAD_SIGNATURE: RESULT_BAD_SIGNATURE,
  FORBIDDEN: 40003,
  NOT_FOUND: RESULT_NOT_FOUND,
  CONFLICT: 40009,
  WRONG_CODE: 40010,
  STALE: RESULT_STALE,
  REAUTH_REQUIRED: RESULT_REAUTH_REQUIRED,
  TOO_MANY_ATTEMPTS: 40029,
  INTERNAL: RESULT_INTERNAL,
  DATABASE_UNAVAILABLE: RESULT_DATABASE_UNAVAILABLE,
} as const satisfies Record<string, Schema<'ResultCode'>>;

/** A result code: one the contract lists, or (from a newer server) one this version does not know yet. `number & {}`
 * keeps the known codes in editors' suggestions and in narrowing. */
export type ResultCode = Schema<'ResultCode'> | (number & {});

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
  result: ResultCode;
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
  // `declare`: the constructor sets every one of them, so no field initialiser is emitted for them.
  declare readonly result: ResultCode;
  declare readonly operationId: string;
  /** HTTP status; 0 when no response arrived. */
  declare readonly status: number;
  declare readonly requestId: string | undefined;
  /** What a failure carries besides its message (40012 STALE: the row as it is now). */
  declare readonly data: unknown;
  /** The request property at fault on 40000/40009 (`chain_id`, `items[0].name`, `Idempotency-Key`), when one is. */
  declare readonly field: string | undefined;
  declare readonly kind: ApiErrorKind;

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

/** True for the results that mean the session is gone (given a result or an error carrying one). */
export function isSessionExpired(resultOrError: ResultCode | ApiError): boolean {
  const result = typeof resultOrError === 'number' ? resultOrError : resultOrError.result;
  return (SESSION_EXPIRED_CODES as readonly number[]).includes(result);
}

/** A 40012 refusal of `operationId`'s update: its `data` is the row as it is now. */
export type StaleError<Id extends OperationId> = ApiError & { readonly result: typeof RESULT.STALE; readonly data: CurrentRowOf<Id> };

/**
 * Whether `error` is the 40012 refusal of an update of `operationId` (someone changed the row since it was read), with
 * `data` typed as the row as it is now: `if (isStale(error, 'updateToken')) retryWith(error.data.updated_at)`.
 */
export function isStale<Id extends OperationId>(error: unknown, operationId: Id): error is StaleError<Id> {
  return (
    isApiError(error) &&
    error.result === RESULT.STALE &&
    error.operationId === operationId &&
    typeof error.data === 'object' &&
    error.data !== null
  );
}

/** The `data` of a 40013 answer: the proofs of presence `reauthenticate` accepts from this account. */
export type ReauthChallenge = Schema<'ReauthChallenge'>;

/**
 * The 40013 refusal of an operation marked `x-reauth`: nothing was changed, and the session must prove its operator's
 * presence again (`reauthenticate` with one of `data.methods`) before the call is sent again. A script catches it,
 * answers and retries; a client given `reauthenticate` does that itself, once per call.
 */
export class ReauthRequiredError extends ApiError {
  declare readonly result: typeof RESULT_REAUTH_REQUIRED;
  declare readonly data: ReauthChallenge;
}

/** The `data` of a 20203 answer of login: the pending sign-in and what finishes it (`enrol`: the account has no
 * authenticator yet and enrols one in the console first). */
export type SecondFactorChallenge = Schema<'SecondFactorChallenge'>;

/** A second factor the client's `secondFactor` option answers a 20203 with: a `totp` code of the account's
 * authenticator or one of its recovery codes. A bare string is read by its form: six digits are an authenticator
 * code, anything else a recovery code. */
export type SecondFactorAnswer = { method: 'totp' | 'recovery_code'; code: string } | string;

/**
 * A sign-in that needs a second factor the client could not give: the password was right, no session was opened.
 * `data.enrol` true: the account has no authenticator yet (a new account, after a reset), so it enrols one by signing
 * in once in the console; else the client has no `secondFactor` option, or it answered nothing. A wrong code is the
 * server's own 40010 (an ApiError of completeSignIn).
 */
export class SecondFactorRequiredError extends ApiError {
  declare readonly result: typeof RESULT_SECOND_FACTOR_REQUIRED;
  declare readonly data: SecondFactorChallenge;
}

/** Whether `error` is a sign-in's 20203 (SecondFactorRequiredError, also from a second copy of the SDK). */
export function isSecondFactorRequired(error: unknown): error is SecondFactorRequiredError {
  return isApiError(error) && error.result === RESULT_SECOND_FACTOR_REQUIRED && typeof error.data === 'object' && error.data !== null;
}

/** The `data` of a 20202 answer: the request stored for a second operator's approval. */
export type PendingApproval = Schema<'PendingApproval'>;

/** A 20202 answer of an `x-approval` operation: nothing was changed; `data` names the pending request. */
export type PendingApprovalError = ApiError & { readonly result: typeof RESULT.PENDING_APPROVAL; readonly data: PendingApproval };

/**
 * Whether `error` is the 20202 answer of an operation marked `x-approval` (the request waits for another operator in
 * the approvals inbox; approveApproval applies it): `if (isPendingApproval(error)) say(error.data.approval_id)`.
 */
export function isPendingApproval(error: unknown): error is PendingApprovalError {
  return (
    isApiError(error) &&
    error.result === RESULT.PENDING_APPROVAL &&
    typeof error.data === 'object' &&
    error.data !== null &&
    typeof (error.data as { approval_id?: unknown }).approval_id === 'number'
  );
}

/** The text of a thrown value, including the cause fetch implementations hide the real reason in. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}
