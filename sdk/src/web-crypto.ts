// SHA-256 for the client's own calls (sign-in's password hash, x-signed queries), which are asynchronous anyway:
// Web Crypto (Node 20+, every browser), so a script's bundle carries no hash code (@noble/hashes' SHA-256 was 40 %
// of a one-call script). Browsers offer crypto.subtle only in secure contexts (https, localhost): a page over plain
// http loads @noble/hashes' SHA-256 on its first hash instead (sha256-fallback.ts): a chunk of its own where the
// bundler splits dynamic imports (Vite, Rollup and webpack do; esbuild with --splitting), which a page that has Web
// Crypto never loads.
import type { PasswordHash } from './sign.js';
import { signedCopy, stringToSign, type Signed, type SignOptions } from './sign-input.js';

/** Lowercase hex SHA-256 of the UTF-8 of `text` (lone surrogates as U+FFFD, as TextEncoder writes them). */
async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  const digest = subtle ? new Uint8Array(await subtle.digest('SHA-256', bytes)) : (await import('./sha256-fallback.js')).sha256(bytes);
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** hashPassword's value (sign.ts), without its hash code in the bundle. */
export async function hashPasswordAsync(plain: string): Promise<PasswordHash> {
  return (await sha256Hex(plain)) as PasswordHash;
}

/** signRequest's value (sign.ts), without its hash code in the bundle. */
export async function signRequestAsync<T extends object>(params: T, options: SignOptions): Promise<Signed<T>> {
  const { out } = signedCopy(params, options);
  out.sign = await sha256Hex(stringToSign(out, options.appSecret));
  return out as Signed<T>;
}
