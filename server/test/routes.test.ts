// The route catalogue against routes.tsv, and the route tree each role sees.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GROUPS, HOME, SCREENS, routeName } from '../src/routes/catalogue.ts';
import { pinyinOf, type RouteItem } from '../src/routes/tree.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// routes.tsv lives in the shared specification beside the repository.
const ROUTES_TSV = join(import.meta.dirname, '../../docs/spec/routes.tsv');

function routesTsv(): Array<{ path: string; hidden: boolean; group: string }> {
  return readFileSync(ROUTES_TSV, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
      const [path = '', visibility, group = ''] = line.split('\t');
      return { path, hidden: visibility === 'hidden', group: `/${group}` };
    });
}

describe('catalogue', () => {
  test('covers routes.tsv exactly: path, group and visibility', () => {
    const expected = routesTsv()
      .map((r) => `${r.path} ${r.group} ${r.hidden}`)
      .sort();
    const actual = SCREENS.filter((s) => s.path !== '/permission/role' && s.path !== '/permission/audit')
      .map((s) => `${s.path} ${s.group} ${s.hidden}`)
      .sort();
    expect(actual).toEqual(expected);
  });
  test('every route and group has a Chinese title, an icon where shown, and a unique name', () => {
    for (const s of SCREENS) expect(s.title, s.path).toMatch(/[\u4e00-\u9fff]/);
    for (const g of GROUPS) expect(g.title, g.path).toMatch(/[\u4e00-\u9fff]/);
    for (const s of SCREENS.filter((r) => !r.hidden)) expect(s.icon, s.path).not.toBe('');
    const names = SCREENS.map(routeName);
    expect(new Set(names).size).toBe(names.length);
  });
  test('every route, group and the home page has an English title without Chinese characters (meta.titleEn)', () => {
    for (const r of [...SCREENS, ...GROUPS, HOME]) expect(r.titleEn, r.path).toMatch(/^[\x20-\x7e]+$/);
  });
  test('every title carries its pinyin and initials for menu search', () => {
    expect(pinyinOf('区块链管理')).toBe('qukuailianguanli qklgl');
    expect(pinyinOf('App管理')).toBe('appguanli appgl');
  });
  test('hidden detail routes point at their list page', () => {
    const byPath = new Map(SCREENS.map((s) => [s.path, s]));
    expect(byPath.get('/app/version/{path}')?.activeMenu).toBe('/app/version');
    expect(byPath.get('/app/messagePushInfo')?.activeMenu).toBe('/app/messagePush');
    expect(byPath.get('/system/blockchain/add*')?.activeMenu).toBe('/system/blockchain');
    for (const s of SCREENS.filter((r) => r.hidden && r.activeMenu)) expect(byPath.get(s.activeMenu!)?.hidden, s.path).toBe(false);
  });
});

describe('route trees', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const tree = async (token: string) => (await t.call('getUserRoutes', { token })).data as RouteItem[];

  test('the operator sees the home page, /app and /application only', async () => {
    const routes = await tree(t.operator);
    expect(routes.map((r) => r.path)).toEqual(['/', '/app', '/application']);
    const app = routes.find((r) => r.path === '/app')!;
    expect(app.children?.length).toBe(SCREENS.filter((s) => s.group === '/app').length);
  });
  test('the administrator sees every group; a role without screens only the home page', async () => {
    expect((await tree(t.admin)).map((r) => r.path)).toEqual(['/', ...GROUPS.map((g) => g.path)]);
    expect((await tree(t.viewer)).map((r) => r.path)).toEqual(['/']);
  });
  test('leaves name their page component as the routes.tsv path; groups are layouts that redirect', async () => {
    const system = (await tree(t.admin)).find((r) => r.path === '/system')!;
    expect(system).toMatchObject({ component: 'Layout', redirect: '/system/blockchain', alwaysShow: true, meta: { title: '系统设置' } });
    expect(system.children?.find((c) => c.path === 'blockchain')).toMatchObject({
      name: 'SystemBlockchain',
      component: 'system/blockchain',
      meta: { title: '区块链管理' },
    });
    expect(system.children?.find((c) => c.path === 'blockchain/add*')).toMatchObject({
      hidden: true,
      component: 'system/blockchain/add*',
      meta: { activeMenu: '/system/blockchain' },
    });
    const home = (await tree(t.admin))[0]!;
    expect(home.children?.[0]).toMatchObject({ path: 'dashboard', meta: { title: '首页', affix: true } });
  });
  test('granting a screen through setRole shows it in the tree', async () => {
    const roles = await t.call('listRole', { token: t.admin });
    const viewerRole = (roles.data as { list: Array<{ id: number; code: string }> }).list.find((r) => r.code === 'viewer')!;
    expect(
      (await t.call('setRole', { token: t.admin, body: { id: viewerRole.id, name: 'viewer', permissions: ['/system/language'] } })).result,
    ).toBe(0);
    const routes = await tree(t.viewer);
    expect(routes.map((r) => r.path)).toEqual(['/', '/system']);
    expect((await t.call('listLanguage', { token: t.viewer })).result).toBe(0);
    expect((await t.call('listBlockChain', { token: t.viewer })).result).toBe(40003);
    expect(
      (await t.call('setRole', { token: t.admin, body: { id: viewerRole.id, name: 'viewer', permissions: ['/nowhere'] } })).result,
    ).toBe(40000);
  });
});
