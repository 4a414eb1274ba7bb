import { describe, expect, it } from 'vitest';
import { routeTree } from './fixtures.test-data';
import { decideNavigation, safeRedirect, type GuardState } from './guard';
import { flattenRoutes, rolesFilter } from './routes';
import { SCREEN_PATHS } from './screen-paths';

const held = flattenRoutes(routeTree, rolesFilter([], false));
const signedIn: GuardState = { hasToken: true, held, known: SCREEN_PATHS };
const at = (href: string, redirect?: string) => ({ pathname: href.split('?')[0] ?? href, href, redirect });

describe('decideNavigation without a session', () => {
  const anonymous: GuardState = { hasToken: false, held: undefined };
  it('lets only /login and /auth-redirect through', () => {
    expect(decideNavigation(anonymous, at('/login'))).toEqual({ type: 'allow' });
    expect(decideNavigation(anonymous, at('/auth-redirect'))).toEqual({ type: 'allow' });
  });
  it('sends anything else to /login with the full path to come back to', () => {
    expect(decideNavigation(anonymous, at('/system/language?page=2'))).toEqual({
      type: 'redirect',
      to: '/login',
      redirect: '/system/language?page=2',
    });
    expect(decideNavigation(anonymous, at('/404'))).toEqual({ type: 'redirect', to: '/login', redirect: '/404' });
  });
});

describe('decideNavigation with a session', () => {
  it('skips /login, going to the redirect target or home', () => {
    expect(decideNavigation(signedIn, at('/login', '/system/language'))).toEqual({ type: 'redirect', to: '/system/language' });
    expect(decideNavigation(signedIn, at('/login'))).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideNavigation(signedIn, at('/login', 'https://evil.example'))).toEqual({ type: 'redirect', to: '/dashboard' });
  });
  it('asks to load the routes first when they are not loaded', () => {
    expect(decideNavigation({ hasToken: true, held: undefined }, at('/system/language'))).toEqual({ type: 'load' });
    expect(decideNavigation({ hasToken: true, held: undefined }, at('/404'))).toEqual({ type: 'allow' });
  });
  it('allows held screens, with parameters', () => {
    expect(decideNavigation(signedIn, at('/system/language'))).toEqual({ type: 'allow' });
    expect(decideNavigation(signedIn, at('/app/version/add'))).toEqual({ type: 'allow' });
    expect(decideNavigation(signedIn, at('/system/blockchain/add/3'))).toEqual({ type: 'allow' });
  });
  it('sends a known screen the user does not hold home, and an unknown path to 404', () => {
    expect(decideNavigation(signedIn, at('/token/tokenlist'))).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideNavigation(signedIn, at('/system/vote'))).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideNavigation(signedIn, at('/no/such/page'))).toEqual({ type: 'redirect', to: '/404' });
  });
  it('never loops when home itself is not held', () => {
    expect(decideNavigation({ hasToken: true, held: [] }, at('/dashboard'))).toEqual({ type: 'redirect', to: '/401' });
  });
  it('lets the forwarding routes through', () => {
    expect(decideNavigation(signedIn, at('/'))).toEqual({ type: 'allow' });
    expect(decideNavigation(signedIn, at('/permission'))).toEqual({ type: 'allow' });
    expect(decideNavigation(signedIn, at('/redirect/system/language'))).toEqual({ type: 'allow' });
  });
});

describe('safeRedirect', () => {
  it('accepts only in-app paths other than the login page', () => {
    expect(safeRedirect('/app/version?x=1')).toBe('/app/version?x=1');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });
});

describe('flattenRoutes', () => {
  it('resolves full paths, trails and flags', () => {
    const add = held.find((r) => r.path === '/system/blockchain/add*');
    expect(add).toMatchObject({ component: 'system/blockchain/add*', hidden: true, noCache: true, activeMenu: '/system/blockchain' });
    expect(add?.trail).toEqual([{ title: '系统管理', pinyin: 'xitongguanli xtgl', path: '/system', redirect: '/system/language' }]);
    expect(held.find((r) => r.path === '/dashboard')).toMatchObject({ affix: true, trail: [] });
  });
  it('titles routes and trails in English from meta.titleEn, keeping the Chinese title where none was sent', () => {
    const english = flattenRoutes(routeTree, rolesFilter([], false), 'en');
    expect(english.find((r) => r.path === '/system/blockchain')).toMatchObject({ title: 'Blockchains', trail: [{ title: 'System' }] });
    expect(english.find((r) => r.path === '/system/blockchain/add*')?.title).toBe('新增区块链');
  });
  it('drops routes whose roles the user lacks, unless super admin', () => {
    expect(held.some((r) => r.path === '/system/vote')).toBe(false);
    expect(flattenRoutes(routeTree, rolesFilter(['auditor'], false)).some((r) => r.path === '/system/vote')).toBe(true);
    expect(flattenRoutes(routeTree, rolesFilter([], true)).some((r) => r.path === '/system/vote')).toBe(true);
  });
});
