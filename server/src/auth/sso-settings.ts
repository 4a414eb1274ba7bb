// Single sign-on's settings (README's settings table), read once at start; a wrong value stops the start instead of
// refusing every operator later. Unset SSO_ISSUER: off, and nothing about signing in changes.
export interface SsoSettings {
  /** The OpenID provider's issuer URL (its discovery document is at /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim (ID token or userinfo) that lists the operator's groups. */
  groupsClaim: string;
  /** Group → role (its code, or its id), in the order given: the first group the operator belongs to decides. */
  groupRoles: [group: string, role: string | number][];
  /** Password sign-in refused to every account but `breakGlass`. */
  only: boolean;
  /** The one account that still signs in with its password under SSO_ONLY. */
  breakGlass: string | null;
  /** How often (at most) an SSO session's groups are checked again with the provider. */
  recheckMs: number;
}

type Env = Record<string, string | undefined>;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export function ssoSettings(env: Env): SsoSettings | null {
  if (!set(env.SSO_ISSUER)) return null;
  const issuer = new URL(env.SSO_ISSUER.trim());
  // Plain http only to a provider on this machine (tests, a local trial): anywhere else tokens would cross in clear.
  if (issuer.protocol !== 'https:' && !isLoopback(issuer.hostname)) throw new Error(`SSO_ISSUER must be an https URL, not ${issuer.href}`);
  if (!set(env.SSO_CLIENT_ID)) throw new Error('SSO_CLIENT_ID must be set with SSO_ISSUER');
  if (!set(env.SSO_CLIENT_SECRET)) throw new Error('SSO_CLIENT_SECRET must be set with SSO_ISSUER');
  const only = flag(env.SSO_ONLY, 'SSO_ONLY');
  const breakGlass = set(env.SSO_BREAK_GLASS) ? env.SSO_BREAK_GLASS.trim() : null;
  if (only && breakGlass === null)
    throw new Error('SSO_ONLY needs SSO_BREAK_GLASS: the admin account that may still sign in with its password');
  return {
    issuer: env.SSO_ISSUER.trim(),
    clientId: env.SSO_CLIENT_ID.trim(),
    clientSecret: env.SSO_CLIENT_SECRET,
    groupsClaim: set(env.SSO_GROUPS_CLAIM) ? env.SSO_GROUPS_CLAIM.trim() : 'groups',
    groupRoles: groupRoles(env.SSO_GROUP_ROLES),
    only,
    breakGlass,
    recheckMs: recheckSeconds(env.SSO_RECHECK_SECONDS) * 1000,
  };
}

export const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

function flag(value: string | undefined, name: string): boolean {
  if (!set(value) || value === 'off' || value === 'false') return false;
  if (value === 'on' || value === 'true') return true;
  throw new Error(`${name} must be on or off, not ${value}`);
}

/** SSO_GROUP_ROLES: a JSON object, group → role code or id (`{"wallet-admins": "admin", "wallet-ops": "operator"}`). */
function groupRoles(value: string | undefined): [string, string | number][] {
  if (!set(value)) throw new Error('SSO_GROUP_ROLES must map at least one group to a role (a JSON object: {"group": "role code"})');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`SSO_GROUP_ROLES must be a JSON object of group → role code or id, not ${value}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`SSO_GROUP_ROLES must be a JSON object of group → role code or id, not ${value}`);
  const pairs = Object.entries(parsed);
  for (const [group, role] of pairs)
    if (!(typeof role === 'string' && role !== '') && !(typeof role === 'number' && Number.isInteger(role)))
      throw new Error(`SSO_GROUP_ROLES: the role of ${group} must be a role code or id`);
  if (pairs.length === 0) throw new Error('SSO_GROUP_ROLES must map at least one group to a role');
  return pairs as [string, string | number][];
}

/** SSO_RECHECK_SECONDS: whole seconds from 10 to 86400 (300 when unset). */
function recheckSeconds(value: string | undefined): number {
  if (!set(value)) return 300;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 10 || seconds > 86_400)
    throw new Error(`SSO_RECHECK_SECONDS must be whole seconds from 10 to 86400, not ${value}`);
  return seconds;
}
