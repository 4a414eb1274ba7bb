// Second factors (issue 55): finishing a sign-in with one (completeSignIn), enrolling an authenticator at the sign-in
// of an account without a factor (signInTotpOptions, enrolSignInTotp), and an operator's own factors in 我的账户
// (listSecondFactors, totpOptions, addTotp, removeTotp, renewRecoveryCodes). The auth/second-factor.ts module keeps
// the challenges and codes. The sign-in steps manage their own transactions: a wrong code stays counted.
import {
  enrolTotp,
  factorsOf,
  findChallenge,
  newEnrolmentSecret,
  newRecoveryCodes,
  otpauthUri,
  pendingEnrolment,
  recoveryCodesLeft,
  takeChallenge,
  useRecoveryCode,
} from '../../auth/second-factor.ts';
import { reauthMethods } from '../../auth/reauth.ts';
import { securityNotice } from '../../auth/security-mail.ts';
import { verifiedAt } from '../../auth/sessions.ts';
import { clearLogin, countSecondFactor, recordAttempt } from '../../auth/throttle.ts';
import { claimTotpStep, newTotpSecret, verifyTotp } from '../../auth/totp.ts';
import { core } from '../../db/core.ts';
import type { Db } from '../../db/types.ts';
import { AppError, Result } from '../../http/errors.ts';
import { caller, throttlePolicy, type OperationContext } from '../types.ts';
import { openSession, signedIn } from './login.ts';

/** The account a pending sign-in belongs to, counted by the login throttle first when the call checks a code (a code
 * guess is a sign-in attempt). */
async function pendingAccount(ctx: OperationContext, checksCode = true) {
  const challenge = await findChallenge(ctx.db, String(ctx.body.pending_token), ctx.now);
  const user = await core(ctx.db)
    .selectFrom('admin_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.user_name', 'u.status', 'u.totp_secret', 'u.totp_enrolled_at', 'r.role_type', 'r.passkey_only'])
    .where('u.id', '=', challenge.user_id)
    .executeTakeFirst();
  if (!user) throw new AppError(Result.WRONG_PASSWORD, 'sign-in expired or already finished: sign in again');
  if (checksCode) await countSecondFactor(ctx.db, user.user_name, ctx.ip, ctx.now, throttlePolicy(ctx.services.config));
  if (user.status !== 0) throw new AppError(Result.FORBIDDEN, 'account disabled');
  // The role made passkey-only after the password step (account-model.test.ts): the pending sign-in ends as login would.
  if (user.passkey_only) throw new AppError(Result.FORBIDDEN, 'password sign-in refused: this account signs in only with a passkey');
  return { challenge, user };
}

/** The sign-in's session, once its second factor passed: the challenge taken for good (with `alongside`'s writes in the
 * same transaction), the attempt recorded. */
async function finish(
  ctx: OperationContext,
  challengeId: number,
  user: { id: number; user_name: string; role_type: number | null },
  alongside: (trx: Db) => Promise<void> = async () => undefined,
) {
  const token = await ctx.db.transaction().execute(async (trx) => {
    await takeChallenge(trx, challengeId);
    await alongside(trx);
    await recordAttempt(trx, user.user_name, ctx.ip, true, ctx.now);
    await clearLogin(trx, user.user_name, ctx.ip, 2);
    return openSession(ctx, trx, user.id, 'password');
  });
  return signedIn(ctx, user, token);
}

const wrongCode = () => new AppError(Result.WRONG_CODE, 'wrong verification code');

export async function completeSignIn(ctx: OperationContext) {
  const { challenge, user } = await pendingAccount(ctx);
  const code = String(ctx.body.code);
  if (ctx.body.method === 'recovery_code') {
    if (!(await useRecoveryCode(ctx.db, user.id, code, ctx.now))) {
      await recordAttempt(ctx.db, user.user_name, ctx.ip, false, ctx.now);
      throw wrongCode();
    }
  } else {
    if (user.totp_enrolled_at === null) throw new AppError(Result.WRONG_CODE, 'this account has no authenticator yet: enrol one');
    const step = verifyTotp(user.totp_secret, code, ctx.now);
    if (step === null) {
      await recordAttempt(ctx.db, user.user_name, ctx.ip, false, ctx.now);
      throw wrongCode();
    }
    await claimTotpStep(ctx.db, user.id, step);
  }
  return finish(ctx, challenge.id, user);
}

/** An account without a factor, its password right: a fresh secret to scan (each call a new one, shown this once). */
export async function signInTotpOptions(ctx: OperationContext) {
  const { challenge, user } = await pendingAccount(ctx, false);
  if (user.totp_enrolled_at !== null) throw new AppError(Result.CONFLICT, 'this account already has an authenticator');
  const secret = await newEnrolmentSecret(ctx.db, { challengeId: challenge.id }, ctx.now);
  return { secret, otpauth_uri: otpauthUri(user.user_name, secret) };
}

