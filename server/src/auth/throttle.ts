// Login throttling: too many failures for one account or from one address within the window answer 40029
// until the window has passed. A success for the account clears its count.
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';

export interface ThrottlePolicy { windowMs: number; maxPerAccount: number; maxPerIp: number }

export async function assertNotThrottled(db: Db, userName: string, ip: string, now: number, policy: ThrottlePolicy): Promise<void> {
  const since = now - policy.windowMs;
  const t = core(db);
  // Attempts are ordered by id, not time: a failure in the same millisecond as a success still counts.
  const lastSuccess = await t.selectFrom('login_attempt').select((eb) => eb.fn.max('id').as('id'))
    .where('user_name', '=', userName).where('success', '=', 1).executeTakeFirst();
  const account = await t.selectFrom('login_attempt').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_name', '=', userName).where('success', '=', 0).where('created_at', '>', since)
    .where('id', '>', Number(lastSuccess?.id ?? 0)).executeTakeFirst();
  const address = await t.selectFrom('login_attempt').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip).where('success', '=', 0).where('created_at', '>', since).executeTakeFirst();
  if (Number(account?.n ?? 0) >= policy.maxPerAccount || Number(address?.n ?? 0) >= policy.maxPerIp) {
    throw new AppError(Result.TOO_MANY_ATTEMPTS, 'too many attempts: try again later');
  }
}

export async function recordAttempt(db: Db, userName: string, ip: string, success: boolean, now: number): Promise<void> {
  await core(db).insertInto('login_attempt').values({ user_name: userName, ip, success: success ? 1 : 0, created_at: now, updated_at: now }).execute();
}
