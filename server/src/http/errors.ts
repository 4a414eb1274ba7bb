// Result codes (common.yaml#/ResultCode) and the one error type handlers and hooks throw.
export const Result = {
  OK: 0,
  SESSION_MISSING: 9999,
  SESSION_UNKNOWN: 10000,
  SESSION_IDLE: 10001,
  SESSION_TOO_OLD: 10002,
  SESSION_REVOKED: 10003,
  INVALID_INPUT: 40000,
  WRONG_PASSWORD: 40001,
  BAD_SIGNATURE: 40002,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  CONFLICT: 40009,
  WRONG_CODE: 40010,
  STALE: 40012,
  TOO_MANY_ATTEMPTS: 40029,
  INTERNAL: 50000,
} as const;

export type ResultCode = (typeof Result)[keyof typeof Result];

export interface ErrorDetail {
  /** The request property at fault (40000, 40009), without a `body.`/`query.` prefix. */
  field?: string;
  /** What the failure carries besides its message (40012: the current row). */
  data?: unknown;
}

export class AppError extends Error {
  readonly field: string | undefined;
  readonly data: unknown;
  constructor(
    readonly result: ResultCode,
    message: string,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.field = detail.field;
    this.data = detail.data;
  }
}

/** `body.items[0].name` → `items[0].name`; `query.count` → `count`. */
export const fieldOf = (path: string): string | undefined =>
  /^(body|query|path)$/.test(path) ? undefined : path.replace(/^(body|query|path)\./, '');

/** 40000 about one property: `at` is where it sits (`body.chain_id`), the field is derived from it. */
export const invalidField = (at: string, detail: string) =>
  new AppError(Result.INVALID_INPUT, `invalid input: ${at} ${detail}`, { field: fieldOf(at) });
export const invalidInput = (detail: string, field?: string) => new AppError(Result.INVALID_INPUT, `invalid input: ${detail}`, { field });
export const notFound = (what: string, id: unknown) => new AppError(Result.NOT_FOUND, `${what} ${String(id)} not found`);
