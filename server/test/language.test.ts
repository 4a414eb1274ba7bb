// Messages in the caller's language: Accept-Language starting `en` answers English, anything else (or none)
// Simplified Chinese, from the one catalogue (src/http/messages.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientHash } from '../src/auth/password.ts';
import { catalogueEntries, languageOf } from '../src/http/messages.ts';
import { createTestApp, type CallOptions, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const zh = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
const en = { 'accept-language': 'en-US,en;q=0.9' };
const none = { 'accept-language': '' };
const HAN = /[\u4e00-\u9fff]/;

test('the language of a header: en* is English, anything else and nothing is zh-Hans', () => {
  expect(languageOf('en')).toBe('en');
  expect(languageOf('en-GB,zh;q=0.5')).toBe('en');
  expect(languageOf('zh-Hans')).toBe('zh');
  expect(languageOf('zh-Hant')).toBe('zh');
  expect(languageOf('fr-FR')).toBe('zh');
  expect(languageOf(undefined)).toBe('zh');
});

test('every message of the catalogue has a Chinese text with the same parameters', () => {
  for (const [en, zh] of catalogueEntries()) {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(names(zh), en).toEqual(names(en));
    if (!['{pairs}', 'get metadata error'].includes(en)) expect(zh, en).toMatch(HAN);
  }
});

describe.each([
  ['no header', none, 'zh'],
  ['zh', zh, 'zh'],
  ['en', en, 'en'],
] as const)('messages with %s', (_, headers, lang) => {
  const call = (op: string, options: CallOptions) => t.call(op, { ...options, headers: { ...headers, ...options.headers } });
  const expectLang = (message: string) => (lang === 'zh' ? expect(message).toMatch(HAN) : expect(message).not.toMatch(HAN));

  test('a wrong sign-in', async () => {
    const answer = await call('login', { body: { user_name: 'admin', password: clientHash('wrong-password') } });
    expect(answer.result).toBe(40001);
    expect(answer.message).toBe(lang === 'zh' ? '账号或密码错误' : 'wrong account or password');
  });

  test('a missing session', async () => {
    const answer = await call('listBlockChain', {});
    expect(answer.result).toBe(9999);
    expect(answer.message).toBe(lang === 'zh' ? '未登录：请先登录' : 'session missing: sign in first');
  });

  test('a screen the caller does not hold', async () => {
    const answer = await call('listBlockChain', { token: t.viewer });
    expect(answer.result).toBe(40003);
    expectLang(answer.message);
    expect(answer.message).toContain('/system/blockchain');
  });

  test('validation, with the field', async () => {
    const answer = await call('createLanguage', { token: t.admin, body: { name: 'x'.repeat(200), code: 'de' } });
    expect(answer).toMatchObject({ result: 40000, field: 'name' });
    expectLang(answer.message);
    expect(answer.message).toContain('name');
  });

  test('a clash with another row', async () => {
    const answer = await call('createLanguage', { token: t.admin, body: { code: 'en', name: 'English' } });
    expect(answer).toMatchObject({ result: 40009, field: 'code' });
    expectLang(answer.message);
  });

  test('a row that is not there', async () => {
    const answer = await call('getBlockChain', { token: t.admin, query: { id: 999999 } });
    expect(answer.result).toBe(40004);
    expect(answer.message).toBe(lang === 'zh' ? 'block_chain 999999 不存在' : 'block_chain 999999 not found');
  });

  test('a call that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/admin/nothing/here', headers });
    const answer = JSON.parse(response.body) as { result: number; message: string };
    expect(answer.result).toBe(40004);
    expectLang(answer.message);
  });

  test('a body that is not JSON', async () => {
    const answer = await call('setUniqueInfoMapConfig', { token: t.admin, body: '{', mediaType: 'application/json' });
    expect(answer.result).toBe(40000);
    expectLang(answer.message);
  });

  test('a custom handler’s refusal (an address that does not fit its chain)', async () => {
    const answer = await call('validateToken', { token: t.admin, body: { blockchain_id: 1, address: 'nope' } });
    expect(answer).toMatchObject({ result: 40000, field: 'address' });
    expectLang(answer.message);
  });

  test('a stale edit', async () => {
    const answer = await call('updateBlockChain', { token: t.admin, body: { id: 1, updated_at: 1, sort: 3 } });
    expect(answer.result).toBe(40012);
    expectLang(answer.message);
  });
});
