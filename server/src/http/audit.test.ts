import { describe, expect, it } from 'vitest';
import { isCredentialKey } from './audit.ts';

describe('what the audit log redacts', () => {
  it('redacts passwords, secrets, one-time codes and session tokens', () => {
    for (const key of [
      'password',
      'new_password',
      'app_secret',
      'api_secret',
      'totp_secret',
      'google_verify_code',
      'token',
      'session_token',
    ])
      expect(isCredentialKey(key), key).toBe(true);
  });
  it('keeps the fields that name a token or a secret-less setting, so history shows them and revert writes them back', () => {
    for (const key of ['token_id', 'otc_token_id', 'token_symbol', 'tokens', 'api_base', 'secretary', 'passwordless'])
      expect(isCredentialKey(key), key).toBe(false);
  });
});
