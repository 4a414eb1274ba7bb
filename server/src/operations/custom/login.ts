// login: throttled (auth/throttle.ts); the attempt is counted before the password is verified and the count
// must survive a failing call, so this handler manages its own transaction instead of running inside the pipeline's.
import { verifyPassword } from '../../auth/password.ts';
import { openChallenge } from '../../auth/second-factor.ts';
import { newDeviceNotice } from '../../auth/security-mail.ts';
import { createSession, type SessionOrigin } from '../../auth/sessions.ts';
import { clearLogin, countLogin, recordAttempt } from '../../auth/throttle.ts';
import { core } from '../../db/core.ts';
import type { Db } from '../../db/types.ts';
import { AppError, Result } from '../../http/errors.ts';
import { throttlePolicy, type OperationContext } from '../types.ts';

// Verifying against a throwaway hash keeps an unknown account as slow as a wrong password.
const DECOY = 'scrypt$16384$8$1$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

export async function login(ctx: OperationContext) {
  const { config } = ctx.services;
  const userName = String(ctx.body.user_name);
  const password = String(ctx.body.password);
  await countLogin(ctx.db, userName, ctx.ip, ctx.now, throttlePolicy(config));
  // SSO_ONLY: the provider is the one way in, but for the break-glass account (README, single sign-on).
  if (config.sso?.only && userName !== config.sso.breakGlass)
    throw new AppError(Result.FORBIDDEN, 'password sign-in is off: sign in with single sign-on');
  const user = await core(ctx.db)
    .selectFrom('admin_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.user_name', 'u.password_hash', 'u.status', 'r.role_type', 'r.passkey_only'])
    .where('u.user_name', '=', userName)
    .executeTakeFirst();
  const matches = await verifyPassword(user?.password_hash ?? DECOY, password);
  if (!user || !matches) {
    await recordAttempt(ctx.db, userName, ctx.ip, false, ctx.now);
    throw new AppError(Result.WRONG_PASSWORD, 'wrong account or password');
  }
  if (user.status !== 0) throw new AppError(Result.FORBIDDEN, 'account disabled');
  // Told only once the password is right, so the refusal names nothing about an account to someone guessing.
  if (user.passkey_only) throw new AppError(Result.FORBIDDEN, 'password sign-in refused: this account signs in only with a passkey');
  // SIGN_IN_SECOND_FACTOR (on unless a demo on this machine): a right password earns no session, only a challenge the
  // second factor finishes (completeSignIn), or an enrolment for an account without one. Recorded on the database
  // whatever this answer is: it is not a failure.
  if (config.signInSecondFactor) {
    const challenge = await openChallenge(ctx.db, user.id, ctx.now);
    const enrolled = await core(ctx.db)
      .selectFrom('admin_user')
      .select('totp_enrolled_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const enrol = enrolled.totp_enrolled_at === null;
    throw new AppError(Result.SECOND_FACTOR_REQUIRED, 'password accepted: now the second factor', {
      data: { ...challenge, enrol, methods: enrol ? [] : ['totp', 'recovery_code'] },
    });
  }
  const token = await ctx.db.transaction().execute(async (trx) => {
    await recordAttempt(trx, userName, ctx.ip, true, ctx.now);
    await clearLogin(trx, userName, ctx.ip);
    return openSession(ctx, trx, user.id, 'password');
  });
  return signedIn(ctx, user, token);
}

/** A new session of the account (its last sign-in stamped): the token. */
export async function openSession(ctx: OperationContext, db: Db, userId: number, method: SessionOrigin['method']): Promise<string> {
  await core(db).updateTable('admin_user').set({ last_login_at: ctx.now, last_login_ip: ctx.ip }).where('id', '=', userId).execute();
  return createSession(db, userId, { ip: ctx.ip, userAgent: ctx.userAgent, method }, ctx.now);
}

/** The answer of a sign-in (password or passkey), audited as the account's own call. */
export function signedIn(ctx: OperationContext, user: { id: number; user_name: string; role_type: number | null }, token: string) {
  const actor = { id: user.id, user_name: user.user_name };
  ctx.audit = { target: `admin_user:${user.id}`, before: null, after: { user_id: user.id, user_name: user.user_name }, actor };
  // The console's session rides in an HttpOnly cookie (http/session-cookie.ts); scripts use `token` below.
  ctx.sessionCookie = token;
  newDeviceNotice(ctx, user.id); // security mail when this device is new to the account (issue 55)
  return { token, user_id: user.id, user_name: user.user_name, role_type: user.role_type ?? 1 };
}
