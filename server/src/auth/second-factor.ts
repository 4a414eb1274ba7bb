// Second factors (issue 55): the sign-in challenge a right password earns instead of a session, the enrolment of a
// Google Authenticator (its secret kept until a code confirms it), and single-use recovery codes.
//
// A challenge's token is 32 random bytes handed out once; only its SHA-256 is stored, for CHALLENGE_MS. Recovery codes
// are stored like passwords (scrypt, a salt each): a code is a lookup prefix and a secret part, so checking one costs
// one scrypt, not one per code left.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { newTotpSecret } from './totp.ts';

/** How long a sign-in may wait for its second factor, and an enrolment for its confirming code. */
export const CHALLENGE_MS = 5 * 60_000;
const RECOVERY_CODES = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A sign-in that passed its password: the pending token (handed out once) and when it expires. */
export async function openChallenge(db: Db, userId: number, now: number): Promise<{ pending_token: string; expires_at: number }> {
  await core(db).deleteFrom('sign_in_challenge').where('expires_at', '<=', now).execute();
  const token = randomBytes(32).toString('hex');
  const expires_at = now + CHALLENGE_MS;
  await core(db)
    .insertInto('sign_in_challenge')
    .values({ user_id: userId, token_hash: sha256(token), purpose: 'sign_in', secret: null, expires_at, created_at: now, updated_at: now })
    .execute();
  return { pending_token: token, expires_at };
}

const challengeRefused = () => new AppError(Result.WRONG_PASSWORD, 'sign-in expired or already finished: sign in again');

/** The pending sign-in a token names (unexpired): its row. 40001 otherwise, as for a wrong password. */
export async function findChallenge(db: Db, token: string, now: number) {
  if (!/^[0-9a-f]{64}$/.test(token)) throw challengeRefused();
  const row = await core(db)
    .selectFrom('sign_in_challenge')
    .select(['id', 'user_id', 'secret'])
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', 'sign_in')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw challengeRefused();
  return row;
}

/** Takes the challenge for good (one conditional delete): of two completions sent with one token only one opens a
 * session. */
export async function takeChallenge(db: Db, id: number): Promise<void> {
  const taken = await core(db).deleteFrom('sign_in_challenge').where('id', '=', id).executeTakeFirst();
  if (taken.numDeletedRows === 0n) throw challengeRefused();
}

/** A fresh secret to enrol: kept on the sign-in's challenge (by id), or on an enrolment row of a signed-in account
 * (replacing one it started before). Each call makes a new one, so a secret is shown once. */
export async function newEnrolmentSecret(db: Db, target: { challengeId: number } | { userId: number }, now: number): Promise<string> {
  const secret = newTotpSecret();
  if ('challengeId' in target) {
    await core(db).updateTable('sign_in_challenge').set({ secret, updated_at: now }).where('id', '=', target.challengeId).execute();
    return secret;
  }
  await core(db).deleteFrom('sign_in_challenge').where('user_id', '=', target.userId).where('purpose', '=', 'enrol_totp').execute();
  await core(db)
    .insertInto('sign_in_challenge')
    .values({
      user_id: target.userId,
      token_hash: null,
      purpose: 'enrol_totp',
      secret,
      expires_at: now + CHALLENGE_MS,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return secret;
}

/** The secret a signed-in account is enrolling (unexpired), or 40001 when it started none. */
export async function pendingEnrolment(db: Db, userId: number, now: number): Promise<{ id: number; secret: string }> {
  const row = await core(db)
    .selectFrom('sign_in_challenge')
    .select(['id', 'secret'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'enrol_totp')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row?.secret) throw new AppError(Result.WRONG_CODE, 'no authenticator being added: start again');
  return { id: row.id, secret: row.secret };
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (userName: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`Wallet Admin:${userName}`)}?secret=${secret}&issuer=${encodeURIComponent('Wallet Admin')}&algorithm=SHA1&digits=6&period=30`;

/** Makes the confirmed secret the account's authenticator; the step its code used is the last one claimed. */
export async function enrolTotp(db: Db, userId: number, secret: string, step: number, now: number): Promise<void> {
  await core(db)
    .updateTable('admin_user')
    .set({ totp_secret: secret, totp_step: step, totp_enrolled_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

// Crockford's base32 without look-alikes: typed from paper, read aloud.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LOOKUP_LENGTH = 4;
/** 16 characters, 80 bits: 4 of lookup, 12 of secret (60 bits behind scrypt). Shown as XXXX-XXXX-XXXX-XXXX. */
const CODE_LENGTH = 16;

const normalise = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** Replaces the account's recovery codes with RECOVERY_CODES new ones: the codes, answered this once. */
export async function newRecoveryCodes(db: Db, userId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(32)]).join(''));
  await core(db).deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  for (const code of codes)
    await core(db)
      .insertInto('recovery_code')
      .values({
        user_id: userId,
        lookup: code.slice(0, LOOKUP_LENGTH),
        code_hash: await hashPassword(code),
        used_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  return codes.map((code) => code.match(/.{4}/g)!.join('-'));
}

/** Uses one of the account's recovery codes: true once (one conditional update claims it), false when it matches none
 * left. */
export async function useRecoveryCode(db: Db, userId: number, code: string, now: number): Promise<boolean> {
  const clean = normalise(code);
  if (clean.length !== CODE_LENGTH) return false;
  const candidates = await core(db)
    .selectFrom('recovery_code')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('lookup', '=', clean.slice(0, LOOKUP_LENGTH))
    .where('used_at', 'is', null)
    .execute();
  for (const row of candidates) {
    if (!(await verifyPassword(row.code_hash, clean))) continue;
    const claimed = await core(db)
      .updateTable('recovery_code')
      .set({ used_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n;
  }
  return false;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await core(db)
    .selectFrom('recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account's factors: an enrolled authenticator and how many passkeys. Recovery codes are a way back in, not a
 * factor an account may keep alone. */
export async function factorsOf(db: Db, userId: number): Promise<{ totp: boolean; totpEnrolledAt: number | null; passkeys: number }> {
  const user = await core(db).selectFrom('admin_user').select('totp_enrolled_at').where('id', '=', userId).executeTakeFirst();
  const passkeys = await core(db)
    .selectFrom('passkey')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const totpEnrolledAt = user?.totp_enrolled_at ?? null;
  return { totp: totpEnrolledAt !== null, totpEnrolledAt, passkeys: Number(passkeys.n) };
}

/** Forgets every factor but the password's: the authenticator (a fresh secret nobody is shown, not enrolled), the
 * recovery codes and enrolments under way (an admin's resetSecondFactors; passkeys are removed by its caller). */
export async function forgetSecondFactors(db: Db, userId: number, now: number): Promise<void> {
  await core(db)
    .updateTable('admin_user')
    .set({ totp_secret: newTotpSecret(), totp_enrolled_at: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await core(db).deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await core(db).deleteFrom('sign_in_challenge').where('user_id', '=', userId).execute();
}
