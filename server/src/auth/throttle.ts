// Throttling of password guesses. Every attempt is counted BEFORE its password is verified, in one atomic
// upsert per counter, so concurrent guesses cannot all pass a check that none of them has recorded yet; a
// success clears the counters of the account. Counters reset when their window (15 minutes) has passed.
//
// Login counts three keys: account+address (5), address (20) and the account from anywhere (5). The
// account-wide limit does not apply to an address the account has signed in from before, so a stranger's
// wrong passwords cannot lock an operator out of their usual place, while guesses spread over many addresses
// still stop after 5. Password confirmations of a signed-in user (change password, confirmed deletes) count
// against the user.
import { sql } from 'kysely';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';

export interface ThrottlePolicy {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
}

const tooMany = () => new AppError(Result.TOO_MANY_ATTEMPTS, 'too many attempts: try again later');

/** Adds one attempt to `key` and answers how many the current window holds, this one included. */
async function countAttempt(db: Db, key: string, now: number, windowMs: number): Promise<number> {
  const expired = sql<boolean>`login_throttle.window_start <= ${now - windowMs}`;
  const row = await core(db)
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else login_throttle.failures + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else login_throttle.window_start end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

async function clear(db: Db, keys: string[]): Promise<void> {
  await core(db).deleteFrom('login_throttle').where('key', 'in', keys).execute();
}

const loginKeys = (userName: string, ip: string) => ({
  pair: `login:${userName}|${ip}`,
  account: `login:${userName}`,
  address: `ip:${ip}`,
});

/** Counts a sign-in attempt; 40029 when one of its limits is passed. Call before verifying the password. */
export async function countLogin(db: Db, userName: string, ip: string, now: number, policy: ThrottlePolicy): Promise<void> {
  // Counters of past windows hold nothing: dropping them keeps guesses at random names from growing the table.
  await core(db)
    .deleteFrom('login_throttle')
    .where('window_start', '<=', now - policy.windowMs)
    .execute();
  const keys = loginKeys(userName, ip);
  const pair = await countAttempt(db, keys.pair, now, policy.windowMs);
  const address = await countAttempt(db, keys.address, now, policy.windowMs);
  const account = await countAttempt(db, keys.account, now, policy.windowMs);
  if (pair > policy.maxPerAccount || address > policy.maxPerIp) throw tooMany();
  if (account > policy.maxPerAccount && !(await knownAddress(db, userName, ip))) throw tooMany();
}

async function knownAddress(db: Db, userName: string, ip: string): Promise<boolean> {
  const row = await core(db)
    .selectFrom('login_attempt')
    .select('id')
    .where('user_name', '=', userName)
    .where('ip', '=', ip)
    .where('success', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a code sent to finish a pending sign-in (a second factor): 5 per account and address a window, beside the
 * address's 20 (40029 past either). Its own counter, so a password typed wrong four times leaves the code step its
 * own tries; a guesser of codes holds a right password already and still gets 5. */
export async function countSecondFactor(db: Db, userName: string, ip: string, now: number, policy: ThrottlePolicy): Promise<void> {
  const keys = loginKeys(userName, ip);
  const codes = await countAttempt(db, `second:${userName}|${ip}`, now, policy.windowMs);
  const address = await countAttempt(db, keys.address, now, policy.windowMs);
  if (codes > policy.maxPerAccount || address > policy.maxPerIp) throw tooMany();
}

/** After a success: the account's counters start over and the address keeps only its failures. `attempts`: how many
 * counted calls the success took (2 for a password then its second factor). */
export async function clearLogin(db: Db, userName: string, ip: string, attempts = 1): Promise<void> {
  const keys = loginKeys(userName, ip);
  await clear(db, [keys.pair, keys.account, `second:${userName}|${ip}`]);
  await core(db)
    .updateTable('login_throttle')
    .set({ failures: sql<number>`case when failures > ${attempts} then failures - ${attempts} else 0 end` })
    .where('key', '=', keys.address)
    .where('failures', '>', 0)
    .execute();
}

export async function recordAttempt(db: Db, userName: string, ip: string, success: boolean, now: number): Promise<void> {
  await core(db)
    .insertInto('login_attempt')
    .values({ user_name: userName, ip, success: success ? 1 : 0, created_at: now, updated_at: now })
    .execute();
}

/** Verifies a signed-in user's own password under the account limit: 40029 past it, 40001 when wrong (`verify` may
 * throw its own refusal: the attempt stays counted). `counter`: the attempts it counts against (re-authentication
 * keeps its own). */
export async function verifyThrottled(
  db: Db,
  userId: number,
  now: number,
  policy: ThrottlePolicy,
  verify: () => Promise<boolean>,
  counter = 'password',
): Promise<void> {
  const key = `${counter}:${userId}`;
  if ((await countAttempt(db, key, now, policy.windowMs)) > policy.maxPerAccount) throw tooMany();
  if (!(await verify())) throw new AppError(Result.WRONG_PASSWORD, 'wrong password');
  await clear(db, [key]);
}
