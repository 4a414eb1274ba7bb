// Keyset cursors, opaque and bound to the list they came from. A cursor carries the last row's sort value and id,
// encrypted and authenticated (AES-256-GCM) under the server's cursor key, with the operation, sort, order and
// filters as associated data: a cursor that was altered, made up, or given by another list, sort or filter answers
// 40000 under `cursor`, and nobody reads the sort value out of it (a lookup's hidden sort column stays hidden).
// The nonce is derived from the content (HMAC), so the same page always answers the same cursor.
import { createCipheriv, createDecipheriv, createHmac, type KeyObject } from 'node:crypto';
import { invalidInput } from '../http/errors.ts';

/** Where a cursor belongs: what the list reads besides the page position. */
export interface CursorScope {
  operation: string;
  sort: string;
  order: 'asc' | 'desc';
  /** Every filter, search key, range and version the list applied, by name (undefined when not sent). */
  filters: Record<string, unknown>;
}

/** The last row of a page: its sort value and id. */
export interface CursorPosition {
  value: unknown;
  id: number;
}

const IV = 12;
const TAG = 16;

const scopeText = (scope: CursorScope) =>
  JSON.stringify([
    scope.operation,
    scope.sort,
    scope.order,
    Object.keys(scope.filters)
      .sort()
      .map((name) => [name, scope.filters[name] ?? null]),
  ]);

export function encodeCursor(key: KeyObject, scope: CursorScope, position: CursorPosition): string {
  const aad = Buffer.from(scopeText(scope));
  const plain = Buffer.from(JSON.stringify([position.value, position.id]));
  const iv = createHmac('sha256', key).update(aad).update('\0').update(plain).digest().subarray(0, IV);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

const refused = () => invalidInput('invalid input: query.cursor was not given by this list with these filters and this sort', {}, 'cursor');

export function decodeCursor(key: KeyObject, scope: CursorScope, text: string): CursorPosition {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length <= IV + TAG || bytes.toString('base64url') !== text) throw refused();
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV)).setAAD(Buffer.from(scopeText(scope)));
    decipher.setAuthTag(bytes.subarray(IV, IV + TAG));
    plain = Buffer.concat([decipher.update(bytes.subarray(IV + TAG)), decipher.final()]).toString('utf8');
  } catch {
    throw refused();
  }
  // Authentic, so written by encodeCursor: [value, id].
  const [value, id] = JSON.parse(plain) as [unknown, number];
  return { value, id };
}
