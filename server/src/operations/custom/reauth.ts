// reauthenticate: renews the session's proof of presence, which the operations marked x-reauth need to be recent.
// Wrong proofs are counted (throttled) even though the call fails, so it manages its own transaction like login.
import { verifyAssertion } from '../../auth/passkeys.ts';
import { useRecoveryCode } from '../../auth/second-factor.ts';
import { reauthMethods, type ReauthMethod } from '../../auth/reauth.ts';
import { markVerified } from '../../auth/sessions.ts';
import { verifyThrottled } from '../../auth/throttle.ts';
import { claimTotpStep, verifyTotp } from '../../auth/totp.ts';
import { core } from '../../db/core.ts';
import { AppError, Result, invalidInput } from '../../http/errors.ts';
import { caller, throttlePolicy, type OperationContext } from '../types.ts';
import { rpOf } from './passkeys.ts';

export async function reauthenticate(ctx: OperationContext) {
  const user = caller(ctx);
  const { config } = ctx.services;
  const methods = await reauthMethods(ctx.db, user.id);
  const method = ctx.body.method as ReauthMethod;
  // Only the account's own factors count; a password is none (issue 55).
  if (!methods.includes(method))
    throw invalidInput('invalid input: this account proves its presence with {methods}', { methods: methods.join(', ') }, 'method');
  const field = ({ passkey: 'response', totp: 'google_verify_code', recovery_code: 'recovery_code' } as const)[method];
  const proof = ctx.body[field];
  if (proof === undefined || (method !== 'passkey' && typeof proof !== 'string'))
    throw invalidInput('invalid input: {field} is required', { field }, field);
  const account = await core(ctx.db).selectFrom('admin_user').select(['totp_secret']).where('id', '=', user.id).executeTakeFirstOrThrow();
  await verifyThrottled(
    ctx.db,
    user.id,
    ctx.now,
    throttlePolicy(config),
    async () => {
      // A passkey's challenge was kept by reauthPasskeyOptions for this account; a refused assertion still used it up.
      if (method === 'passkey') return (await verifyAssertion(ctx.db, { userId: user.id }, proof, rpOf(ctx), ctx.now)) === user.id;
      if (method === 'recovery_code') return useRecoveryCode(ctx.db, user.id, proof as string, ctx.now);
      const step = verifyTotp(account.totp_secret, proof as string, ctx.now);
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
