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
  TOO_MANY_ATTEMPTS: 40029,
  INTERNAL: 50000,
} as const;

export type ResultCode = (typeof Result)[keyof typeof Result];

export class AppError extends Error {
  constructor(
    readonly result: ResultCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidInput = (detail: string) => new AppError(Result.INVALID_INPUT, `invalid input: ${detail}`);
export const notFound = (what: string, id: unknown) => new AppError(Result.NOT_FOUND, `${what} ${String(id)} not found`);
