// Re-authentication ("sudo mode"): the proofs of presence an account can give, each a second factor: one of its
// passkeys, a code of its enrolled authenticator, or one of its recovery codes. Never the password (issue 55): it is what
// a phished or shared password gives away. An account without any factor has no proof to give: it enrols one first
// (at its next sign-in, or 我的账户's authenticator, which it may add without a proof).
import type { Schema } from '@wallet-admin/sdk';
import type { Db } from '../db/types.ts';
import { factorsOf, recoveryCodesLeft } from './second-factor.ts';

export type ReauthMethod = Schema<'ReauthMethod'>;

/** The proofs reauthenticate accepts from the account, strongest first (a 40013 answer lists them). */
export async function reauthMethods(db: Db, userId: number): Promise<ReauthMethod[]> {
  const factors = await factorsOf(db, userId);
  const codes = await recoveryCodesLeft(db, userId);
  return [
    ...(factors.passkeys > 0 ? ['passkey' as const] : []),
    ...(factors.totp ? ['totp' as const] : []),
    ...(codes > 0 ? ['recovery_code' as const] : []),
  ];
}
