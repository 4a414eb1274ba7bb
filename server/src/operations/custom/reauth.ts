// reauthenticate: renews the session's proof of presence, which the operations marked x-reauth need to be recent.
// Wrong proofs are counted (throttled) even though the call fails, so it manages its own transaction like login.
import { verifyPassword } from '../../auth/password.ts';
import { reauthMethods, type ReauthMethod } from '../../auth/reauth.ts';
import { markVerified } from '../../auth/sessions.ts';
import { verifyThrottled } from '../../auth/throttle.ts';
import { claimTotpStep, verifyTotp } from '../../auth/totp.ts';
import { core } from '../../db/core.ts';
import { AppError, Result, invalidInput } from '../../http/errors.ts';
import { caller, throttlePolicy, type OperationContext } from '../types.ts';

export async function reauthenticate(ctx: OperationContext) {
  const user = caller(ctx);
  const { config } = ctx.services;
  const methods = await reauthMethods(ctx.db, user.id);
  const method = ctx.body.method as ReauthMethod;
  // Only the account's own proofs count: a password must not stand in for a second factor the account has.
  if (!methods.includes(method))
    throw invalidInput('invalid input: this account proves its presence with {methods}', { methods: methods.join(', ') }, 'method');
  const field = method === 'totp' ? 'google_verify_code' : 'password';
  const proof = ctx.body[field];
  if (typeof proof !== 'string') throw invalidInput('invalid input: {field} is required', { field }, field);
  const account = await core(ctx.db)
    .selectFrom('admin_user')
    .select(['password_hash', 'totp_secret'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  await verifyThrottled(
    ctx.db,
    user.id,
    ctx.now,
    throttlePolicy(config),
    async () => {
      if (method === 'password') return verifyPassword(account.password_hash, proof);
      const step = verifyTotp(account.totp_secret, proof, ctx.now);
      if (step === null) throw new AppError(Result.WRONG_CODE, 'wrong verification code');
      await claimTotpStep(ctx.db, user.id, step);
      return true;
    },
    'reauth',
  );
  await markVerified(ctx.db, user.session_id, ctx.now);
  ctx.audit = { target: `admin_session:${user.session_id}`, before: null, after: { verified_at: ctx.now, method } };
  return { verified_at: ctx.now, expires_at: ctx.now + config.reauthMinutes * 60_000 };
}
