import { describe, expect, it } from 'vitest';
import { matchPath } from '@/app/route-match';
import { pageHref, pageRowId } from './page-route';

describe('pageHref', () => {
  it('puts the id, or add, in a {path} segment', () => {
    expect(pageHref('/app/version/{path}', 12)).toEqual({ to: '/app/version/12', search: {} });
    expect(pageHref('/app/version/{path}')).toEqual({ to: '/app/version/add', search: {} });
    expect(pageHref('/application/channel/{path*}', 4)).toEqual({ to: '/application/channel/4', search: {} });
  });
  it('uses ?id= for patterns without a parameter, dropping a trailing *', () => {
    expect(pageHref('/system/blockchain/add*', 3)).toEqual({ to: '/system/blockchain/add', search: { id: 3 } });
    expect(pageHref('/system/blockchain/add*')).toEqual({ to: '/system/blockchain/add', search: {} });
  });
  it('drops a second, optional rest parameter', () => {
    expect(pageHref('/application/dapp/{path}/{id*}', 7)).toEqual({ to: '/application/dapp/7', search: {} });
  });
  it('round-trips through route matching', () => {
    for (const pattern of ['/app/version/{path}', '/application/dapp/{path}/{id*}', '/application/channel/{path*}']) {
      const { to, search } = pageHref(pattern, 9);
      expect(pageRowId(matchPath(pattern, to) ?? {}, search)).toBe(9);
      const added = pageHref(pattern);
      expect(pageRowId(matchPath(pattern, added.to) ?? {}, added.search)).toBe('new');
    }
    const { to, search } = pageHref('/system/blockchain/add*', 5);
    expect(pageRowId(matchPath('/system/blockchain/add*', to) ?? {}, search)).toBe(5);
  });
});

describe('pageRowId', () => {
  it('tells an address that names no row from a new row', () => {
    expect(pageRowId({}, { id: 'abc' })).toBe('invalid');
    expect(pageRowId({}, { id: '4?r=abc' })).toBe('invalid');
    expect(pageRowId({ path: 'x1' }, {})).toBe('invalid');
    expect(pageRowId({}, { id: 0 })).toBe('invalid');
    expect(pageRowId({}, {})).toBe('new');
    expect(pageRowId({ path: 'add' }, {})).toBe('new');
    expect(pageRowId({}, { id: '12' })).toBe(12);
  });
});
