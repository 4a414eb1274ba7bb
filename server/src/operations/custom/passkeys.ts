// An operator's passkeys: adding one (options, then the browser's response), listing, renaming and removing them, and
// signing in with one instead of a password. The WebAuthn work is auth/passkeys.ts (@simplewebauthn/server).
// Adding and signing in take their challenge out of their own transaction: a refused response still used it up.
import { securityNotice } from '../../auth/security-mail.ts';
import {
  addCredential,
  authenticationOptions,
  reauthOptions,
  registrationOptions,
  relyingParty,
  verifyAssertion,
} from '../../auth/passkeys.ts';
import { sessionIdOf } from '../../auth/sessions.ts';
import { bindSession, checkAccountGrant } from '../../auth/sso.ts';
import { core } from '../../db/core.ts';
import { AppError, Result, notFound } from '../../http/errors.ts';
import { caller, type OperationContext } from '../types.ts';
import { assertNotLastPasskey } from './factors.ts';
import { openSession, signedIn } from './login.ts';

export const rpOf = (ctx: OperationContext) => relyingParty(ctx.services.config, ctx.origin);

const passkeys = (ctx: OperationContext) =>
  core(ctx.db).selectFrom('passkey').select(['id', 'name', 'created_at', 'last_used_at']).where('user_id', '=', caller(ctx).id);

/** One of the caller's own passkeys (another account's is not found either). */
async function ownPasskey(ctx: OperationContext) {
  const id = Number(ctx.body.id);
  const row = await passkeys(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('passkey', id);
  return row;
}

export async function passkeyOptions(ctx: OperationContext) {
  return registrationOptions(ctx.db, caller(ctx), rpOf(ctx), ctx.now);
}

export async function addPasskey(ctx: OperationContext) {
  const user = caller(ctx);
  const id = await addCredential(ctx.db, user.id, String(ctx.body.name), ctx.body.response, rpOf(ctx), ctx.now);
  const row = await passkeys(ctx).where('id', '=', id).executeTakeFirstOrThrow();
  ctx.audit = { target: `passkey:${id}`, before: null, after: row };
  securityNotice(ctx, caller(ctx).id, 'factor_added', `Passkey / 通行密钥: ${String(row.name)}`);
  return row;
}

export async function listPasskey(ctx: OperationContext) {
  return passkeys(ctx).orderBy('id').execute();
}

export async function renamePasskey(ctx: OperationContext) {
  const before = await ownPasskey(ctx);
  await core(ctx.db)
    .updateTable('passkey')
    .set({ name: String(ctx.body.name), updated_at: ctx.now })
    .where('id', '=', before.id)
    .execute();
  const after = { ...before, name: String(ctx.body.name) };
  ctx.audit = { target: `passkey:${before.id}`, before, after };
  return after;
}

export async function removePasskey(ctx: OperationContext) {
  const before = await ownPasskey(ctx);
  await assertNotLastPasskey(ctx);
  await core(ctx.db).deleteFrom('passkey').where('id', '=', before.id).execute();
  ctx.audit = { target: `passkey:${before.id}`, before, after: null };
  securityNotice(ctx, caller(ctx).id, 'factor_removed', `Passkey / 通行密钥: ${String(before.name)}`);
  return null;
}

/** Options for reauthenticate's `passkey` proof: the signed-in account's passkeys (40001 when it has none). */
export async function reauthPasskeyOptions(ctx: OperationContext) {
  return reauthOptions(ctx.db, caller(ctx).id, rpOf(ctx), ctx.now);
}

export async function passkeyLoginOptions(ctx: OperationContext) {
  return authenticationOptions(ctx.db, rpOf(ctx), ctx.now);
}

export async function passkeyLogin(ctx: OperationContext) {
  const userId = await verifyAssertion(ctx.db, { id: Number(ctx.body.challenge_id) }, ctx.body.response, rpOf(ctx), ctx.now);
  const user = await core(ctx.db)
    .selectFrom('admin_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.user_name', 'u.status', 'r.role_type'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.status !== 0) throw new AppError(Result.FORBIDDEN, 'account disabled');
  // An SSO account's passkey signs in only while the provider still grants the account (issue 55, auth/sso.ts).
  const grant = await checkAccountGrant(ctx.db, ctx.services.config.sso, user.id, ctx.now);
  const token = await ctx.db.transaction().execute(async (trx) => {
    const opened = await openSession(ctx, trx, user.id, 'passkey');
    if (grant) await bindSession(trx, await sessionIdOf(trx, opened), grant, ctx.now);
    return opened;
  });
  return signedIn(ctx, user, token);
}
