import { describe, expect, it } from 'vitest';
import { bestMatch, matchPath } from './route-match';

describe('matchPath', () => {
  it('matches literal paths, ignoring a trailing slash', () => {
    expect(matchPath('/system/blockchain', '/system/blockchain')).toEqual({});
    expect(matchPath('/system/blockchain', '/system/blockchain/')).toEqual({});
    expect(matchPath('/system/blockchain', '/system/blockchainX')).toBeUndefined();
  });
  it('captures {param} as one segment', () => {
    expect(matchPath('/app/version/{path}', '/app/version/add')).toEqual({ path: 'add' });
    expect(matchPath('/app/version/{path}', '/app/version/a/b')).toBeUndefined();
    expect(matchPath('/app/version/{path}', '/app/version')).toBeUndefined();
  });
  it('captures {param*} as the rest of the path, possibly empty', () => {
    expect(matchPath('/application/dapp/{path}/{id*}', '/application/dapp/edit/12')).toEqual({ path: 'edit', id: '12' });
    expect(matchPath('/application/dapp/{path}/{id*}', '/application/dapp/add')).toEqual({ path: 'add', id: '' });
    expect(matchPath('/application/channel/{path*}', '/application/channel/a/b')).toEqual({ path: 'a/b' });
  });
  it('treats a literal ending in * as a prefix', () => {
    expect(matchPath('/system/blockchain/add*', '/system/blockchain/add')).toEqual({ '*': '' });
    expect(matchPath('/system/blockchain/add*', '/system/blockchain/add/7')).toEqual({ '*': '/7' });
    expect(matchPath('/system/blockchain/add*', '/system/blockchain/detail')).toBeUndefined();
  });
  it('decodes parameters', () => {
    expect(matchPath('/app/home/{path}', '/app/home/a%20b')).toEqual({ path: 'a b' });
  });
});

describe('bestMatch', () => {
  const patterns = ['/application/recommend', '/application/recommend/detail/{id}', '/application/{x}/detail/{id}'];
  it('prefers the most literal pattern', () => {
    expect(bestMatch(patterns, (p) => p, '/application/recommend/detail/5')).toEqual({
      item: '/application/recommend/detail/{id}',
      params: { id: '5' },
    });
    expect(bestMatch(patterns, (p) => p, '/application/other/detail/5')?.item).toBe('/application/{x}/detail/{id}');
    expect(bestMatch(patterns, (p) => p, '/nowhere')).toBeUndefined();
  });
});
