// Sessions: the token is 32 random bytes in hex, handed out once; the table keeps only its SHA-256.
// Idle timeout, absolute lifetime and revocation each answer their own result code.
//
// Resolved sessions are cached in memory per database (attachSessionCache), each entry tagged with the
// authorisation stamp (db/auth-stamp.ts) read before its row was: a request reads the stamp (one prepared
// statement on SQLite, one round trip on PostgreSQL) and uses an entry only while the stamp has not moved, so a
// logout, password change, role edit or deletion in any process is seen by the next request everywhere. An entry
// also serves only while its last_seen_at is within the touch interval: past it the row is read again, so the
// idle timeout and the touch behave exactly as without the cache (and another process's touches are seen).
//
// Every revocation records why (revoked_reason, and revoked_by: the administrator who ended it), and the session's
// next request is answered 10003 with that reason as its data (SessionEnded), so its operator is told why.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import type { Schema } from '@wallet-admin/sdk';
import { stampReader, type StampReader } from '../db/auth-stamp.ts';
import { core, parsePermissions } from '../db/core.ts';
import type { Database, Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';

export interface SessionUser {
  id: number;
  user_name: string;
  role_id: number;
  role_type: number;
  role_code: string;
  permissions: string[];
  session_id: number;
  /** How the session signed in (admin_session.method): an `sso` one is re-checked with the provider (auth/sso.ts). */
  method: string;
}

export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
  /** last_seen_at is rewritten at most this often, so reads do not each cost a write. */
  touchMs: number;
}

/** Why a session ended (the contract's SessionEnded): the 10003 answer of its next request carries it. */
export type SessionEnd = Schema<'SessionEnded'>;

/** 016: why each revoked session was ended, and by which administrator. Null for sessions ended before it. */
export const sessionEndMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['revoked_reason', 'revoked_by']) await db.schema.alterTable('admin_session').addColumn(column, 'text').execute();
  },
};

const REVOKED_MESSAGES = {
  signed_out: 'session revoked: you signed out',
  self: 'session revoked: ended from another of your sessions',
  admin: 'session revoked: ended by the administrator {name}',
  password_changed: 'session revoked: your password was changed',
  password_reset: 'session revoked: the administrator {name} reset your password',
  second_factors_reset: 'session revoked: the administrator {name} reset your second factors',
  account_disabled: 'session revoked: your account is disabled',
  sso: 'session revoked: single sign-on no longer admits your account',
  unknown: 'session revoked: sign in again',
} as const satisfies Record<SessionEnd['reason'], string>;

/** The 10003 answer of a revoked session: its reason in the message and, for the console, in `data`. */
function sessionRevoked(end: SessionEnd): AppError {
  return new AppError(Result.SESSION_REVOKED, REVOKED_MESSAGES[end.reason], { data: end, params: { name: end.by ?? '' } });
}

/** The stored reason as the contract names it: a row from before 016 (or a revocation that gave none) is `unknown`. */
function endOf(reason: string | null, by: string | null): SessionEnd {
  const known = reason !== null && reason in REVOKED_MESSAGES ? (reason as SessionEnd['reason']) : 'unknown';
  return by ? { reason: known, by } : { reason: known };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a session was signed in from, as its owner's session list shows it. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
  method: Schema<'Session'>['method'];
}

export async function createSession(db: Db, userId: number, origin: SessionOrigin, now: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await core(db)
    .insertInto('admin_session')
    .values({
      user_id: userId,
      token_hash: tokenHash(token),
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 300),
      method: origin.method,
      created_at: now,
      updated_at: now,
      last_seen_at: now,
      revoked_at: null,
      // Signing in is a proof of presence: the operations marked x-reauth are open to a session this young.
      verified_at: now,
    })
    .execute();
  return token;
}

interface CachedSession {
  user: SessionUser;
  created_at: number;
  last_seen_at: number;
  /** The stamp read before the row was. */
  stamp: number;
}

interface SessionCache {
  stamp: StampReader;
  /** By token hash, oldest first. */
  entries: Map<string, CachedSession>;
}

/** Entries kept per database: past it the oldest go (a few hundred bytes each). */
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<Db, SessionCache>();

/** Starts caching the sessions resolved through `database.db` (build() does, until the app closes). */
export function attachSessionCache(database: Database): void {
  if (!caches.has(database.db)) caches.set(database.db, { stamp: stampReader(database), entries: new Map() });
}

export function detachSessionCache(database: Database): void {
  caches.get(database.db)?.stamp.close();
  caches.delete(database.db);
}

