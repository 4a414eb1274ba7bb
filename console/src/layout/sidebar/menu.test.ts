import { describe, expect, it } from 'vitest';
import { routeTree } from '@/app/fixtures.test-data';
import { rolesFilter } from '@/app/routes';
import { buildMenu, openGroupsFor, withInbox } from './menu';

const menu = buildMenu(routeTree, rolesFilter([], false));

describe('buildMenu', () => {
  it('orders siblings by meta.order and leaves routes without one last', () => {
    expect(menu.map((m) => m.title)).toEqual(['权限', '系统管理', '版本', '首页', '文档']);
  });
  it('shows a parent with one visible child as that child', () => {
    expect(menu.find((m) => m.path === '/dashboard')).toEqual({ path: '/dashboard', title: '首页', icon: 'dashboard', external: false });
    expect(menu.find((m) => m.title === 'App')).toBeUndefined();
    expect(menu.find((m) => m.path === '/app/version')).toEqual({ path: '/app/version', title: '版本', icon: 'phone', external: false });
  });
  it('keeps a single child under its parent when alwaysShow is set', () => {
    expect(menu.find((m) => m.path === '/permission')?.children?.map((c) => c.path)).toEqual(['/permission/role']);
  });
  it('hides hidden routes and routes of other roles', () => {
    const system = menu.find((m) => m.path === '/system');
    expect(system?.children?.map((c) => c.title)).toEqual(['区块链', '语言']);
    const auditor = buildMenu(routeTree, rolesFilter(['auditor'], false)).find((m) => m.path === '/system');
    expect(auditor?.children?.map((c) => c.title)).toEqual(['区块链', '语言', '投票']);
  });
  it('marks external links', () => {
    expect(menu.find((m) => m.title === '文档')).toMatchObject({ path: 'https://example.com/doc', external: true });
  });
  it('finds the groups to open for a path', () => {
    expect(openGroupsFor(menu, '/system/language')).toEqual(['/system']);
    expect(openGroupsFor(menu, '/dashboard')).toEqual([]);
  });
});

describe('withInbox', () => {
  const inbox = { path: '/approvals', title: '待审批', icon: 'check', external: false, badge: 2 };
  it('puts the approvals inbox after the home page, with its count', () => {
    const paths = withInbox(menu, inbox).map((m) => m.path);
    expect(paths.indexOf('/approvals')).toBe(paths.indexOf('/dashboard') + 1);
    expect(withInbox(menu, inbox).find((m) => m.path === '/approvals')?.badge).toBe(2);
  });
  it('puts it first in a menu without a home page', () => {
    expect(
      withInbox(
        menu.filter((m) => m.path !== '/dashboard'),
        inbox,
      )[0],
    ).toBe(inbox);
  });
});
