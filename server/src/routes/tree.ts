// The console's route tree (RouteItem of the contract) from the catalogue, filtered by what a role holds.
import type { Schema } from '@wallet-admin/sdk';
import { pinyin } from 'pinyin-pro';
import { GROUPS, HOME, routeName, type CatalogueGroup, type CatalogueRoute } from './catalogue.ts';

/** The contract's route item; `meta` is always present. */
export type RouteItem = Schema<'RouteItem'>;
type RouteMeta = RouteItem['meta'];

const pinyinCache = new Map<string, string>();
/** `qukuailianguanli qklgl` for 区块链管理: the Chinese title's pinyin and its initials, lower case, so the console's menu
 * search finds a screen by either without a pinyin dictionary of its own. */
export function pinyinOf(title: string): string {
  let keys = pinyinCache.get(title);
  if (keys === undefined) {
    const full = pinyin(title, { toneType: 'none', separator: '', nonZh: 'consecutive' });
    const initials = pinyin(title, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'consecutive' });
    keys = `${full.replace(/\s+/g, '')} ${initials.replace(/\s+/g, '')}`.toLowerCase();
    pinyinCache.set(title, keys);
  }
  return keys;
}

function leaf(route: CatalogueRoute): RouteItem {
  const meta: RouteMeta = { title: route.title, titleEn: route.titleEn, pinyin: pinyinOf(route.title), order: route.order };
  if (route.icon) meta.icon = route.icon;
  if (route.hidden) meta.noCache = true; // detail pages reload their row each time they open
  if (route.affix) meta.affix = true;
  if (route.activeMenu) meta.activeMenu = route.activeMenu;
  const item: RouteItem = { path: route.relative, name: routeName(route), component: route.path.slice(1), meta };
  if (route.hidden) item.hidden = true;
  return item;
}

function group(g: CatalogueGroup, routes: CatalogueRoute[]): RouteItem {
  const first = routes.find((r) => !r.hidden) ?? routes[0]!;
  const item: RouteItem = {
    path: g.path,
    name: g.name,
    component: 'Layout',
    redirect: first.path,
    alwaysShow: true,
    meta: { title: g.title, titleEn: g.titleEn, pinyin: pinyinOf(g.title), icon: g.icon, order: g.order },
    children: routes.map(leaf),
  };
  if (g.hidden) item.hidden = true;
  return item;
}

const home = (): RouteItem => ({
  path: '/',
  name: 'Home',
  component: 'Layout',
  redirect: HOME.path,
  meta: { title: HOME.title, titleEn: HOME.titleEn, pinyin: pinyinOf(HOME.title), icon: HOME.icon, order: 0 },
  children: [leaf(HOME)],
});

/** The tree of the routes `holds` accepts; a group appears when any of its routes is held. */
export function routeTree(holds: (path: string) => boolean): RouteItem[] {
  const tree = [home()];
  for (const g of GROUPS) {
    const routes = g.routes.filter((r) => holds(r.path));
    if (routes.length) tree.push(group(g, routes));
  }
  return tree;
}
