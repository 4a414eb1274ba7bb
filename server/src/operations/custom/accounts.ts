// Operator accounts: logout, register, read, disable or enable, move to another role, delete, change and reset
// passwords, reset second factors, role type, and their sessions.
import { removeAllPasskeys } from '../../auth/passkeys.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { holds, revokeSession, revokeUserSessions, SUPER_ADMIN, type SessionEnd } from '../../auth/sessions.ts';
import { describeClient } from '../../auth/user-agent.ts';
import { forgetSecondFactors } from '../../auth/second-factor.ts';
import { moveAccountToRole, providerSignOut } from '../../auth/sso.ts';
import { securityEmailOf, securityLog, securityNotice, setSecurityEmailOf } from '../../auth/security-mail.ts';
import { claimTotpStep, newTotpSecret, verifyTotp } from '../../auth/totp.ts';
import { core, parsePermissions } from '../../db/core.ts';
import type { Db, Row } from '../../db/types.ts';
import { AppError, Result, invalidInput, notFound } from '../../http/errors.ts';
import type { Resource } from '../resources.ts';
import { getRow } from '../rows.ts';
import { caller, throttlePolicy, type OperationContext } from '../types.ts';
import { verifyThrottled } from '../../auth/throttle.ts';

const ROLE_SCREEN = '/permission/role';

function accounts(ctx: OperationContext): Resource {
  const resource = ctx.services.contract.resources.get('admin_user');
  if (!resource) throw new Error('the contract has no admin_user resource');
  return resource;
}

/** Another account than the caller's needs the role screen. */
function targetUserId(ctx: OperationContext): number {
  const user = caller(ctx);
  const id = ctx.query.user_id === undefined ? user.id : Number(ctx.query.user_id);
  if (id !== user.id && !holds(user, ROLE_SCREEN))
    throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission: ROLE_SCREEN } });
  return id;
}

export async function logout(ctx: OperationContext) {
  const user = caller(ctx);
  // Read before the session ends: a session of single sign-on answers how the provider's session ends (auth/sso.ts).
  const signOut = await providerSignOut(ctx.db, ctx.services.config.sso, user.session_id);
  await revokeSession(ctx.db, user.session_id, ctx.now, { reason: 'signed_out' });
  ctx.audit = { target: `admin_user:${user.id}`, before: null, after: null };
  ctx.sessionCookie = null;
  return signOut;
}

/** An account's sessions not ended (not revoked, idle or too old), newest first, each client read from its
 * User-Agent; another account's need the role screen and an account the caller may manage. */
export async function listSession(ctx: OperationContext) {
  const user = caller(ctx);
  const { sessionIdleMs, sessionMaxAgeMs } = ctx.services.config;
  const userId = targetUserId(ctx);
  if (userId !== user.id) assertMayManage(ctx, await roleOfUser(ctx, userId));
  const rows = await core(ctx.db)
    .selectFrom('admin_session')
    .select(['id', 'user_id', 'ip', 'user_agent', 'method', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', ctx.now - sessionIdleMs)
    .where('created_at', '>', ctx.now - sessionMaxAgeMs)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, ...describeClient(row.user_agent), current: row.id === user.session_id }));
}

/** Why the caller ends sessions of `userId`: from one of the account's own sessions, or as its administrator. */
function endedBy(ctx: OperationContext, userId: number): SessionEnd {
  const user = caller(ctx);
  return userId === user.id ? { reason: 'self' } : { reason: 'admin', by: user.user_name };
}

/** Ends one session: the caller's own, or (role screen, and an account the caller may manage) anyone's. */
export async function endSession(ctx: OperationContext) {
  const user = caller(ctx);
  const id = Number(ctx.body.id);
  const session = await core(ctx.db)
    .selectFrom('admin_session')
    .select(['id', 'user_id', 'ip', 'user_agent', 'method', 'created_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  // Whether another account's session exists is not told to a caller who may not end it.
  if (session?.user_id !== user.id && !holds(user, ROLE_SCREEN))
    throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission: ROLE_SCREEN } });
  if (!session || session.revoked_at !== null) throw notFound('session', id);
  if (session.user_id !== user.id) assertMayManage(ctx, await roleOfUser(ctx, session.user_id));
  await revokeSession(ctx.db, id, ctx.now, id === user.session_id ? { reason: 'signed_out' } : endedBy(ctx, session.user_id));
  const { revoked_at: _revoked, ...before } = session;
  ctx.audit = { target: `admin_session:${id}`, before, after: null };
  if (id === user.session_id) ctx.sessionCookie = null;
  return null;
}

