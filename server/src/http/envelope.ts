// The one answer shape: `{ result, message, data?, field?, request_id }`, always HTTP 200.
import { Result, type ErrorDetail, type ResultCode } from './errors.ts';

export interface Envelope {
  result: ResultCode;
  message: string;
  data?: unknown;
  /** On 40000/40009: the request property at fault. */
  field?: string;
  request_id: string;
}

export function success(data: unknown, requestId: string): Envelope {
  return data === undefined || data === null
    ? { result: Result.OK, message: 'ok', request_id: requestId }
    : { result: Result.OK, message: 'ok', data, request_id: requestId };
}

export function failure(result: ResultCode, message: string, requestId: string, detail: ErrorDetail = {}): Envelope {
  const envelope: Envelope = { result, message, request_id: requestId };
  if (detail.field !== undefined) envelope.field = detail.field;
  if (detail.data !== undefined) envelope.data = detail.data;
  return envelope;
}
