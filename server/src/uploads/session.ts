// Upload credentials die with the session that got them: the embedded store asks, at every signed request,
// whether that session still stands and still may upload. The answer is read from the database, where sessions,
// accounts and roles live, so a logout, password change or reset, or an account or role change made by any
// process refuses the keys at their next use, in every process.
import { holds, type SessionUser } from '../auth/sessions.ts';
import type { Contract } from '../contract/contract.ts';
import { uploadScreens } from '../contract/uploads.ts';
import { core, parsePermissions } from '../db/core.ts';
import type { Services } from '../operations/types.ts';

/** Whether `user` holds a screen that uploads files (only those users get upload credentials). */
export const holdsUploads = (contract: Contract, user: SessionUser): boolean =>
  [...uploadScreens(contract)].some((screen) => holds(user, screen));

/** Whether credentials handed to `user` may still be used: its session is not revoked, idle or too old, and the
 * account is enabled, with the name and role it had then, whose screens still include one that uploads. */
export async function uploadSessionStands({ database, config, contract }: Services, user: SessionUser): Promise<boolean> {
  const row = await core(database.db)
    .selectFrom('admin_session as s')
    .innerJoin('admin_user as u', 'u.id', 's.user_id')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['s.created_at', 's.last_seen_at', 's.revoked_at', 'u.user_name', 'u.role_id', 'u.status', 'r.role_type', 'r.permissions'])
    .where('s.id', '=', user.session_id)
    .executeTakeFirst();
  const now = config.now();
  if (!row || row.revoked_at !== null || row.status !== 0) return false;
  if (now - row.created_at > config.sessionMaxAgeMs || now - row.last_seen_at > config.sessionIdleMs) return false;
  if (row.user_name !== user.user_name || row.role_id !== user.role_id) return false;
  return holdsUploads(contract, { ...user, role_type: row.role_type ?? 1, permissions: parsePermissions(row.permissions ?? '[]') });
}