/** "Sign out everywhere else" (no user_id, or the caller's own): every other session of the caller's account; with
 * another account's id (role screen, an account the caller may manage): every session of it. */
export async function endSessions(ctx: OperationContext) {
  const user = caller(ctx);
  const userId = ctx.body.user_id === undefined ? user.id : Number(ctx.body.user_id);
  if (userId !== user.id) {
    if (!holds(user, ROLE_SCREEN))
      throw new AppError(Result.FORBIDDEN, 'forbidden: needs the {permission} screen', { params: { permission: ROLE_SCREEN } });
    assertMayManage(ctx, await roleOfUser(ctx, userId));
  }
  const ended = await revokeUserSessions(ctx.db, userId, ctx.now, endedBy(ctx, userId), user.session_id);
  ctx.audit = { target: `admin_user:${userId}`, before: null, after: { sessions_ended: ended } };
  return { ended: ended.length };
}

/** Only a super-admin manages super-admins; others give out only roles whose screens they hold themselves. */
function assertMayManage(ctx: OperationContext, role: { role_type: number; permissions: string }): void {
  const user = caller(ctx);
  if (user.role_type === SUPER_ADMIN) return;
  if (role.role_type === SUPER_ADMIN) throw new AppError(Result.FORBIDDEN, 'forbidden: only a super-admin manages super-admin accounts');
  const foreign = parsePermissions(role.permissions).find((path) => !holds(user, path));
  if (foreign)
    throw new AppError(Result.FORBIDDEN, 'forbidden: the role holds {screen}, a screen you do not hold', { params: { screen: foreign } });
}

