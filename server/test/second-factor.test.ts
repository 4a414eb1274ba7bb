// Issue 55: a second factor at every sign-in, factors operators enrol and recover themselves, no dead ends. Runs on
// SQLite and, with DATABASE_URL, on PostgreSQL.
import { RESULT } from '@wallet-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { CHALLENGE_MS } from '../src/auth/second-factor.ts';
import { currentTotp } from '../src/auth/totp.ts';
import { core } from '../src/db/core.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { signInSecondFactor: true } });
});
afterAll(() => t.close());

interface Challenge {
  pending_token: string;
  expires_at: number;
  enrol: boolean;
  methods: string[];
}

/** A fresh account of its own (so TOTP steps and throttles are its own), enrolled with the demo secret. */
async function account(name: string): Promise<number> {
  return t.createUser(name, 'Change@12345');
}

async function passwordOnly(name: string): Promise<Challenge> {
  const answer = await t.passwordStep(name, 'Change@12345');
  expect(answer.result).toBe(RESULT.SECOND_FACTOR_REQUIRED);
  return answer.data as Challenge;
}

const sessionsOf = async (userId: number) =>
  (await core(t.db).selectFrom('admin_session').select('id').where('user_id', '=', userId).execute()).length;

/** The next 30-s step of the fake clock, so a TOTP code of this test is one no other sign-in used. */
const nextStep = () => {
  t.clock.now = (Math.floor(t.clock.now / 30_000) + 1) * 30_000 + 1_000;
};

describe('a second factor at every sign-in', () => {
  it('gives a right password no session, only a pending sign-in; a TOTP code finishes it, once', async () => {
    const id = await account('sf_totp');
    const challenge = await passwordOnly('sf_totp');
    expect(challenge).toMatchObject({ enrol: false, methods: ['totp', 'recovery_code'] });
    expect(challenge.pending_token).toMatch(/^[0-9a-f]{64}$/);
    expect(await sessionsOf(id)).toBe(0);
    // Only its hash is kept.
    const rows = await core(t.db).selectFrom('sign_in_challenge').select('token_hash').where('user_id', '=', id).execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(challenge.pending_token);
    nextStep();
    const wrong = await t.call('completeSignIn', { body: { pending_token: challenge.pending_token, method: 'totp', code: '000000' } });
    expect(wrong.result).toBe(RESULT.WRONG_CODE);
    const code = currentTotp(DEMO_TOTP_SECRET, t.clock.now);
    const done = await t.call('completeSignIn', { body: { pending_token: challenge.pending_token, method: 'totp', code } });
    expect(done.result).toBe(0);
    expect((done.data as { token: string }).token).toMatch(/^[0-9a-f]{64}$/);
    expect(await sessionsOf(id)).toBe(1);
    // Single use: the token is gone, whatever is sent with it.
    nextStep();
    const again = await t.call('completeSignIn', {
      body: { pending_token: challenge.pending_token, method: 'totp', code: currentTotp(DEMO_TOTP_SECRET, t.clock.now) },
    });
    expect(again.result).toBe(RESULT.WRONG_PASSWORD);
    expect(await sessionsOf(id)).toBe(1);
  });

  it('lets a pending sign-in expire after 5 minutes', async () => {
    await account('sf_expiry');
    const challenge = await passwordOnly('sf_expiry');
    t.clock.now += CHALLENGE_MS + 1;
    const late = await t.call('completeSignIn', {
      body: { pending_token: challenge.pending_token, method: 'totp', code: currentTotp(DEMO_TOTP_SECRET, t.clock.now) },
    });
    expect(late.result).toBe(RESULT.WRONG_PASSWORD);
  });

  it('counts wrong codes with the login throttle', async () => {
    await account('sf_throttle');
    const challenge = await passwordOnly('sf_throttle');
    const results: number[] = [];
    for (let i = 0; i < 6; i++)
      results.push(
        (
          await t.call('completeSignIn', {
            body: { pending_token: challenge.pending_token, method: 'recovery_code', code: 'AAAA-BBBB-CCCC-DDDD' },
          })
        ).result,
      );
    expect(results).toContain(RESULT.TOO_MANY_ATTEMPTS);
  });
});

