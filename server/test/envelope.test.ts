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

describe('uniqueness and ranges from the contract (x-unique, minimum/maximum, patterns)', () => {
  const chain = (body: Record<string, unknown>) =>
    t.call('createBlockChain', { token: t.admin, body: { platform: 1, name: 'Unique test', symbol: 'UQ', decimals: 18, ...body } });

  test('a second chain with the same chain id on the same platform is refused under chain_id', async () => {
    expect(await chain({ chain_id: '1' })).toMatchObject({ result: 40009, field: 'chain_id' });
  });

  test('the same chain id on another platform, and chains whose id is not known yet, are accepted', async () => {
    expect((await chain({ platform: 3, chain_id: '1' })).result).toBe(0);
    expect((await chain({ name: 'No id 1' })).result).toBe(0);
    expect((await chain({ name: 'No id 2' })).result).toBe(0);
  });

  test('an update onto another chain’s id is refused under chain_id, and nothing changes', async () => {
    const answer = await t.call('updateBlockChain', { token: t.admin, body: { id: 2, chain_id: '1' } });
    expect(answer).toMatchObject({ result: 40009, field: 'chain_id' });
    expect(((await t.call('getBlockChain', { token: t.admin, query: { id: 2 } })).data as { chain_id: string }).chain_id).toBe('56');
  });

  test.each(['-1', '0', '007', ' 1'])('chain id %j is refused under chain_id', async (chainId) => {
    expect(await chain({ chain_id: chainId })).toMatchObject({ result: 40000, field: 'chain_id' });
  });

  test('a duplicate key in a key/value config document is refused naming the repeated item', async () => {
    const answer = await t.call('setUniqueInfoMapConfig', {
      token: t.admin,
      body: {
        items: [
          { key: 'a', value: '1' },
          { key: 'b', value: '2' },
          { key: 'a', value: '3' },
        ],
      },
    });
    expect(answer).toMatchObject({ result: 40009, field: 'items[2].key' });
  });

  test('a second version with the same name on one platform is refused under version_name', async () => {
    const list = await t.call('listVersion', { token: t.admin, query: { count: 1 } });
    const row = (list.data as { list: Record<string, unknown>[] }).list[0]!;
    const answer = await t.call('createVersion', {
      token: t.admin,
      body: {
        platform: row.platform,
        version_name: row.version_name,
        build_code: 999999,
        download_url: 'https://x.example/a.apk',
        min_supported_version: row.min_supported_version,
      },
    });
    expect(answer).toMatchObject({ result: 40009, field: 'version_name' });
  });
});
