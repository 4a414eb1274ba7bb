// What a signature covers, without the hash: the signed copy of a call's parameters and the string that is hashed.
// Shared by signRequest (synchronous, @noble/hashes) and the client's own signing (Web Crypto, web-crypto.ts), so
// a client's bundle carries no hash code.
import { toText } from './encode.js';
import { uniqueId } from './unique-id.js';

export interface SignOptions {
  appKey: string;
  appSecret: string;
  /** Milliseconds since the epoch (default Date.now()). */
  now?: number;
  /** The call's nonce when `params` has none (default a fresh uniqueId()): the server accepts each signature once, so
   * two identical calls in one second need two nonces. */
  nonce?: string;
}

/** The input without `sign`, plus the signed keys (`nonce`: the input's, else a fresh one). */
export type Signed<T> = Omit<T, 'sign' | 'timestamp' | 'app_key' | 'nonce'> & {
  timestamp: number;
  app_key: string;
  nonce: string;
  sign: string;
};

/**
 * The string that is hashed: `k1=v1&k2=v2...` over `params` sorted by key, then the secret.
 * Exported for tests and for servers that verify signatures.
 */
export function stringToSign(params: Readonly<Record<string, unknown>>, appSecret: string): string {
  // Array#sort without a comparator orders by UTF-16 code units, which is exactly `a < b` on strings
  // (and much faster than a comparator callback). localeCompare would disagree with other languages.
  const keys = Object.keys(params).sort();
  let out = '';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (i > 0) out += '&';
    out += key + '=' + toText(params[key]);
  }
  return out + appSecret;
}

/**
 * The copy of `params` a signature covers: `sign` and undefined/null values dropped, `timestamp` (seconds) and
 * `app_key` added, and a `nonce` when it has none; `keys` are its keys in signing order.
 */
export function signedCopy(params: object, options: SignOptions): { out: Record<string, unknown>; keys: string[] } {
  // Object.assign is the cheapest copy V8 offers for a 20-key object; the rare keys to drop are deleted after.
  const out = Object.assign({}, params) as Record<string, unknown>;
  const keys: string[] = [];
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (key === 'sign' || value === undefined || value === null) delete out[key];
    else if (key !== 'timestamp' && key !== 'app_key') keys.push(key);
  }
  out.timestamp = Math.floor((options.now ?? Date.now()) / 1000);
  out.app_key = options.appKey;
  keys.push('timestamp', 'app_key');
  if (out.nonce === undefined) {
    out.nonce = options.nonce ?? uniqueId();
    keys.push('nonce');
  }
  sortKeys(keys);
  return { out, keys };
}

/** In place, by UTF-16 code units (`<`). Insertion sort beats Array#sort on the ~20 keys of a call. */
function sortKeys(keys: string[]): void {
  if (keys.length > 64) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
}
