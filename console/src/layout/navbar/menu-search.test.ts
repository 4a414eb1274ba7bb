import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/fixtures.test-data';
import { flattenRoutes, rolesFilter } from '@/app/routes';
import { createMenuSearch, foundRowPath, searchEntries } from './menu-search';

const entries = searchEntries(flattenRoutes(routeTree, rolesFilter([], false)));
const search = createMenuSearch(entries);

describe('menu search', () => {
  it('lists visible screens with their titles joined by >', () => {
    expect(entries).toContainEqual(expect.objectContaining({ path: '/system/language', title: '系统管理 > 语言' }));
    expect(entries).toContainEqual(expect.objectContaining({ path: '/dashboard', title: '首页' }));
    expect(entries.some((e) => e.path.includes('{') || e.path.includes('*'))).toBe(false);
  });
  it('finds screens by title first and by path too', () => {
    expect(search('语言')[0]?.path).toBe('/system/language');
    expect(search('blockchain')[0]?.path).toBe('/system/blockchain');
    expect(search('  ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });
  it('finds screens by the pinyin and the pinyin initials of their Chinese titles, own title first', () => {
    expect(entries.find((e) => e.path === '/system/blockchain')?.pinyin).toBe('qukuailian qkl xitongguanli xtgl');
    expect(search('qkl')[0]?.path).toBe('/system/blockchain');
    expect(search('QuKuai')[0]?.path).toBe('/system/blockchain');
    expect(search('yy')[0]?.path).toBe('/system/language');
    // The group's initials find its screens too.
    expect(search('xtgl').map((e) => e.path)).toEqual(expect.arrayContaining(['/system/language', '/system/blockchain']));
  });
  it('shows English titles in English', () => {
    const english = searchEntries(flattenRoutes(routeTree, rolesFilter([], false), 'en'));
    expect(english).toContainEqual(expect.objectContaining({ path: '/system/blockchain', title: 'System > Blockchains' }));
    expect(createMenuSearch(english)('chains')[0]?.path).toBe('/system/blockchain');
  });
  it('opens a found row on its list searched for what finds it there', () => {
    // A token found by the middle of its address: its list finds it by what was typed.
    expect(foundRowPath({ screen: '/token/tokenlist' }, 'a1b2 c3')).toBe('/token/tokenlist?key=a1b2%20c3');
    // An account found by its id, a custodial user by an address: their lists find them by the key the server names.
    expect(foundRowPath({ screen: '/permission/role', key: 'operator' }, '#2')).toBe('/permission/role?key=operator');
    expect(foundRowPath({ screen: '/centralizewallet/UserIndex', key: 'U100023' }, '0xabc')).toBe(
      '/centralizewallet/UserIndex?key=U100023',
    );
  });
});
