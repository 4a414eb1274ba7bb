// The one answer shape: `{ result, message, data?, request_id }`, always HTTP 200.
import type { Schema } from '@wallet-admin/sdk';
import { Result, type ResultCode } from './errors.ts';

/** The contract's Envelope (common.yaml), with the request id the server always sends and any `data`. */
export type Envelope = Schema<'Envelope'> & { data?: unknown; request_id: string };

export function success(data: unknown, requestId: string): Envelope {
  return data === undefined || data === null
    ? { result: Result.OK, message: 'ok', request_id: requestId }
    : { result: Result.OK, message: 'ok', data, request_id: requestId };
}

export function failure(result: ResultCode, message: string, requestId: string): Envelope {
  return { result, message, request_id: requestId };
}
