// Single sign-on with OpenID Connect (authorization code + PKCE) through openid-client: it fetches the provider's
// discovery document, builds the authorization URL, checks the callback (state, issuer), exchanges the code with the
// PKCE verifier and checks the ID token (signature, issuer, audience, expiry, nonce). Nothing here checks a token by
// hand. What this module adds is the product's part: the state, nonce and verifier kept server-side for one use
// (sso-store.ts), the groups claim mapped to a role, the account found by the provider's subject, and the re-check
// of an SSO session's groups while it lasts (recheckSsoSession, called by the session hook on every request).
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { AppError, Result } from '../http/errors.ts';
import type { MessageKey, Params } from '../http/messages.ts';
import { revokeUserSessions, type SessionUser } from './sessions.ts';
import { isLoopback, type SsoSettings } from './sso-settings.ts';
import {
  claimCheck,
  grantOfAccount,
  keepPendingSignIn,
  keepRefreshToken,
  keepSsoSession,
  sha256,
  ssoSessionOf,
  takePendingSignIn,
  type SsoSessionRow,
} from './sso-store.ts';

/** How long a sign-in begun may be finished. */
const PENDING_MS = 10 * 60_000;
/** openid_connect's scopes, profile for a readable account name, offline_access for the refresh token the re-check uses. */
const SCOPE = 'openid profile email offline_access';

const refused = (key: MessageKey, params?: Params) => new AppError(Result.FORBIDDEN, key, params ? { params } : {});

/** The provider's configuration, discovered once per settings (again after a failure: the provider may come back). */
const discovered = new WeakMap<SsoSettings, Promise<oidc.Configuration>>();

function providerOf(settings: SsoSettings): Promise<oidc.Configuration> {
  let known = discovered.get(settings);
  if (!known) {
    const issuer = new URL(settings.issuer);
    known = oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      // Settings refuse plain http but to this machine (sso-settings.ts).
      isLoopback(issuer.hostname) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    known.catch(() => discovered.delete(settings));
    discovered.set(settings, known);
  }
  return known.catch((error: unknown) => {
    throw refused('single sign-on refused: the identity provider cannot be reached ({detail})', { detail: messageOf(error) });
  });
}

/** openid-client's reason, with the check's own words when it wraps one (`… (unexpected ID Token "nonce" claim value)`). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const detail = error.cause instanceof Error && error.cause.message !== error.message ? ` (${error.cause.message})` : '';
  return `${error.message}${detail}`.slice(0, 300);
}

/** Begins a sign-in: the authorization URL, and the browser key the callback must bring back. */
export async function startSignIn(
  db: Db,
  settings: SsoSettings,
  redirectUri: string,
  now: number,
  prompt?: 'login',
): Promise<{ url: string; browser_key: string }> {
  const provider = await providerOf(settings);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const browserKey = randomBytes(32).toString('base64url');
  await keepPendingSignIn(
    db,
    {
      state_hash: sha256(state),
      browser_key_hash: sha256(browserKey),
      nonce,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      expires_at: now + PENDING_MS,
    },
    now,
  );
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(prompt ? { prompt } : {}),
  });
  return { url: url.href, browser_key: browserKey };
}

/** Who the provider says signed in: its subject, its user name as the provider sent it (a first sign-in's account is
 * named from it by sso-names.ts, which may refuse it), the role its groups map to, and the refresh token the re-checks
 * use. */
interface SsoIdentity {
  issuer: string;
  subject: string;
  name: string;
  roleId: number;
  refreshToken: string | null;
}

/** Finishes a sign-in from the URL the provider returned the browser to. Refused (40003, saying why) unless every
 * check passes; the pending sign-in is used up whatever happens. */
