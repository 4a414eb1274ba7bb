// Re-authentication ("sudo mode"): the proofs of presence an account can give. An account with passkeys proves itself
// with one of them; an account with a Google Authenticator secret with a code; one without any second factor (none enrolled, or reset by an admin) only with its
// password, which proves less (it is what a phished or shared password gives away too).
import type { Schema } from '@wallet-admin/sdk';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';

export type ReauthMethod = Schema<'ReauthMethod'>;

/** The proofs reauthenticate accepts from the account, strongest first (a 40013 answer lists them). */
export async function reauthMethods(db: Db, userId: number): Promise<ReauthMethod[]> {
  const row = await core(db).selectFrom('admin_user').select('totp_secret').where('id', '=', userId).executeTakeFirst();
  const passkey = await core(db).selectFrom('passkey').select('id').where('user_id', '=', userId).executeTakeFirst();
  const factors: ReauthMethod[] = [...(passkey ? ['passkey' as const] : []), ...(row?.totp_secret ? ['totp' as const] : [])];
  return factors.length > 0 ? factors : ['password'];
}
