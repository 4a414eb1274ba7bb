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
