// Issue 42, the smaller holes of the third audit: each reproduced and shown closed. (The audit-log chain and the
// backups have their own tests: audit-chain.test.ts, backup.test.ts.)
import { signRequest } from '@wallet-admin/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEntries, render, type MessageKey } from '../src/http/messages.ts';
import { MASK } from '../src/operations/secrets.ts';
import { CONSOLE_APP_KEY } from '../src/seed/chain-data.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the session check runs before any body is read', () => {
  it('answers 9999 to a caller without a session, whatever the body: malformed JSON, or over the size limit', async () => {
    const malformed = await t.call('createBlockChain', { body: '{"name": ', mediaType: 'application/json' });
    expect(malformed.result).toBe(9999);
    const huge = await t.call('createBlockChain', { body: JSON.stringify({ name: 'x'.repeat(3_000_000) }) });
    expect(huge.result).toBe(9999);
    // With a session the same malformed body is read, and refused as such.
    const signedIn = await t.call('createBlockChain', { token: t.admin, body: '{"name": ', mediaType: 'application/json' });
    expect(signedIn).toMatchObject({ result: 40000, message: 'invalid input: body is not valid JSON' });
  });

  it('answers 40003 to a session without the screen before reading its body', async () => {
    const answer = await t.call('createBlockChain', { token: t.viewer, body: '{"name": ', mediaType: 'application/json' });
    expect(answer.result).toBe(40003);
  });
});

describe('a secret shows at most its last 4 characters, never more than a quarter of it, none under 8', () => {
  it.each([
    ['abcd', MASK],
    ['abcdefg', MASK],
    ['abcdefghij', `${MASK}ij`],
    ['abcdefghijkl', `${MASK}jkl`],
    ['abcdefghijklmnopqrst', `${MASK}qrst`],
  ])('%s is answered %s, in history too', async (secret, shown) => {
    const current = (await t.call('getNewdexConfig', { token: t.admin })).data as Record<string, unknown>;
    const answer = await t.call('setNewdexConfig', { token: t.admin, body: { ...current, api_secret: secret } });
    expect(answer.result, answer.message).toBe(0);
    expect((answer.data as Record<string, unknown>).api_secret).toBe(shown);
    expect(((await t.call('getNewdexConfig', { token: t.admin })).data as Record<string, unknown>).api_secret).toBe(shown);
    const logged = await t.db.selectFrom('audit_log').select(['before', 'after']).where('operation', '=', 'setNewdexConfig').execute();
    for (const entry of logged) expect(String(entry.before) + String(entry.after)).not.toContain(secret);
  });
});

describe('send a test mail: not a relay', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (/^(SMTP_|MAIL_TEST_)/.test(key) && !(key in saved)) delete process.env[key];
  });
  const template = async () => Number((await t.db.selectFrom('mail_template').select('id').orderBy('id').executeTakeFirstOrThrow()).id);

  it('goes only to the allowed domains (by default the sender’s), at most N an hour per operator, each audited', async () => {
    // Port 9 (discard) on loopback refuses at once: each test is taken and answered `failed`, quickly.
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', SMTP_FROM: 'Wallet <noreply@wallet.example.com>' });
    const id = await template();
    const send = (to: string, token = t.admin) => t.call('sendTestMailTemplate', { token, body: { id, to } });
    const elsewhere = await send('victim@elsewhere.example.org');
    expect(elsewhere).toMatchObject({ result: 40000, field: 'to' });
    expect(elsewhere.message).toContain('wallet.example.com');

    process.env.MAIL_TEST_DOMAINS = 'ops.example.net, @wallet.example.com';
    process.env.MAIL_TEST_PER_HOUR = '3';
    const token = await t.signedInWith('mailtester', ['/settings/email']);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(`ops${i}@OPS.example.net`, token)));
    expect(answers.filter((a) => a.result === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.result === 40029)).toHaveLength(3);
    expect(answers.find((a) => a.result === 40029)?.message).toBe('too many test mails: at most 3 an hour');
    // Another operator has their own hour.
    expect((await send('me@wallet.example.com')).result).toBe(0);

    const audited = await t.db
      .selectFrom('audit_log')
      .select(['user_name', 'target', 'after'])
      .where('operation', '=', 'sendTestMailTemplate')
      .where('user_name', '=', 'mailtester')
      .execute();
    expect(audited).toHaveLength(3);
    for (const entry of audited) {
      expect(entry.target).toBe(`mail_template:${id}`);
      expect(String(entry.after)).toMatch(/"to":"ops\d@OPS\.example\.net"/);
    }
    // An hour later the operator may send again.
    t.clock.now += 3_600_001;
    expect((await send('ops9@ops.example.net', token)).result).toBe(0);
  });
});

describe('signRequest adds a fresh nonce', () => {
  it('20 identical signed calls in one second through it all pass', async () => {
    const key = { appKey: CONSOLE_APP_KEY.app_key, appSecret: CONSOLE_APP_KEY.app_secret, now: t.clock.now };
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await t.call('getLastVersion', { query: signRequest({ platform: 'android' }, key) }));
    expect(answers.map((a) => a.result)).toEqual(Array.from({ length: 20 }, () => 0));
  });
});

describe('messages name a field as the caller sent it, not where it sat in the request (issue 40)', () => {
  it('renders no body./query./path. prefix in any message of the catalogue, in either language', () => {
    for (const [key] of catalogueEntries()) {
      const params = Object.fromEntries([...key.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 'body.pool_address']));
      for (const lang of ['en', 'zh'] as const) expect(render(key as MessageKey, params, lang)).not.toMatch(/\b(body|query|path)\.\w/);
    }
  });

  it('answers a schema refusal naming the field alone, the envelope’s field saying which', async () => {
    const answer = await t.call('createBlockChain', { token: t.admin, body: { name: 'x'.repeat(500) } });
    expect(answer).toMatchObject({ result: 40000, field: 'name' });
    expect(answer.message).toMatch(/^invalid input: name /);
  });
});
