// Signed public calls: the same algorithm as the SDK's signParams. Parameters sorted by key (UTF-16 code unit
// order), `sign` and null/undefined dropped, `key=value` joined by `&` (arrays and objects as JSON), the app
// secret appended directly, SHA-256 in lowercase hex.
import { createHash } from 'node:crypto';
import { toText } from '@wallet-admin/sdk';

function canonicalString(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== null)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => {
      const value = params[key];
      return `${key}=${toText(value)}`;
    })
    .join('&');
}

export function signParams(params: Record<string, unknown>, secret: string): string {
  return createHash('sha256')
    .update(canonicalString(params) + secret, 'utf8')
    .digest('hex');
}