/** Confirms the authenticator with its first code: the session, and the account's recovery codes (shown this once). */
export async function enrolSignInTotp(ctx: OperationContext) {
  const { challenge, user } = await pendingAccount(ctx);
  if (user.totp_enrolled_at !== null) throw new AppError(Result.CONFLICT, 'this account already has an authenticator');
  if (!challenge.secret) throw new AppError(Result.WRONG_CODE, 'no authenticator being added: start again');
  const step = verifyTotp(challenge.secret, String(ctx.body.code), ctx.now);
  if (step === null) {
    await recordAttempt(ctx.db, user.user_name, ctx.ip, false, ctx.now);
    throw wrongCode();
  }
  const secret = challenge.secret;
  let recovery_codes: string[] = [];
  const answer = await finish(ctx, challenge.id, user, async (trx) => {
    await enrolTotp(trx, user.id, secret, step, ctx.now);
    recovery_codes = await newRecoveryCodes(trx, user.id, ctx.now);
  });
  ctx.audit = { ...ctx.audit!, after: { user_id: user.id, user_name: user.user_name, totp: 'enrolled', recovery_codes: 'issued' } };
  return { ...answer, recovery_codes };
}

export async function listSecondFactors(ctx: OperationContext) {
  const { id } = caller(ctx);
  const factors = await factorsOf(ctx.db, id);
  return {
    totp: factors.totp,
    totp_enrolled_at: factors.totpEnrolledAt,
    passkeys: factors.passkeys,
    recovery_codes_left: await recoveryCodesLeft(ctx.db, id),
  };
}

/** Adding or replacing the authenticator is sudo work for an account that has a factor to prove itself with; an
 * account without any (single sign-on, SIGN_IN_SECOND_FACTOR=off) adds its first one on the strength of its session,
 * or it could never give a proof at all. Not `x-reauth` in the contract for that reason; checked here the same way. */
async function assertFreshProofUnlessNoFactor(ctx: OperationContext) {
  const user = caller(ctx);
  const factors = await factorsOf(ctx.db, user.id);
  if (!factors.totp && factors.passkeys === 0) return;
  const proved = await verifiedAt(ctx.db, user.session_id);
  if (proved !== null && ctx.now - proved <= ctx.services.config.reauthMinutes * 60_000) return;
  throw new AppError(Result.REAUTH_REQUIRED, 'confirm it is you: prove your presence again (reauthenticate), then retry', {
    data: { methods: await reauthMethods(ctx.db, user.id) },
  });
}

export async function totpOptions(ctx: OperationContext) {
  await assertFreshProofUnlessNoFactor(ctx);
  const user = caller(ctx);
  const secret = await newEnrolmentSecret(ctx.db, { userId: user.id }, ctx.now);
  return { secret, otpauth_uri: otpauthUri(user.user_name, secret) };
}

export async function addTotp(ctx: OperationContext) {
  await assertFreshProofUnlessNoFactor(ctx);
  const user = caller(ctx);
  const pending = await pendingEnrolment(ctx.db, user.id, ctx.now);
  const step = verifyTotp(pending.secret, String(ctx.body.code), ctx.now);
  if (step === null) throw wrongCode();
  const hadCodes = (await recoveryCodesLeft(ctx.db, user.id)) > 0;
  await enrolTotp(ctx.db, user.id, pending.secret, step, ctx.now);
  await core(ctx.db).deleteFrom('sign_in_challenge').where('id', '=', pending.id).execute();
  // A first factor comes with its way back in; an account that has codes keeps them (renewed on request).
  const recovery_codes = hadCodes ? [] : await newRecoveryCodes(ctx.db, user.id, ctx.now);
  ctx.audit = { target: `admin_user:${user.id}`, before: null, after: { totp: 'enrolled', recovery_codes: hadCodes ? 'kept' : 'issued' } };
  securityNotice(ctx, user.id, 'factor_added', 'Authenticator / 身份验证器');
  return { recovery_codes };
}

const lastFactor = () => new AppError(Result.CONFLICT, 'refused: this is the last second factor of the account (add another one first)');

export async function removeTotp(ctx: OperationContext) {
  const user = caller(ctx);
  const factors = await factorsOf(ctx.db, user.id);
  if (!factors.totp)
    throw new AppError(Result.NOT_FOUND, '{what} {id} not found', { params: { what: 'authenticator', id: String(user.id) } });
  if (factors.passkeys === 0) throw lastFactor();
  await core(ctx.db)
    .updateTable('admin_user')
    .set({ totp_secret: newTotpSecret(), totp_enrolled_at: null, updated_at: ctx.now })
    .where('id', '=', user.id)
    .execute();
  ctx.audit = { target: `admin_user:${user.id}`, before: null, after: { totp: 'removed' } };
  securityNotice(ctx, user.id, 'factor_removed', 'Authenticator / 身份验证器');
  return null;
}

/** Refuses to remove a passkey that is the account's last factor (removePasskey asks first). */
export async function assertNotLastPasskey(ctx: OperationContext): Promise<void> {
  const user = caller(ctx);
  const factors = await factorsOf(ctx.db, user.id);
  if (!factors.totp && factors.passkeys <= 1) throw lastFactor();
  // A passkey-only role's account signs in with nothing else.
  const role = await core(ctx.db).selectFrom('role').select('passkey_only').where('id', '=', user.role_id).executeTakeFirst();
  if (role?.passkey_only && factors.passkeys <= 1) throw lastFactor();
}

export async function renewRecoveryCodes(ctx: OperationContext) {
  const user = caller(ctx);
  const factors = await factorsOf(ctx.db, user.id);
  if (!factors.totp && factors.passkeys === 0)
    throw new AppError(Result.CONFLICT, 'refused: add an authenticator or a passkey first, then recovery codes');
  const recovery_codes = await newRecoveryCodes(ctx.db, user.id, ctx.now);
  ctx.audit = { target: `admin_user:${user.id}`, before: null, after: { recovery_codes: 'renewed' } };
  return { recovery_codes };
}
