// The one answer shape: `{ result, message, data?, field?, request_id }`, always HTTP 200.
import type { Schema } from '@wallet-admin/sdk';
import { Result, type ErrorDetail, type ResultCode } from './errors.ts';

/** The contract's Envelope (common.yaml: result, message, field), with the request id the server always sends and any `data`. */
export type Envelope = Schema<'Envelope'> & { data?: unknown; request_id: string };

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
