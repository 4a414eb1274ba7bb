// The failure envelope: `field` names the request property at fault on 40000 (validation, references) and 40009
// (the first column of the clashing unique group).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('field on 40000 and 40009', () => {
  test('a missing required body field is named without its prefix', async () => {
    const answer = await t.call('createLanguage', { token: t.admin, body: { name: 'Deutsch' } });
    expect(answer).toMatchObject({ result: 40000, field: 'code' });
  });

  test('a field breaking its pattern is named', async () => {
    const answer = await t.call('createLanguage', { token: t.admin, body: { code: '1', name: 'x' } });
    expect(answer).toMatchObject({ result: 40000, field: 'code' });
  });

  test('an unknown body field is named', async () => {
    const answer = await t.call('createLanguage', { token: t.admin, body: { code: 'de', name: 'Deutsch', colour: 'red' } });
    expect(answer).toMatchObject({ result: 40000, field: 'colour' });
  });

  test('a query parameter out of range is named', async () => {
    const answer = await t.call('listLanguage', { token: t.admin, query: { count: 100000 } });
    expect(answer).toMatchObject({ result: 40000, field: 'count' });
  });

  test('a text where a number belongs is named', async () => {
    const answer = await t.call('createBlockChain', {
      token: t.admin,
      body: { platform: 1, name: 'x', symbol: 'X', decimals: '0x10' },
    });
    expect(answer).toMatchObject({ result: 40000, field: 'decimals' });
  });

  test('a reference to no row is named', async () => {
    const answer = await t.call('createSwapProfitAccount', {
      token: t.admin,
      body: { blockchain_id: 999999, name: 'x', address: '0x' + '1'.repeat(40), purpose: 1 },
    });
    expect(answer).toMatchObject({ result: 40000, field: 'blockchain_id' });
  });

  test('a duplicate natural key answers 40009 naming the first column of its group', async () => {
    const answer = await t.call('createLanguage', { token: t.admin, body: { code: 'en', name: 'English again' } });
    expect(answer).toMatchObject({ result: 40009, field: 'code' });
  });

  test('a failure that blames no single property has no field', async () => {
    const answer = await t.call('getBlockChain', { token: t.admin, query: { id: 999999 } });
    expect(answer.result).toBe(40004);
    expect(answer).not.toHaveProperty('field');
  });
});
