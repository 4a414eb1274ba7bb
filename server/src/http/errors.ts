// Result codes (common.yaml#/ResultCode) and the one error type handlers and hooks throw.
import { RESULT } from '@wallet-admin/sdk';
import { render, type Lang, type MessageKey, type Params } from './messages.ts';

/** The contract's result codes by name: the SDK's RESULT, which a contract test keeps equal to x-enum-names. */
export const Result = RESULT;

export type ResultCode = (typeof Result)[keyof typeof Result];

export interface ErrorDetail {
  /** The request property at fault (40000, 40009), without a `body.`/`query.` prefix. */
  field?: string;
  /** What the failure carries besides its message (40012: the current row). */
  data?: unknown;
  /** The message's parameters (messages.ts). */
  params?: Params;
}

/** A failure: its result code and a message of the catalogue (messages.ts), rendered in the caller's language.
 * `message` is the English text (logs, tests); `messageIn` renders it for an answer. */
export class AppError extends Error {
  readonly field: string | undefined;
  readonly data: unknown;
  readonly params: Params;
  constructor(
    readonly result: ResultCode,
    readonly key: MessageKey,
    detail: ErrorDetail = {},
  ) {
    super(render(key, detail.params ?? {}, 'en'));
    this.name = 'AppError';
    this.field = detail.field;
    this.data = detail.data;
    this.params = detail.params ?? {};
  }

  messageIn(lang: Lang): string {
    return render(this.key, this.params, lang);
  }
}

/** `body.items[0].name` → `items[0].name`; `query.count` → `count`; `body` alone names no field. */
export const fieldOf = (path: string): string | undefined =>
  /^(body|query|path)$/.test(path) ? undefined : path.replace(/^(body|query|path)\./, '');

/** 40000 with a message of the catalogue. */
export const invalidInput = (key: MessageKey, params: Params = {}, field?: string) =>
  new AppError(Result.INVALID_INPUT, key, { params, field });
export const notFound = (what: string, id: unknown) =>
  new AppError(Result.NOT_FOUND, '{what} {id} not found', { params: { what, id: String(id) } });
