import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { sessionEndedBy, sessionEndKey } from './session-end';

describe('why a session ended, for the sign-in page', () => {
  it('reads the reason of a 10003 answer into its catalogue key', () => {
    expect(sessionEndKey({ result: 10003, data: { reason: 'admin' } })).toBe('sessionEnded.admin');
    expect(sessionEndKey({ result: 10003, data: { reason: 'password_reset' } })).toBe('sessionEnded.password_reset');
    expect(sessionEndKey({ result: 10003, data: { reason: 'account_disabled' } })).toBe('sessionEnded.account_disabled');
  });

  it('names the administrator who ended it when the server says who (issue 55)', () => {
    const ended = { result: 10003, data: { reason: 'admin', by: 'root.ops' } };
    expect([sessionEndKey(ended), sessionEndedBy(ended)]).toEqual(['sessionEnded.admin_by', 'root.ops']);
    expect(sessionEndKey({ result: 10003, data: { reason: 'second_factors_reset', by: 'root.ops' } })).toBe(
      'sessionEnded.second_factors_reset_by',
    );
    // The account disabled by an administrator (issue 58's 停用) names them too.
    expect(sessionEndKey({ result: 10003, data: { reason: 'account_disabled', by: 'root.ops' } })).toBe('sessionEnded.account_disabled_by');
    // A reason whose words name nobody keeps its own; no name, no naming.
    expect(sessionEndKey({ result: 10003, data: { reason: 'sso', by: 'root.ops' } })).toBe('sessionEnded.sso');
    expect(sessionEndKey({ result: 10003, data: { reason: 'account_disabled' } })).toBe('sessionEnded.account_disabled');
    expect(sessionEndedBy({ result: 10003, data: { reason: 'admin', by: '' } })).toBeUndefined();
    for (const language of ['zh', 'en']) {
      i18n.changeLanguage(language);
      expect(i18n.t('sessionEnded.admin_by', { name: 'root.ops' })).toContain('root.ops');
      expect(i18n.t('sessionEnded.account_disabled_by', { name: 'root.ops' })).toContain('root.ops');
    }
    i18n.changeLanguage('zh');
  });

  it('reads a revocation without a reason, or with one this console does not know, as the generic one', () => {
    expect(sessionEndKey({ result: 10003 })).toBe('sessionEnded.unknown');
    expect(sessionEndKey({ result: 10003, data: null })).toBe('sessionEnded.unknown');
    expect(sessionEndKey({ result: 10003, data: { reason: 'from_the_future' } })).toBe('sessionEnded.unknown');
  });

  it('names the expiries by their code, and says nothing when no session was sent', () => {
    expect(sessionEndKey({ result: 10001 })).toBe('sessionEnded.idle');
    expect(sessionEndKey({ result: 10002 })).toBe('sessionEnded.tooOld');
    expect(sessionEndKey({ result: 10000 })).toBe('sessionEnded.unknownSession');
    expect(sessionEndKey({ result: 9999 })).toBeUndefined();
    expect(sessionEndKey({ result: 40003 })).toBeUndefined();
  });

  it('has words in both languages for every reason of the contract', async () => {
    const { default: document } = await import('@wallet-admin/sdk/openapi.json');
    const reasons = (document as { components: { schemas: { SessionEnded: { properties: { reason: { enum: string[] } } } } } }).components
      .schemas.SessionEnded.properties.reason.enum;
    for (const language of ['zh', 'en']) {
      i18n.changeLanguage(language);
      for (const reason of reasons) expect([reason, i18n.exists(`sessionEnded.${reason}`)]).toEqual([reason, true]);
    }
    i18n.changeLanguage('zh');
  });
});
