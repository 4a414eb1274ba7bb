// Google Authenticator codes: RFC 6238 TOTP, SHA1, 6 digits, 30 s, one step of clock drift either way.
import { Secret, TOTP } from 'otpauth';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';

const PERIOD_MS = 30_000;

function totp(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000 });
}

/** The time step (30 s counter) the code belongs to, or null when it matches none within the drift. The caller
 * accepts a step only once per account (claimTotpStep), so a code seen on the wire cannot be replayed. */
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

/** Accepts `step` for the account once: one conditional update claims it, so of two requests with the same code (or
 * an older one) only the first finds the stored step below its own, in whichever process it runs; 40010 otherwise. */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<void> {
  const claimed = await core(db)
    .updateTable('admin_user')
    .set({ totp_step: step })
    .where('id', '=', userId)
    .where((w) => w.or([w('totp_step', 'is', null), w('totp_step', '<', step)]))
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw new AppError(Result.WRONG_CODE, 'verification code already used: wait for the next one');
}
