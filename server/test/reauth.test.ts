// Issue 43, re-authentication ("sudo mode"): the operations the contract marks x-reauth need a proof of presence (the
// sign-in, or reauthenticate with a passkey or a TOTP code; the password for an account without a second factor) at most
// REAUTH_MINUTES old. Each is refused without one (40013, nothing done), accepted right after one, and refused again
// once the window has passed (the config's fake clock). SQLite, and PostgreSQL when DATABASE_URL is set.
import { approvalPolicies, objectShape, type OpenApiDocument, type Operation } from '@wallet-admin/sdk/contract';
import type { Schema } from '@wallet-admin/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { currentTotp } from '../src/auth/totp.ts';
import { core } from '../src/db/core.ts';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts.ts';
import { softAuthenticator, type SoftAuthenticator } from './authenticator.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

const MINUTE = 60_000;
const WINDOW = 15;
const ORIGIN = 'https://admin.example.com';
type Json = Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { reauthMinutes: WINDOW, webauthnRpId: 'admin.example.com', webauthnOrigin: ORIGIN } });
});
afterAll(() => t.close());

const signIn = async (user = ADMIN.user_name, password = ADMIN.password) => {
  const answer = await t.login(user, password);
  expect(answer.result, answer.message).toBe(0);
  return (answer.data as { token: string }).token;
};
/** The next TOTP time step's code: each step is accepted once per account, so every proof moves the clock on. */
const nextCode = () => {
  t.clock.now += 30_000;
  return currentTotp(DEMO_TOTP_SECRET, t.clock.now);
};
/** A signed-in account (a fresh proof) with one passkey. */
async function withPasskey(name: string): Promise<{ token: string; key: SoftAuthenticator }> {
  const token = await t.signedInWith(name, ['/system/blockchain']);
  const key = softAuthenticator();
  const options = await t.call('passkeyOptions', { token });
  const added = await t.call('addPasskey', { token, body: { name: 'key', response: key.register(options.data as Json, ORIGIN) } });
  expect(added.result, added.message).toBe(0);
  return { token, key };
}
const auditCount = async () => Number((await sql<{ n: number }>`select count(*) as n from audit_log`.execute(t.db)).rows[0]!.n);

/** Whether a body schema carries an x-secret property, nested objects and array items included. */
function carriesSecret(doc: OpenApiDocument, schema: unknown): boolean {
  for (const prop of objectShape(doc, schema).properties.values()) {
    if (prop['x-secret'] === true) return true;
    if (prop.type === 'object' || prop.properties || prop.allOf || prop.$ref) if (carriesSecret(doc, prop)) return true;
    if (prop.items && carriesSecret(doc, prop.items)) return true;
  }
  return false;
}

describe('the contract marks every operation that needs a recent proof of presence', () => {
  it('derives the marked set from the contract’s own markers, so a new operation of any kind cannot be forgotten', () => {
    const { contract } = t.app.services;
    const doc = contract.doc;
    const marked = (op: Operation) => op.extensions['x-reauth'] === true;
    // Entities whose new rows themselves wait for approval when a create can set what makes them live (a forced
    // upgrade: upgrade_type); their creates and updates publish. A version is made live only by setLastVersion
    // (latest_at is no field of its create), whose approval is its own marker.
    const propertiesOf = (schema: unknown): string[] => {
      if (!schema || typeof schema !== 'object') return [];
      const node = schema as { $ref?: string; properties?: object; allOf?: unknown[] };
      const target = node.$ref?.startsWith('#/')
        ? node.$ref
            .slice(2)
            .split('/')
            .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc)
        : undefined;
      return [...Object.keys(node.properties ?? {}), ...(node.allOf ?? []).flatMap(propertiesOf), ...propertiesOf(target)];
    };
    const createFields = (resource: string) =>
      new Set(
        contract.operations
          .filter((op) => op.resource === resource && op.action === 'create')
          .flatMap((op) => propertiesOf(op.body?.schema)),
      );
    const publishing = new Set(
      [...contract.resources.values()]
        .filter((r) =>
          approvalPolicies(doc.components?.schemas?.[r.schemaName]?.['x-approval-policy']).some(
            (p) => p.creates && Object.keys(p.when ?? {}).every((field) => createFields(r.name).has(field)),
          ),
        )
        .map((r) => r.name),
    );
    const why = (op: Operation): string | null => {
      if (op.method !== 'post' || !op.session) return null;
      if (op.passwordConfirm) return 'asks for the password';
      if (op.extensions['x-approval']) return 'waits for approval';
      if (op.path.startsWith('/v1/admin/approval/')) return 'decides an approval';
      // a stolen session must not add its own passkey (a way back in) nor remove the operator's
      if (op.path.startsWith('/v1/admin/passkey/') && op.operationId !== 'renamePasskey') return 'adds or removes a passkey';
      // nor take the authenticator away, nor read a fresh set of recovery codes (issue 55)
      if (op.path === '/v1/admin/totp/remove' || op.path.startsWith('/v1/admin/recovery_codes/')) return 'removes a factor or renews codes';
      if (op.permission === '/permission/role' && op.operationId !== 'endSession') return 'changes roles or accounts';
      if (op.body && carriesSecret(doc, op.body.schema)) return 'sets a secret';
      // the one answer of a value every other answer masks (a card's full number: x-mask, issue 56)
      if (op.path.endsWith('/reveal')) return 'reveals a masked value';
      if (op.resource && publishing.has(op.resource) && (op.action === 'create' || op.action === 'update')) return 'publishes';
      return null;
    };
    const expected = contract.operations.filter((op) => why(op) !== null).map((op) => op.operationId);
    expect(
      contract.operations
        .filter(marked)
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(expected.sort());
    // the ones the issue names, by name
    expect(expected).toEqual(
      expect.arrayContaining([
        'deleteUser',
        'resetPassword',
        'register',
        'setRole',
        'approveApproval',
        'rejectApproval',
        'setLastVersion',
        'sendMessage',
        'createUpgrade',
        'updateAppKey',
        'setImConfig',
        'deleteToken',
        'deleteBlockChain',
      ]),
    );
    expect(expected.length).toBeGreaterThan(25);
  });
});

