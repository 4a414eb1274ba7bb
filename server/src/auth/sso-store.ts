// What single sign-on keeps in the database (migration 011_sso), shared by every process:
//   - sso_login: a sign-in begun and not finished: state (its SHA-256), nonce, PKCE verifier, the browser key's
//     SHA-256 and the redirect URI, until expires_at; taken (deleted) by the callback that uses it, so it serves once;
//   - sso_identity: the provider's subject (issuer + sub) → the account it signed in as, so an account is found by
//     who the provider says it is, never by a name someone could choose;
//   - sso_session: per SSO session, the provider's refresh token and when the groups were last checked.
import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { sqlType } from '../db/dialect.ts';
import type { Db, Dialect } from '../db/types.ts';

interface SsoTables {
  sso_login: {
    state_hash: string;
    browser_key_hash: string;
    nonce: string;
    code_verifier: string;
    redirect_uri: string;
    expires_at: number;
  };
  sso_identity: { issuer: string; subject: string; user_id: number; created_at: number };
  sso_session: { session_id: number; issuer: string; subject: string; refresh_token: string | null; checked_at: number };
}

type PendingSignIn = SsoTables['sso_login'];
export type SsoSessionRow = SsoTables['sso_session'];

const store = (db: Db) => db as unknown as Kysely<SsoTables>;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function ssoMigration(dialect: Dialect): Migration {
  const int = sqlType(dialect, 'integer');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sso_login')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('browser_key_hash', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('expires_at', int, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sso_login_expiry').on('sso_login').column('expires_at').execute();
      await db.schema
        .createTable('sso_identity')
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('created_at', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('sso_identity_pk', ['issuer', 'subject'])
        .execute();
      await db.schema
        .createTable('sso_session')
        .addColumn('session_id', int, (c) => c.primaryKey())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('refresh_token', 'text')
        .addColumn('checked_at', int, (c) => c.notNull())
        .execute();
    },
  };
}

/** Keeps a sign-in begun; sign-ins left unfinished past their expiry are cleared on the way. */
export async function keepPendingSignIn(db: Db, pending: PendingSignIn, now: number): Promise<void> {
  await store(db).deleteFrom('sso_login').where('expires_at', '<', now).execute();
  await store(db).insertInto('sso_login').values(pending).execute();
}

/** Takes the sign-in begun with this state: deleted as it is read, so of two callbacks with one state only one gets it. */
export async function takePendingSignIn(db: Db, state: string): Promise<PendingSignIn | undefined> {
  return store(db).deleteFrom('sso_login').where('state_hash', '=', sha256(state)).returningAll().executeTakeFirst();
}

/** The account the provider's subject signed in as; none when it never did, or its account was deleted since. */
export async function accountOfSubject(db: Db, issuer: string, subject: string): Promise<number | undefined> {
  const row = await (db as unknown as Kysely<SsoTables & { admin_user: { id: number } }>)
    .selectFrom('sso_identity as i')
    .innerJoin('admin_user as u', 'u.id', 'i.user_id')
    .select('u.id')
    .where('i.issuer', '=', issuer)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/** Links the subject to its account (anew when the account it had was deleted). */
export async function linkSubject(db: Db, issuer: string, subject: string, userId: number, now: number): Promise<void> {
  await store(db)
    .insertInto('sso_identity')
    .values({ issuer, subject, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doUpdateSet({ user_id: userId, created_at: now }))
    .execute();
}

export async function keepSsoSession(db: Db, row: SsoSessionRow): Promise<void> {
  await store(db).insertInto('sso_session').values(row).execute();
}

export async function ssoSessionOf(db: Db, sessionId: number): Promise<SsoSessionRow | undefined> {
  const row = await store(db).selectFrom('sso_session').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
  return row && { ...row, session_id: Number(row.session_id), checked_at: Number(row.checked_at) };
}

/** Claims the next check of a session: only the request (in any process) that moves checked_at from what it read does it. */
export async function claimCheck(db: Db, row: SsoSessionRow, now: number): Promise<boolean> {
  const claimed = await store(db)
    .updateTable('sso_session')
    .set({ checked_at: now })
    .where('session_id', '=', row.session_id)
    .where('checked_at', '=', row.checked_at)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** The refresh token the provider answered last (it may rotate them at each use), for every session that held the old
 * one: a passkey session of an SSO account shares its SSO session's token, which the rotation used up. */
export async function keepRefreshToken(db: Db, used: string, refreshToken: string): Promise<void> {
  await store(db).updateTable('sso_session').set({ refresh_token: refreshToken }).where('refresh_token', '=', used).execute();
}

/** The provider's subject of an account single sign-on made, with the refresh token of its newest session that has
 * one (null when none has); undefined for an account single sign-on did not make. */
export async function grantOfAccount(
  db: Db,
  userId: number,
): Promise<{ issuer: string; subject: string; refresh_token: string | null } | undefined> {
  const identity = await store(db)
    .selectFrom('sso_identity')
    .select(['issuer', 'subject'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!identity) return undefined;
  const newest = await store(db)
    .selectFrom('sso_session')
    .select('refresh_token')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .where('refresh_token', 'is not', null)
    .orderBy('session_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { ...identity, refresh_token: newest?.refresh_token ?? null };
}