async function roleOfUser(ctx: OperationContext, id: number) {
  const row = await core(ctx.db)
    .selectFrom('admin_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['r.role_type', 'r.permissions'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('admin_user', id);
  return { role_type: row.role_type ?? 1, permissions: row.permissions ?? '[]' };
}

export async function register(ctx: OperationContext): Promise<Row> {
  const roleId = Number(ctx.body.role_id);
  const role = await core(ctx.db).selectFrom('role').select(['id', 'role_type', 'permissions']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw notFound('role', roleId);
  assertMayManage(ctx, role);
  const id = await insertAccount(
    ctx.db,
    {
      user_name: String(ctx.body.user_name),
      password_hash: await hashPassword(String(ctx.body.password)),
      role_id: roleId,
      remark: typeof ctx.body.remark === 'string' ? ctx.body.remark : '',
    },
    ctx.now,
  );
  const row = await getRow(ctx.db, accounts(ctx), id);
  ctx.audit = { target: `admin_user:${id}`, before: null, after: row };
  return row;
}

/** Inserts an operator account, enabled (register; a first single sign-on, auth/sso.ts): the one writer of new
 * account rows, whose callers audit them. */
export async function insertAccount(
  db: Db,
  values: { user_name: string; password_hash: string; role_id: number; remark: string },
  now: number,
): Promise<number> {
  const inserted = await core(db)
    .insertInto('admin_user')
    // A fresh secret: the account enrols its authenticator when it is handed over.
    .values({
      ...values,
      totp_secret: newTotpSecret(),
      status: 0,
      last_login_at: null,
      last_login_ip: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The last sign-in stamp of a single sign-on (login.ts stamps a password sign-in itself). */
export async function stampSignIn(db: Db, id: number, ip: string, now: number): Promise<void> {
  await core(db).updateTable('admin_user').set({ last_login_at: now, last_login_ip: ip }).where('id', '=', id).execute();
}

export async function getUser(ctx: OperationContext): Promise<Row> {
  return getRow(ctx.db, accounts(ctx), targetUserId(ctx));
}

export async function getUserRoleType(ctx: OperationContext) {
  const row = await getRow(ctx.db, accounts(ctx), targetUserId(ctx));
  const role = await core(ctx.db).selectFrom('role').select('code').where('id', '=', Number(row.role_id)).executeTakeFirst();
  return { role_type: row.role_type, role_code: role?.code ?? '' };
}

export async function deleteUser(ctx: OperationContext) {
  const id = Number(ctx.body.user_id);
  if (id === caller(ctx).id) throw new AppError(Result.CONFLICT, 'cannot delete the signed-in account');
  assertMayManage(ctx, await roleOfUser(ctx, id));
  const before = await getRow(ctx.db, accounts(ctx), id);
  await core(ctx.db).deleteFrom('admin_session').where('user_id', '=', id).execute();
  // Every factor goes with the account (issue 55, account-model.test.ts): a passkey left behind named an account that
  // no longer exists (its sign-in failed with 50000), a pending sign-in or a recovery code pointed at nothing.
  await removeAllPasskeys(ctx.db, id);
  await core(ctx.db).deleteFrom('recovery_code').where('user_id', '=', id).execute();
  await core(ctx.db).deleteFrom('sign_in_challenge').where('user_id', '=', id).execute();
  await setSecurityEmailOf(ctx.db, id, '');
  await core(ctx.db).deleteFrom('admin_user').where('id', '=', id).execute();
  ctx.audit = { target: `admin_user:${id}`, before, after: null };
  return null;
}

export async function modifyPassword(ctx: OperationContext) {
  const user = caller(ctx);
  const id = Number(ctx.body.user_id);
  if (id !== user.id) throw new AppError(Result.FORBIDDEN, 'forbidden: only your own password can be changed here');
  const row = await core(ctx.db)
    .selectFrom('admin_user')
    .select(['password_hash', 'totp_secret'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const oldHash = String(ctx.body.password);
  const newHash = String(ctx.body.new_password);
  // Counted outside any transaction (see index.ts), so a wrong guess stays counted.
  await verifyThrottled(ctx.db, id, ctx.now, throttlePolicy(ctx.services.config), () => verifyPassword(row.password_hash, oldHash));
  const step = verifyTotp(row.totp_secret, String(ctx.body.google_verify_code), ctx.now);
  if (step === null) throw new AppError(Result.WRONG_CODE, 'wrong verification code');
  if (newHash === oldHash) throw invalidInput('invalid input: body.new_password must differ from the old password', {}, 'new_password');
  await ctx.db.transaction().execute(async (trx) => {
    await claimTotpStep(trx, id, step);
    await setPassword(ctx, trx, id, newHash, { reason: 'password_changed' });
  });
  return null;
}

export async function resetPassword(ctx: OperationContext) {
  const id = Number(ctx.body.user_id);
  assertMayManage(ctx, await roleOfUser(ctx, id));
  await setPassword(ctx, ctx.db, id, String(ctx.body.new_password), { reason: 'password_reset', by: caller(ctx).user_name });
  return null;
}

/** An admin's recovery of an operator's second factors: no passkey left, a fresh TOTP secret issued as register issues
 * one (never answered: the operator enrols it when the account is handed over again), every session ended. */
export async function resetSecondFactors(ctx: OperationContext) {
  const id = Number(ctx.body.user_id);
  assertMayManage(ctx, await roleOfUser(ctx, id));
  const passkeys = await removeAllPasskeys(ctx.db, id);
  // Not enrolled: the account's next sign-in enrols a new authenticator, its secret shown then (issue 55).
  await forgetSecondFactors(ctx.db, id, ctx.now);
  await revokeUserSessions(ctx.db, id, ctx.now, { reason: 'second_factors_reset', by: caller(ctx).user_name });
  ctx.audit = {
    target: `admin_user:${id}`,
    before: null,
    after: { passkeys_removed: passkeys, totp_secret: 'changed', recovery_codes: 'removed', sessions: 'ended' },
  };
  securityNotice(ctx, id, 'factors_reset', `By / 操作人: ${caller(ctx).user_name}`);
  return null;
}

/** The account an administrator disables, enables or moves: never the caller's own (a role manager would lock
 * themselves out or raise themselves), and one the caller may manage. */
async function managedAccount(ctx: OperationContext): Promise<{ id: number; before: Row }> {
  const id = Number(ctx.body.user_id);
  if (id === caller(ctx).id) throw new AppError(Result.CONFLICT, 'refused: the signed-in account cannot disable, enable or re-role itself');
  assertMayManage(ctx, await roleOfUser(ctx, id));
  return { id, before: await getRow(ctx.db, accounts(ctx), id) };
}

/** Disables (status 1) or enables (0) an account. Disabling ends every session and pending sign-in at once; every way in (login,
 * completeSignIn, passkeyLogin, finishSso, the session itself) refuses a disabled account by its status. */
export async function setUserStatus(ctx: OperationContext): Promise<Row> {
  const { id, before } = await managedAccount(ctx);
  const status = Number(ctx.body.status) === 1 ? 1 : 0;
  if (Number(before.status) !== status) {
    await core(ctx.db).updateTable('admin_user').set({ status, updated_at: ctx.now }).where('id', '=', id).execute();
    if (status !== 0) {
      await revokeUserSessions(ctx.db, id, ctx.now, { reason: 'account_disabled', by: caller(ctx).user_name });
      // A password step taken before is forgotten too: it must not finish once the account is enabled again.
      await core(ctx.db).deleteFrom('sign_in_challenge').where('user_id', '=', id).execute();
    }
  }
  const after = await getRow(ctx.db, accounts(ctx), id);
  ctx.audit = { target: `admin_user:${id}`, before, after };
  return after;
}

/** Moves an account to another role: the caller may manage both the role it leaves and the one it joins. A
 * passkey-only role takes only an account with a passkey, as setRole asks of a role made passkey-only. */
export async function setUserRole(ctx: OperationContext): Promise<Row> {
  const { id, before } = await managedAccount(ctx);
  const roleId = Number(ctx.body.role_id);
  const role = await core(ctx.db)
    .selectFrom('role')
    .select(['role_type', 'permissions', 'passkey_only'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw notFound('role', roleId);
  assertMayManage(ctx, role);
  if (Number(before.role_id) !== roleId) {
    const passkey = await core(ctx.db).selectFrom('passkey').select('id').where('user_id', '=', id).executeTakeFirst();
    if (role.passkey_only && !passkey)
      throw new AppError(
        Result.CONFLICT,
        'refused: {account} has no passkey and could not sign in with a passkey-only role; it adds one first',
        {
          params: { account: String(before.user_name) },
          field: 'role_id',
        },
      );
    await moveAccountToRole(ctx.db, id, roleId, ctx.now);
  }
  const after = await getRow(ctx.db, accounts(ctx), id);
  ctx.audit = { target: `admin_user:${id}`, before, after };
  return after;
}

/** Stores the new hash and ends every session of the account, for `end`'s reason. */
async function setPassword(ctx: OperationContext, db: Db, id: number, clientHash: string, end: SessionEnd): Promise<void> {
  await core(db)
    .updateTable('admin_user')
    .set({ password_hash: await hashPassword(clientHash), updated_at: ctx.now })
    .where('id', '=', id)
    .execute();
  await revokeUserSessions(db, id, ctx.now, end);
  ctx.audit = { target: `admin_user:${id}`, before: null, after: { password: 'changed' } };
}

/** The signed-in account's security log (auth/security-mail.ts) and where its security mail goes. */
export async function listSecurityLog(ctx: OperationContext) {
  const user = caller(ctx);
  return { email: await securityEmailOf(ctx.db, user.id), events: await securityLog(ctx.db, user.id) };
}

export async function setSecurityEmail(ctx: OperationContext) {
  const user = caller(ctx);
  const email = typeof ctx.body.email === 'string' ? ctx.body.email.trim() : '';
  const before = await securityEmailOf(ctx.db, user.id);
  await setSecurityEmailOf(ctx.db, user.id, email);
  ctx.audit = { target: `admin_user:${user.id}`, before: { security_email: before }, after: { security_email: email || null } };
  return null;
}