export async function finishSignIn(
  db: Db,
  settings: SsoSettings,
  callbackUrl: string,
  browserKey: string,
  now: number,
): Promise<SsoIdentity> {
  const url = new URL(callbackUrl);
  const state = url.searchParams.get('state') ?? '';
  const pending = state === '' ? undefined : await takePendingSignIn(db, state);
  if (!pending || pending.expires_at < now) throw refused('single sign-on refused: this sign-in is unknown, used or expired (start again)');
  if (sha256(browserKey) !== pending.browser_key_hash)
    throw refused('single sign-on refused: it was begun in another browser (start again)');
  const provider = await providerOf(settings);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(
      provider,
      url,
      { pkceCodeVerifier: pending.code_verifier, expectedState: state, expectedNonce: pending.nonce, idTokenExpected: true },
      { redirect_uri: pending.redirect_uri },
    );
  } catch (error) {
    throw refused('single sign-on refused by the provider or its checks: {detail}', { detail: messageOf(error) });
  }
  const claims = tokens.claims();
  if (!claims) throw refused('single sign-on refused by the provider or its checks: {detail}', { detail: 'no ID token' });
  const info = await userInfo(provider, tokens.access_token, claims.sub);
  const all = { ...claims, ...info };
  const roleId = await roleOfGroups(db, settings, all[settings.groupsClaim]);
  const name = [all.preferred_username, all.email, claims.sub].find((v): v is string => typeof v === 'string' && v.trim() !== '')!;
  return {
    issuer: provider.serverMetadata().issuer,
    subject: claims.sub,
    name,
    roleId,
    refreshToken: tokens.refresh_token ?? null,
  };
}

async function userInfo(provider: oidc.Configuration, accessToken: string, subject: string): Promise<Record<string, unknown>> {
  try {
    return await oidc.fetchUserInfo(provider, accessToken, subject);
  } catch (error) {
    throw refused('single sign-on refused by the provider or its checks: {detail}', { detail: messageOf(error) });
  }
}

/** The role of the first group of SSO_GROUP_ROLES the operator belongs to; refused when none is. */
async function roleOfGroups(db: Db, settings: SsoSettings, claim: unknown): Promise<number> {
  const groups = new Set(
    Array.isArray(claim) ? claim.filter((g): g is string => typeof g === 'string') : typeof claim === 'string' ? [claim] : [],
  );
  const mapped = settings.groupRoles.find(([group]) => groups.has(group));
  if (!mapped) throw refused('single sign-on refused: none of your groups is given a role here (ask an administrator)');
  const role = mapped[1];
  const row = await core(db)
    .selectFrom('role')
    .select('id')
    .where(typeof role === 'number' ? 'id' : 'code', '=', role as never)
    .executeTakeFirst();
  if (!row) throw refused('single sign-on refused: SSO_GROUP_ROLES names the role {role}, which does not exist', { role: String(role) });
  return Number(row.id);
}

/** When each SSO session was last checked, as this process saw it (per database): requests between two checks read
 * nothing more. */
const lastChecks = new WeakMap<Db, Map<number, number>>();

/**
 * Called with every request's session: past SSO_RECHECK_SECONDS since the last check, one request (in any
 * process: claimCheck) asks the provider again with the refresh token and reads the groups. A group no longer
 * mapped, an account the provider no longer knows or any refusal of the provider ends every session of the account
 * and this request (10003). The account's own state (disabled, deleted, moved) is checked by resolveSession itself.
 * Sessions of an SSO account signed in otherwise (a passkey added during an SSO session) are bound to the grant at
 * their sign-in (checkAccountGrant) and checked the same way; one left unbound (opened before that) ends.
 */
export async function recheckSsoSession(db: Db, settings: SsoSettings, user: SessionUser, now: number): Promise<void> {
  let checked = lastChecks.get(db);
  if (!checked) lastChecks.set(db, (checked = new Map<number, number>()));
  const seen = checked.get(user.session_id);
  if (seen !== undefined && now - seen < settings.recheckMs) return;
  const row = await ssoSessionOf(db, user.session_id);
  if (!row) {
    if (user.method === 'sso' || (await grantOfAccount(db, user.id)) !== undefined) return end(db, checked, user, now);
    // A local account's session: nothing to ask the provider; looked at again only after the interval.
    return remember(checked, user.session_id, now);
  }
  if (now - row.checked_at < settings.recheckMs || !(await claimCheck(db, row, now))) {
    remember(checked, user.session_id, Math.max(row.checked_at, seen ?? 0));
    return;
  }
  remember(checked, user.session_id, now);
  try {
    const roleId = await checkAgain(db, settings, row);
    if (roleId !== user.role_id) await moveAccountToRole(db, user.id, roleId, now);
  } catch {
    return end(db, checked, user, now);
  }
}

async function checkAgain(db: Db, settings: SsoSettings, row: Pick<SsoSessionRow, 'refresh_token' | 'subject'>): Promise<number> {
  if (!row.refresh_token) throw new Error('no refresh token: the session cannot be checked');
  const provider = await providerOf(settings);
  const tokens = await oidc.refreshTokenGrant(provider, row.refresh_token);
  if (tokens.refresh_token && tokens.refresh_token !== row.refresh_token)
    await keepRefreshToken(db, row.refresh_token, tokens.refresh_token);
  const info = await oidc.fetchUserInfo(provider, tokens.access_token, row.subject);
  return roleOfGroups(db, settings, { ...(tokens.claims() ?? {}), ...info }[settings.groupsClaim]);
}

