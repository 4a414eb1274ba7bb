// Single sign-on's calls (openapi/sso.yaml): the sign-in options the sign-in page shows, the start, and the callback
// that signs in. The OpenID Connect work is auth/sso.ts; here the account and the session.
import { createSession, sessionIdOf } from '../../auth/sessions.ts';
import { finishSignIn, moveAccountToRole, startSignIn } from '../../auth/sso.ts';
import { newAccountName } from '../../auth/sso-names.ts';
import type { SsoSettings } from '../../auth/sso-settings.ts';
import { accountOfSubject, keepSsoSession, linkSubject } from '../../auth/sso-store.ts';
import { core } from '../../db/core.ts';
import { AppError, Result } from '../../http/errors.ts';
import type { OperationContext } from '../types.ts';
import { insertAccount, stampSignIn } from './accounts.ts';

/** The password hash of an account single sign-on made: no password verifies against it (password.ts wants scrypt). */
const NO_PASSWORD = 'none: signs in with single sign-on';

function settingsOf(ctx: OperationContext): SsoSettings {
  const { sso } = ctx.services.config;
  if (!sso) throw new AppError(Result.FORBIDDEN, 'single sign-on is off');
  return sso;
}

export async function getSignInOptions(ctx: OperationContext) {
  const { sso } = ctx.services.config;
  return { sso: sso !== null, password: !sso?.only };
}

/** Runs outside a transaction (index.ts): it may wait for the provider's discovery document. */
export async function startSso(ctx: OperationContext) {
  const prompt = ctx.body.prompt === 'login' ? 'login' : undefined;
  return startSignIn(ctx.db, settingsOf(ctx), String(ctx.body.redirect_uri), ctx.now, prompt);
}

/** Runs outside a transaction (index.ts): the pending sign-in it takes stays taken when a check fails, and no
 * transaction is held open while the provider answers. The account and session are written in one. */
export async function finishSso(ctx: OperationContext) {
  const identity = await finishSignIn(ctx.db, settingsOf(ctx), String(ctx.body.url), String(ctx.body.browser_key), ctx.now);
  const role = await core(ctx.db).selectFrom('role').select('passkey_only').where('id', '=', identity.roleId).executeTakeFirst();
  // The role the provider's groups give: its accounts (new or not) come in only with a passkey.
  if (role?.passkey_only) throw new AppError(Result.FORBIDDEN, 'single sign-on refused: this account signs in only with a passkey');
  const { id, token, created } = await ctx.db.transaction().execute(async (trx) => {
    let userId = await accountOfSubject(trx, identity.issuer, identity.subject);
    const made = userId === undefined;
    if (userId === undefined) {
      const name = await newAccountName(trx, identity.name);
      userId = await insertAccount(
        trx,
        { user_name: name, password_hash: NO_PASSWORD, role_id: identity.roleId, remark: 'single sign-on' },
        ctx.now,
      );
      await linkSubject(trx, identity.issuer, identity.subject, userId, ctx.now);
    } else {
      const account = await core(trx)
        .selectFrom('admin_user')
        .select(['status', 'role_id'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (account.status !== 0) throw new AppError(Result.FORBIDDEN, 'account disabled');
      if (Number(account.role_id) !== identity.roleId) await moveAccountToRole(trx, userId, identity.roleId, ctx.now);
    }
    await stampSignIn(trx, userId, ctx.ip, ctx.now);
    const opened = await createSession(trx, userId, { ip: ctx.ip, userAgent: ctx.userAgent, method: 'sso' }, ctx.now);
    await keepSsoSession(trx, {
      session_id: await sessionIdOf(trx, opened),
      issuer: identity.issuer,
      subject: identity.subject,
      refresh_token: identity.refreshToken,
      checked_at: ctx.now,
    });
    return { id: userId, token: opened, created: made };
  });
  const account = await core(ctx.db)
    .selectFrom('admin_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.user_name', 'r.role_type'])
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();
  const actor = { id, user_name: account.user_name };
  const after = {
    user_id: id,
    user_name: account.user_name,
    method: 'sso',
    role_id: identity.roleId,
    ...(created ? { created: true } : {}),
  };
  ctx.audit = { target: `admin_user:${id}`, before: null, after, actor };
  ctx.sessionCookie = token;
  return { token, user_id: id, user_name: account.user_name, role_type: account.role_type ?? 1 };
}
