// Google Authenticator codes: RFC 6238 TOTP, SHA1, 6 digits, 30 s, one step of clock drift either way.
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

function totp(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000 });
}

/** The time step (30 s counter) the code belongs to, or null when it matches none within the drift. The caller
 * accepts a step only once per account (modifyPassword), so a code seen on the wire cannot be replayed. */
export function verifyTotp(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / PERIOD_MS) + delta;
}

export function currentTotp(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