describe('sudo mode', () => {
  it('refuses every marked operation when the proof is older than REAUTH_MINUTES, before it reads the body or changes anything', async () => {
    const token = await signIn();
    t.clock.now += (WINDOW + 1) * MINUTE;
    const before = await auditCount();
    const marked = t.app.services.contract.operations.filter((op) => op.extensions['x-reauth'] === true);
    for (const op of marked) {
      const answer = await t.call(op, { token, params: { id: 1 }, headers: { 'accept-language': 'zh-CN' } });
      expect(answer.result, op.operationId).toBe(40013);
      expect(answer.message).toBe('请确认是您本人：重新验证身份后再试');
      expect(answer.data).toEqual({ methods: ['totp'] });
    }
    expect(await auditCount()).toBe(before);
    // an operation that is not marked goes on as before
    expect((await t.call('updateBlockChain', { token, body: { id: 1, sort: 3 } })).result).toBe(0);
  });

  it('accepts them right after a sign-in or a TOTP proof, and refuses again once the window has passed', async () => {
    const token = await signIn();
    const register = (user_name: string) =>
      t.call('register', { token, body: { user_name, password: clientHash('Change@12345'), role_id: 1 } });
    expect((await register('sudo_fresh')).result).toBe(0); // the sign-in is the first proof
    t.clock.now += WINDOW * MINUTE + 1;
    expect((await register('sudo_stale')).result).toBe(40013);

    const proof = await t.call('reauthenticate', { token, body: { method: 'totp', google_verify_code: nextCode() } });
    expect(proof.result, proof.message).toBe(0);
    const { verified_at, expires_at } = proof.data as Schema<'ReauthData'>;
    expect(verified_at).toBe(t.clock.now);
    expect(expires_at).toBe(t.clock.now + WINDOW * MINUTE);
    expect((await register('sudo_proved')).result).toBe(0);

    t.clock.now += WINDOW * MINUTE; // the last millisecond of the window
    expect((await t.call('setRole', { token, body: { id: 1, name: 'still', permissions: [] } })).result).not.toBe(40013);
    t.clock.now += 1;
    expect((await t.call('setRole', { token, body: { id: 1, name: 'too late', permissions: [] } })).result).toBe(40013);
  });

  it('is proved by this session only: another session of the same account stays refused', async () => {
    const first = await signIn();
    const second = await signIn();
    t.clock.now += (WINDOW + 1) * MINUTE;
    expect((await t.call('reauthenticate', { token: first, body: { method: 'totp', google_verify_code: nextCode() } })).result).toBe(0);
    expect((await t.call('deleteUser', { token: first, body: { user_id: 999_999, password: clientHash(ADMIN.password) } })).result).toBe(
      40004,
    );
    expect((await t.call('deleteUser', { token: second, body: { user_id: 999_999, password: clientHash(ADMIN.password) } })).result).toBe(
      40013,
    );
  });

  it('accepts a code once, refuses a wrong one or a password in its place, throttles guesses and audits the proof', async () => {
    await t.createUser('sudo_totp', 'Change@12345');
    const token = await signIn('sudo_totp', 'Change@12345');
    const code = nextCode();
    expect((await t.call('reauthenticate', { token, body: { method: 'totp', google_verify_code: code } })).result).toBe(0);
    expect((await t.call('reauthenticate', { token, body: { method: 'totp', google_verify_code: code } })).result).toBe(40010); // replayed
    const password = await t.call('reauthenticate', { token, body: { method: 'password', password: clientHash('Change@12345') } });
    expect([password.result, password.field]).toEqual([40000, 'password']); // no such proof (issue 55)
    const missing = await t.call('reauthenticate', { token, body: { method: 'totp' } });
    expect([missing.result, missing.field]).toEqual([40000, 'google_verify_code']);
    const wrong = String((Number(nextCode()) + 1) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await t.call('reauthenticate', { token, body: { method: 'totp', google_verify_code: wrong } })).result);
    expect(answers).toEqual([40010, 40010, 40010, 40010, 40029, 40029]); // 5 wrong proofs a window, the first one counted
    const entries = await core(t.db)
      .selectFrom('audit_log')
      .select(['target', 'after'])
      .where('operation', '=', 'reauthenticate')
      .orderBy('id', 'desc')
      .execute();
    expect(entries[0]!.target).toMatch(/^admin_session:\d+$/);
    expect(JSON.parse(entries[0]!.after!)).toEqual({ verified_at: expect.any(Number), method: 'totp' });
    expect(JSON.stringify(entries)).not.toContain(code);
  });

  it('never takes the password as a proof: an account without a factor adds an authenticator, then proves with it', async () => {
    const token = await t.signedInWith('sudo_plain', ['/system/blockchain']);
    await core(t.db).updateTable('admin_user').set({ totp_enrolled_at: null }).where('user_name', '=', 'sudo_plain').execute();
    t.clock.now += (WINDOW + 1) * MINUTE;
    const refused = await t.call('deleteBlockChain', { token, params: { id: 1 } });
    expect([refused.result, refused.data]).toEqual([40013, { methods: [] }]);
    expect((await t.call('reauthenticate', { token, body: { method: 'totp', google_verify_code: nextCode() } })).field).toBe('method');
    expect((await t.call('reauthenticate', { token, body: { method: 'password', password: clientHash('Change@12345') } })).result).toBe(
      40000,
    );
    // Its first factor needs no proof (it has none to give): added on the session, with its recovery codes.
    const { secret } = (await t.call('totpOptions', { token })).data as { secret: string };
    const added = await t.call('addTotp', { token, body: { code: currentTotp(secret, t.clock.now) } });
    expect((added.data as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
    t.clock.now += 30_000;
    expect(
      (await t.call('reauthenticate', { token, body: { method: 'totp', google_verify_code: currentTotp(secret, t.clock.now) } })).result,
    ).toBe(0);
    // proved: the delete goes on to its own checks (its password confirmation)
    const deleted = await t.call('deleteBlockChain', {
      token,
      params: { id: 1 },
      body: { password: clientHash('Wrong@12345') },
    });
    expect(deleted.result).toBe(40001);
  });

  it('accepts one of the account’s own passkeys, its challenge once, and offers it first', async () => {
    const { token, key } = await withPasskey('sudo_pk');
    const { key: othersKey } = await withPasskey('sudo_pk_other');
    t.clock.now += (WINDOW + 1) * MINUTE;
    const refused = await t.call('deleteBlockChain', { token, params: { id: 1 } });
    expect([refused.result, refused.data]).toEqual([40013, { methods: ['passkey', 'totp'] }]);
    const answer = async (response: Json) => (await t.call('reauthenticate', { token, body: { method: 'passkey', response } })).result;
    const assertion = async (by: SoftAuthenticator) => by.assert((await t.call('reauthPasskeyOptions', { token })).data as Json, ORIGIN);
    expect(await answer(await assertion(othersKey))).toBe(40001); // another account's passkey proves nothing here
    expect(await answer(key.assert((await t.call('reauthPasskeyOptions', { token })).data as Json, 'https://phish.example.net'))).toBe(
      40001,
    );
    const response = await assertion(key);
    expect(await answer(response)).toBe(0);
    expect(await answer(response)).toBe(40001); // its challenge is used up
    expect((await t.call('deleteBlockChain', { token, params: { id: 1 }, body: { password: clientHash('Wrong@12345') } })).result).toBe(
      40001,
    );
    const entry = await core(t.db)
      .selectFrom('audit_log')
      .select('after')
      .where('operation', '=', 'reauthenticate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toEqual({ verified_at: t.clock.now, method: 'passkey' });
    // without a TOTP secret the passkey is the only proof: the password does not stand in for it
    await core(t.db).updateTable('admin_user').set({ totp_enrolled_at: null }).where('user_name', '=', 'sudo_pk').execute();
    t.clock.now += (WINDOW + 1) * MINUTE;
    expect((await t.call('deleteBlockChain', { token, params: { id: 1 } })).data).toEqual({ methods: ['passkey'] });
    // an account without a passkey gets no options
    expect((await t.call('reauthPasskeyOptions', { token: await signIn() })).result).toBe(40001);
  });
});