/** `touch: false`: a background read (the contract's x-background), which never renews the idle window. */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  now: number,
  policy: SessionPolicy,
  touch = true,
): Promise<SessionUser> {
  if (!token) throw new AppError(Result.SESSION_MISSING, 'session missing: sign in first');
  if (!/^[0-9a-f]{64}$/.test(token)) throw new AppError(Result.SESSION_UNKNOWN, 'session unknown');
  const hash = tokenHash(token);
  const cache = caches.get(db);
  if (!cache) return (await readSession(db, hash, now, policy, touch)).user;
  const stamp = await cache.stamp.read();
  const hit = cache.entries.get(hash);
  if (hit && hit.stamp === stamp && now >= hit.last_seen_at && now - hit.last_seen_at <= policy.touchMs) {
    if (now - hit.created_at > policy.maxAgeMs) throw new AppError(Result.SESSION_TOO_OLD, 'session too old: sign in again');
    return hit.user;
  }
  cache.entries.delete(hash);
  const read = await readSession(db, hash, now, policy, touch);
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(hash, { ...read, stamp });
  return read.user;
}

/** The session's row with its checks and touch, as every request did before the cache. */
async function readSession(
  db: Db,
  hash: string,
  now: number,
  policy: SessionPolicy,
  touch: boolean,
): Promise<{ user: SessionUser; created_at: number; last_seen_at: number }> {
  const row = await core(db)
    .selectFrom('admin_session as s')
    .innerJoin('admin_user as u', 'u.id', 's.user_id')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select([
      's.id as session_id',
      's.created_at',
      's.last_seen_at',
      's.revoked_at',
      's.revoked_reason',
      's.revoked_by',
      's.method',
      'u.id',
      'u.user_name',
      'u.role_id',
      'u.status',
      'r.role_type',
      'r.code',
      'r.permissions',
    ])
    .where('s.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) throw new AppError(Result.SESSION_UNKNOWN, 'session unknown');
  if (row.revoked_at !== null) throw sessionRevoked(endOf(row.revoked_reason, row.revoked_by));
  if (row.status !== 0) throw sessionRevoked({ reason: 'account_disabled' });
  if (now - row.created_at > policy.maxAgeMs) throw new AppError(Result.SESSION_TOO_OLD, 'session too old: sign in again');
  if (now - row.last_seen_at > policy.idleMs) throw new AppError(Result.SESSION_IDLE, 'session idle: sign in again');
  let lastSeen = row.last_seen_at;
  if (touch && now - row.last_seen_at > policy.touchMs) {
    await core(db).updateTable('admin_session').set({ last_seen_at: now, updated_at: now }).where('id', '=', row.session_id).execute();
    lastSeen = now;
  }
  const user: SessionUser = {
    id: row.id,
    user_name: row.user_name,
    role_id: row.role_id,
    role_type: row.role_type ?? 1,
    role_code: row.code ?? '',
    permissions: parsePermissions(row.permissions ?? '[]'),
    session_id: row.session_id,
    method: row.method,
  };
  return { user, created_at: row.created_at, last_seen_at: lastSeen };
}

/** The id of the session a token opened (createSession hands out only the token). */
export async function sessionIdOf(db: Db, token: string): Promise<number> {
  const row = await core(db).selectFrom('admin_session').select('id').where('token_hash', '=', tokenHash(token)).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** When the session last proved its operator's presence (null: never, a session from before 010). Read from the
 * row, not the cache: a reauthenticate in another process counts at once. */
export async function verifiedAt(db: Db, sessionId: number): Promise<number | null> {
  const row = await core(db).selectFrom('admin_session').select('verified_at').where('id', '=', sessionId).executeTakeFirst();
  return row?.verified_at ?? null;
}

/** Records a fresh proof of presence (reauthenticate). */
export async function markVerified(db: Db, sessionId: number, now: number): Promise<void> {
  await core(db).updateTable('admin_session').set({ verified_at: now, updated_at: now }).where('id', '=', sessionId).execute();
}

const revoked = (now: number, end: SessionEnd | undefined) => ({
  revoked_at: now,
  updated_at: now,
  revoked_reason: end?.reason ?? null,
  revoked_by: end?.by ?? null,
});

export async function revokeSession(db: Db, sessionId: number, now: number, end: SessionEnd): Promise<void> {
  await core(db).updateTable('admin_session').set(revoked(now, end)).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every open session of the account (but `except`, the caller's own when it keeps it); answers the ids ended.
 * Without `end` the sessions answer the generic reason (`unknown`). */
export async function revokeUserSessions(db: Db, userId: number, now: number, end?: SessionEnd, except?: number): Promise<number[]> {
  let update = core(db).updateTable('admin_session').set(revoked(now, end)).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (except !== undefined) update = update.where('id', '!=', except);
  const rows = await update.returning('id').execute();
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The role type of super-admins. */
export const SUPER_ADMIN = 0;

/** Role type 0 holds every screen; others hold the screens listed in their role. */
export function holds(user: SessionUser, permission: string): boolean {
  return permission === 'session' || user.role_type === SUPER_ADMIN || user.permissions.includes(permission);
}
