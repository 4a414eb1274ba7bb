// Google Authenticator codes: RFC 6238 TOTP, SHA1, 6 digits, 30 s, one step of clock drift either way.
import { Secret, TOTP } from 'otpauth';

function totp(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

export function verifyTotp(secret: string, code: string, nowMs: number): boolean {
  return totp(secret).validate({ token: code, timestamp: nowMs, window: 1 }) !== null;
}

export function currentTotp(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
