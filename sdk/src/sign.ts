// Request signing of the public (x-signed) calls and password hashing. Pure, synchronous and
// dependency-light (@noble/hashes) so it runs the same in browsers and Node.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { toText } from './encode.js';
import type { components } from './generated/schema.js';

export interface SignOptions {
  appKey: string;
  appSecret: string;
  /** Milliseconds since the epoch (default Date.now()). */
  now?: number;
}

/** The input without `sign`, plus the three signed keys. */
export type Signed<T> = Omit<T, 'sign' | 'timestamp' | 'app_key'> & { timestamp: number; app_key: string; sign: string };

function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The contract's HashedPassword: a string only hashPassword makes, so a plain password where a body wants its hash
 * (login, password changes, x-password-confirm deletes) does not compile. */
export type PasswordHash = components['schemas']['HashedPassword'];

/** Lowercase hex SHA-256 of the UTF-8 password: the only form a password is ever sent in. */
export function hashPassword(plain: string): PasswordHash {
  return sha256Hex(plain) as PasswordHash;
}

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

// The signing path writes `key=value&...secret` straight into one reused byte buffer instead of joining a
// string and encoding it with TextEncoder: per call that saves two allocations and TextEncoder's fixed
// cost, which together were as expensive as the hash (see bench/sign.bench.ts).
let buffer = new Uint8Array(2048);
let length = 0;

function reserve(bytes: number): void {
  if (length + bytes <= buffer.length) return;
  const grown = new Uint8Array(Math.max(buffer.length * 2, length + bytes));
  grown.set(buffer.subarray(0, length));
  buffer = grown;
}

function writeByte(byte: number): void {
  reserve(1);
  buffer[length++] = byte;
}

/** Appends the UTF-8 of `text` (lone surrogates become U+FFFD, as TextEncoder does). */
function write(text: string): void {
  reserve(text.length * 3);
  const out = buffer;
  let at = length;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out[at++] = code;
      continue;
    }
    if (code < 0x800) {
      out[at++] = 0xc0 | (code >> 6);
      out[at++] = 0x80 | (code & 63);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
        out[at++] = 0xf0 | (code >> 18);
        out[at++] = 0x80 | ((code >> 12) & 63);
        out[at++] = 0x80 | ((code >> 6) & 63);
        out[at++] = 0x80 | (code & 63);
        continue;
      }
      code = 0xfffd;
    }
    out[at++] = 0xe0 | (code >> 12);
    out[at++] = 0x80 | ((code >> 6) & 63);
    out[at++] = 0x80 | (code & 63);
  }
  length = at;
}

/**
 * Signs a public call's parameters: drops `sign` and undefined/null values, adds `timestamp` (seconds)
 * and `app_key`, and sets `sign` = sha256hex(stringToSign(...)). Returns a new object.
 */
export function signRequest<T extends object>(params: T, options: SignOptions): Signed<T> {
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
  sortKeys(keys);

  length = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (i > 0) writeByte(0x26); // &
    write(key);
    writeByte(0x3d); // =
    write(toText(out[key]));
  }
  write(options.appSecret);
  out.sign = bytesToHex(sha256(buffer.subarray(0, length)));
  return out as Signed<T>;
}

// Unique texts are this process's random prefix plus a counter: unique per call without a random draw per call (the
// signing path stays as cheap as bench/sign.bench.ts measures), unguessable across processes (72 random bits), and
// without crypto.randomUUID, which browsers lack outside secure contexts (a console opened over plain http).
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
let idPrefix = '';
let idCount = 0;

/**
 * A text no other call uses, of `A-Z a-z 0-9 _ -` (18-30 characters): the `nonce` of a signed call (the server accepts
 * each signature once, so two identical calls in one second, or two attempts of one call, need different nonces)
 * and the default Idempotency-Key of a write.
 */
export function uniqueId(): string {
  if (!idPrefix) {
    const bytes = new Uint8Array(12);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) idPrefix += ID_ALPHABET[byte & 63];
  }
  return `${idPrefix}-${(idCount++).toString(36)}`;
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
