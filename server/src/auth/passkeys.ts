// Passkeys (WebAuthn) through @simplewebauthn/server: registration and authentication options, and the verification
// of what the browser answers. The server keeps each challenge it hands out (webauthn_challenge) for 5 minutes and
// takes it once, so a response can be verified against it exactly once. The relying party is the console's origin:
// WEBAUTHN_ORIGIN / WEBAUTHN_RP_ID, else the request's own scheme and host.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ServerConfig } from '../config.ts';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';

const CHALLENGE_MS = 5 * 60_000;

interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(config: ServerConfig, requestOrigin: string): RelyingParty {
  const origin = config.webauthnOrigin ?? requestOrigin;
  return { id: config.webauthnRpId ?? new URL(origin).hostname, origin };
}

const refused = () => new AppError(Result.WRONG_PASSWORD, 'passkey not accepted');

async function keepChallenge(db: Db, challenge: string, userId: number | null, purpose: string, now: number): Promise<number> {
  await core(db).deleteFrom('webauthn_challenge').where('expires_at', '<=', now).execute();
  const row = await core(db)
    .insertInto('webauthn_challenge')
    .values({ challenge, user_id: userId, purpose, expires_at: now + CHALLENGE_MS, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes a kept challenge (it is gone afterwards, used or not); 40001 when none is left to take. */
async function takeChallenge(db: Db, where: { id: number } | { userId: number }, purpose: string, now: number): Promise<string> {
  let query = core(db).selectFrom('webauthn_challenge').select(['id', 'challenge']).where('purpose', '=', purpose);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('user_id', '=', where.userId).orderBy('id', 'desc');
  const row = await query.where('expires_at', '>', now).executeTakeFirst();
  if (!row) throw refused();
  // One conditional delete claims it: of two responses sent with one challenge only one finds it.
  const taken = await core(db).deleteFrom('webauthn_challenge').where('id', '=', row.id).executeTakeFirst();
  if (taken.numDeletedRows === 0n) throw refused();
  return row.challenge;
}

/** Removes every passkey of an account (an admin's reset of its second factors): how many there were. */
export async function removeAllPasskeys(db: Db, userId: number): Promise<number> {
  const removed = await core(db).deleteFrom('passkey').where('user_id', '=', userId).executeTakeFirst();
  return Number(removed.numDeletedRows);
}

const transportsOf = (text: string): string[] => JSON.parse(text) as string[];

export async function registrationOptions(db: Db, user: { id: number; user_name: string }, rp: RelyingParty, now: number) {
  const existing = await core(db).selectFrom('passkey').select(['credential_id', 'transports']).where('user_id', '=', user.id).execute();
  const options = await generateRegistrationOptions({
    rpName: 'Wallet Admin',
    rpID: rp.id,
    userName: user.user_name,
    userID: new TextEncoder().encode(`wallet-admin:${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
    // A resident key signs in without naming the account; user verification (PIN, biometrics) makes it two factors.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, user.id, 'register', now);
  return options;
}

/** Verifies a registration response against the account's kept challenge and stores the credential: its row id. */
export async function addCredential(db: Db, userId: number, name: string, response: unknown, rp: RelyingParty, now: number) {
  const expectedChallenge = await takeChallenge(db, { userId }, 'register', now);
  const verified = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw refused();
  const { credential } = verified.registrationInfo;
  const row = await core(db)
    .insertInto('passkey')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name,
      last_used_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function authenticationOptions(db: Db, rp: RelyingParty, now: number) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  return { challenge_id: await keepChallenge(db, options.challenge, null, 'login', now), options };
}

/** Options for a signed-in account to prove its presence again: only its own passkeys are offered. */
export async function reauthOptions(db: Db, userId: number, rp: RelyingParty, now: number) {
  const own = await core(db).selectFrom('passkey').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
  if (own.length === 0) throw refused();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: own.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
  });
  await keepChallenge(db, options.challenge, userId, 'reauth', now);
  return options;
}

/**
 * Verifies an assertion against the kept challenge and the stored key of its passkey: the account it signs in. A sign-in
 * names its challenge by id (no account yet); a re-authentication takes the account's latest and accepts only its own
 * passkeys, so another account's passkey cannot prove this one's presence.
 */
export async function verifyAssertion(
  db: Db,
  challenge: { id: number } | { userId: number },
  response: unknown,
  rp: RelyingParty,
  now: number,
): Promise<number> {
  const expectedChallenge = await takeChallenge(db, challenge, 'id' in challenge ? 'login' : 'reauth', now);
  const assertion = response as AuthenticationResponseJSON;
  let query = core(db)
    .selectFrom('passkey')
    .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', String(assertion.id));
  if ('userId' in challenge) query = query.where('user_id', '=', challenge.userId);
  const stored = await query.executeTakeFirst();
  if (!stored) throw refused();
  const verified = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: stored.credential_id,
      publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
      counter: Number(stored.counter),
      transports: transportsOf(stored.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw refused();
  await core(db)
    .updateTable('passkey')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now, updated_at: now })
    .where('id', '=', stored.id)
    .execute();
  return Number(stored.user_id);
}
