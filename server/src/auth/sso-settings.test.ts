// The SSO_* settings: off unless SSO_ISSUER is set; a wrong value stops the start with a message naming it.
import { describe, expect, it } from 'vitest';
import { ssoSettings } from './sso-settings.ts';

const BASE = {
  SSO_ISSUER: 'https://id.example.com/realms/staff',
  SSO_CLIENT_ID: 'wallet-admin',
  SSO_CLIENT_SECRET: 'secret',
  SSO_GROUP_ROLES: '{"wallet-admins": "super-admin", "wallet-ops": 2}',
};

describe('single sign-on settings', () => {
  it('is off without SSO_ISSUER, and reads the defaults and the mapping in order', () => {
    expect(ssoSettings({})).toBeNull();
    expect(ssoSettings(BASE)).toEqual({
      issuer: BASE.SSO_ISSUER,
      clientId: 'wallet-admin',
      clientSecret: 'secret',
      groupsClaim: 'groups',
      groupRoles: [
        ['wallet-admins', 'super-admin'],
        ['wallet-ops', 2],
      ],
      only: false,
      breakGlass: null,
      recheckMs: 300_000,
    });
    expect(
      ssoSettings({ ...BASE, SSO_ONLY: 'on', SSO_BREAK_GLASS: 'admin', SSO_GROUPS_CLAIM: 'roles', SSO_RECHECK_SECONDS: '60' }),
    ).toMatchObject({ only: true, breakGlass: 'admin', groupsClaim: 'roles', recheckMs: 60_000 });
    // Plain http only to this machine.
    expect(ssoSettings({ ...BASE, SSO_ISSUER: 'http://127.0.0.1:9000' })?.issuer).toBe('http://127.0.0.1:9000');
  });

  it('refuses what would fail later: http elsewhere, a missing client, no mapping, SSO_ONLY without a break-glass account', () => {
    expect(() => ssoSettings({ ...BASE, SSO_ISSUER: 'http://id.example.com' })).toThrow('SSO_ISSUER must be an https URL');
    expect(() => ssoSettings({ ...BASE, SSO_CLIENT_SECRET: '' })).toThrow('SSO_CLIENT_SECRET must be set');
    expect(() => ssoSettings({ ...BASE, SSO_GROUP_ROLES: '' })).toThrow('SSO_GROUP_ROLES must map at least one group');
    expect(() => ssoSettings({ ...BASE, SSO_GROUP_ROLES: 'wallet-ops=operator' })).toThrow('SSO_GROUP_ROLES must be a JSON object');
    expect(() => ssoSettings({ ...BASE, SSO_GROUP_ROLES: '{"wallet-ops": true}' })).toThrow(
      'the role of wallet-ops must be a role code or id',
    );
    expect(() => ssoSettings({ ...BASE, SSO_ONLY: 'on' })).toThrow('SSO_ONLY needs SSO_BREAK_GLASS');
    expect(() => ssoSettings({ ...BASE, SSO_ONLY: 'yes' })).toThrow('SSO_ONLY must be on or off');
    expect(() => ssoSettings({ ...BASE, SSO_RECHECK_SECONDS: '5' })).toThrow('SSO_RECHECK_SECONDS must be whole seconds from 10 to 86400');
  });
});
