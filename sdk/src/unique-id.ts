// Unique texts are this process's random prefix plus a counter: unique per call without a random draw per call (the
// signing path stays as cheap as bench/sign.bench.ts measures), unguessable across processes (72 random bits), and
// without crypto.randomUUID, which browsers lack outside secure contexts (a console opened over plain http).
let idPrefix = '';
let idCount = 0;

/**
 * A text no other call uses, of `A-Z a-z 0-9 _ -` (14 characters and up): the `nonce` of a signed call (the server accepts
 * each signature once, so two identical calls in one second, or two attempts of one call, need different nonces)
 * and the default Idempotency-Key of a write.
 */
export function uniqueId(): string {
  if (!idPrefix) {
    // 9 random bytes in base64url: 12 characters.
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(9));
    idPrefix = btoa(String.fromCharCode(...bytes)).replace(/[+/]/g, (c) => (c === '+' ? '-' : '_'));
  }
  return `${idPrefix}-${(idCount++).toString(36)}`;
}
