import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/fixtures.test-data';
import { flattenRoutes, rolesFilter } from '@/app/routes';
import { createMenuSearch, searchEntries } from './menu-search';

const entries = searchEntries(flattenRoutes(routeTree, rolesFilter([], false)));
const search = createMenuSearch(entries);

describe('menu search', () => {
  it('lists visible screens with their titles joined by >', () => {
    expect(entries).toContainEqual({ path: '/system/language', title: '系统管理 > 语言' });
    expect(entries).toContainEqual({ path: '/dashboard', title: '首页' });
    expect(entries.some((e) => e.path.includes('{') || e.path.includes('*'))).toBe(false);
  });
  it('finds screens by title first and by path too', () => {
    expect(search('语言')[0]?.path).toBe('/system/language');
    expect(search('blockchain')[0]?.path).toBe('/system/blockchain');
    expect(search('  ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });
});