describe('enrolment and recovery codes', () => {
  it('enrols an account after "reset second factors": the new secret shown at its next sign-in, once, then recovery codes', async () => {
    const id = await account('sf_reset');
    const reset = await t.call('resetSecondFactors', { token: t.admin, body: { user_id: id } });
    expect(reset.result).toBe(0);
    const challenge = await passwordOnly('sf_reset');
    expect(challenge).toMatchObject({ enrol: true, methods: [] });
    // No way in but enrolment: a TOTP of the old secret is refused.
    nextStep();
    const old = await t.call('completeSignIn', {
      body: { pending_token: challenge.pending_token, method: 'totp', code: currentTotp(DEMO_TOTP_SECRET, t.clock.now) },
    });
    expect(old.result).toBe(RESULT.WRONG_CODE);
    const first = await t.call('signInTotpOptions', { body: { pending_token: challenge.pending_token } });
    const { secret, otpauth_uri } = first.data as { secret: string; otpauth_uri: string };
    expect(otpauth_uri).toContain(`secret=${secret}`);
    // Asked again, another secret: the first is shown once and confirms nothing now.
    const second = (await t.call('signInTotpOptions', { body: { pending_token: challenge.pending_token } })).data as { secret: string };
    expect(second.secret).not.toBe(secret);
    const stale = await t.call('enrolSignInTotp', {
      body: { pending_token: challenge.pending_token, code: currentTotp(secret, t.clock.now) },
    });
    expect(stale.result).toBe(RESULT.WRONG_CODE);
    const done = await t.call('enrolSignInTotp', {
      body: { pending_token: challenge.pending_token, code: currentTotp(second.secret, t.clock.now) },
    });
    expect(done.result).toBe(0);
    const { token, recovery_codes } = done.data as { token: string; recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    // Stored hashed, never in clear.
    const stored = await core(t.db).selectFrom('recovery_code').select(['lookup', 'code_hash']).where('user_id', '=', id).execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^scrypt\$/);
      for (const code of recovery_codes) expect(row.code_hash).not.toContain(code.replace(/-/g, ''));
    }
    const factors = await t.call('listSecondFactors', { token });
    expect(factors.data).toMatchObject({ totp: true, passkeys: 0, recovery_codes_left: 10 });

    // A recovery code signs in once.
    const code = recovery_codes[0]!;
    const withCode = await passwordOnly('sf_reset');
    const used = await t.call('completeSignIn', {
      body: { pending_token: withCode.pending_token, method: 'recovery_code', code: code.toLowerCase() },
    });
    expect(used.result).toBe(0);
    const replay = await passwordOnly('sf_reset');
    const refused = await t.call('completeSignIn', { body: { pending_token: replay.pending_token, method: 'recovery_code', code } });
    expect(refused.result).toBe(RESULT.WRONG_CODE);
    expect((await t.call('listSecondFactors', { token })).data).toMatchObject({ recovery_codes_left: 9 });
  });

  it('enrols a new account at its first sign-in (register issues no factor)', async () => {
    const role = await core(t.db).selectFrom('role').select('id').where('code', '=', 'viewer').executeTakeFirstOrThrow();
    const made = await t.call('register', {
      token: t.admin,
      body: { user_name: 'sf_new', password: clientHash('Change@12345'), role_id: role.id },
    });
    expect(made.result).toBe(0);
    expect((await passwordOnly('sf_new')).enrol).toBe(true);
  });
});

describe('factors in 我的账户', () => {
  it('never removes the last factor', async () => {
    const id = await account('sf_last');
    const token = ((await t.login('sf_last', 'Change@12345')).data as { token: string }).token;
    const removed = await t.call('removeTotp', { token });
    expect(removed.result).toBe(RESULT.CONFLICT);
    expect(removed.message).toContain('last second factor');
    const row = await core(t.db).selectFrom('admin_user').select('totp_enrolled_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.totp_enrolled_at).not.toBeNull();
  });

  it('replaces the authenticator with a code of the new secret, and renews recovery codes', async () => {
    await account('sf_replace');
    const token = ((await t.login('sf_replace', 'Change@12345')).data as { token: string }).token;
    const { secret } = (await t.call('totpOptions', { token })).data as { secret: string };
    nextStep();
    expect((await t.call('addTotp', { token, body: { code: '000000' } })).result).toBe(RESULT.WRONG_CODE);
    expect((await t.call('addTotp', { token, body: { code: currentTotp(secret, t.clock.now) } })).result).toBe(0);
    const renewed = await t.call('renewRecoveryCodes', { token });
    expect((renewed.data as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
  });

  it('refuses to make a role passkey-only while one of its accounts has no passkey', async () => {
    const role = await core(t.db).selectFrom('role').selectAll().where('code', '=', 'viewer').executeTakeFirstOrThrow();
    const answer = await t.call('setRole', {
      token: t.admin,
      body: { id: role.id, name: role.name, permissions: [], passkey_only: true },
    });
    expect(answer.result).toBe(RESULT.CONFLICT);
    expect(answer.field).toBe('passkey_only');
    const after = await core(t.db).selectFrom('role').select('passkey_only').where('id', '=', role.id).executeTakeFirstOrThrow();
    expect(Number(after.passkey_only)).toBe(0);
  });
});

describe('sudo proofs come from a factor', () => {
  it('refuses the password as a proof, and a password sign-in alone is none', async () => {
    await account('sf_sudo');
    const token = ((await t.login('sf_sudo', 'Change@12345')).data as { token: string }).token;
    const password = await t.call('reauthenticate', { token, body: { method: 'password', password: clientHash('Change@12345') } });
    expect(password.result).toBe(RESULT.INVALID_INPUT);
    // The password step alone opened no session at all, so it proves nothing to anyone.
    const pending = await passwordOnly('sf_sudo');
    expect(pending.pending_token).toBeTruthy();
    nextStep();
    const totp = await t.call('reauthenticate', {
      token,
      body: { method: 'totp', google_verify_code: currentTotp(DEMO_TOTP_SECRET, t.clock.now) },
    });
    expect(totp.result).toBe(0);
  });

  it('accepts a recovery code as a proof, once', async () => {
    const id = await account('sf_sudo_code');
    const token = ((await t.login('sf_sudo_code', 'Change@12345')).data as { token: string }).token;
    const { recovery_codes } = (await t.call('renewRecoveryCodes', { token })).data as { recovery_codes: string[] };
    const code = recovery_codes[3]!;
    expect((await t.call('reauthenticate', { token, body: { method: 'recovery_code', recovery_code: code } })).result).toBe(0);
    expect((await t.call('reauthenticate', { token, body: { method: 'recovery_code', recovery_code: code } })).result).toBe(
      RESULT.WRONG_PASSWORD,
    );
    expect(id).toBeGreaterThan(0);
  });

  it('still signs the demo admin in through the helper (password, then a second factor)', async () => {
    expect((await t.login(ADMIN.user_name, ADMIN.password)).result).toBe(0);
  });
});