/** Moves an account to another role (the role its provider groups map to now); the authorisation stamp moves with it,
 * so its sessions hold the new role's screens from their next request. Here, not beside the accounts' handlers: those
 * import this module (logout's end-session URL). */
export async function moveAccountToRole(db: Db, id: number, roleId: number, now: number): Promise<void> {
  await core(db).updateTable('admin_user').set({ role_id: roleId, updated_at: now }).where('id', '=', id).execute();
}

/**
 * How signing out of a session reaches the provider (issue 55), so that the next single sign-on asks for the provider's
 * own sign-in instead of re-entering silently. A session signed in through the provider or bound to its grant answers
 * its RP-initiated logout address (openid-client's buildEndSessionUrl over the discovery document's
 * end_session_endpoint, with client_id), which the console opens after signing out; when the provider has no such
 * endpoint or cannot be reached, `prompt_login` instead: the console's next start asks the provider with prompt=login.
 * A local session: neither.
 */
export async function providerSignOut(
  db: Db,
  settings: SsoSettings | null,
  sessionId: number,
): Promise<{ end_session_url: string | null; prompt_login: boolean }> {
  if (!settings || !(await ssoSessionOf(db, sessionId))) return { end_session_url: null, prompt_login: false };
  try {
    const provider = await providerOf(settings);
    if (provider.serverMetadata().end_session_endpoint)
      return { end_session_url: oidc.buildEndSessionUrl(provider).href, prompt_login: false };
  } catch {
    // Unreachable now: the prompt at the next start is what is left.
  }
  return { end_session_url: null, prompt_login: true };
}

/** What binds a session opened without the provider to the grant of an SSO account (bindSession). */
export interface AccountGrant {
  issuer: string;
  subject: string;
  refreshToken: string;
}

/**
 * A sign-in other than single sign-on (a passkey) of an account single sign-on made: the provider is asked first, with
 * the refresh token of the account's newest SSO session, whether it still grants the account a role. Refused (40003,
 * saying why) with every session of the account ended when it does not, the refresh is refused, no token is kept or the
 * provider cannot be reached: a passkey lives only while the provider's grant does. A changed group moves the account.
 * Null for a local account, or when single sign-on is off (no provider to ask).
 */
export async function checkAccountGrant(db: Db, settings: SsoSettings | null, userId: number, now: number): Promise<AccountGrant | null> {
  const grant = settings && (await grantOfAccount(db, userId));
  if (!settings || !grant) return null;
  const account = await core(db).selectFrom('admin_user').select('role_id').where('id', '=', userId).executeTakeFirstOrThrow();
  let role: number;
  try {
    role = await checkAgain(db, settings, grant);
  } catch (error) {
    await revokeUserSessions(db, userId, now);
    if (error instanceof AppError) throw error;
    throw refused('single sign-on refused by the provider or its checks: {detail}', { detail: messageOf(error) });
  }
  if (role !== Number(account.role_id)) await moveAccountToRole(db, userId, role, now);
  // The token checkAgain kept (a rotation replaced it where it was stored).
  const kept = await grantOfAccount(db, userId);
  return { issuer: grant.issuer, subject: grant.subject, refreshToken: kept?.refresh_token ?? grant.refresh_token! };
}

/** Binds a session just opened to the account's grant, so the re-checks ask the provider about it too. */
export async function bindSession(db: Db, sessionId: number, grant: AccountGrant, now: number): Promise<void> {
  await keepSsoSession(db, {
    session_id: sessionId,
    issuer: grant.issuer,
    subject: grant.subject,
    refresh_token: grant.refreshToken,
    checked_at: now,
  });
}

function remember(checked: Map<number, number>, sessionId: number, at: number): void {
  // Bounded like the session cache: the oldest go first.
  if (checked.size >= 10_000) checked.delete(checked.keys().next().value!);
  checked.delete(sessionId);
  checked.set(sessionId, at);
}

async function end(db: Db, checked: Map<number, number>, user: SessionUser, now: number): Promise<never> {
  checked.delete(user.session_id);
  await revokeUserSessions(db, user.id, now);
  throw new AppError(Result.SESSION_REVOKED, 'session revoked: sign in again');
}
