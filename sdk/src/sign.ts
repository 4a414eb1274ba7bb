// Request signing of the public (x-signed) calls and password hashing, synchronous (@noble/hashes) so it runs the same
// in browsers and Node, in every context. The client signs and hashes with Web Crypto instead (web-crypto.ts): its
// calls are asynchronous anyway, and a script's bundle then carries no hash code.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { toText } from './encode.js';
import type { components } from './generated/schema.js';
import { signedCopy, type Signed, type SignOptions } from './sign-input.js';

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
 * Signs a public call's parameters: drops `sign` and undefined/null values, adds `timestamp` (seconds),
 * `app_key` and a fresh `nonce` (unless `params` has one), and sets `sign` = sha256hex(stringToSign(...)).
 * Returns a new object; sign each request anew (the server accepts a signature once).
 */
export function signRequest<T extends object>(params: T, options: SignOptions): Signed<T> {
  const { out, keys } = signedCopy(params, options);
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
