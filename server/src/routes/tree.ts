// The console's route tree (RouteItem of the contract) from the catalogue, filtered by what a role holds.
import type { Schema } from '@wallet-admin/sdk';
import { GROUPS, HOME, routeName, type CatalogueGroup, type CatalogueRoute } from './catalogue.ts';

/** The contract's route item; `meta` is always present. */
export type RouteItem = Schema<'RouteItem'>;
type RouteMeta = RouteItem['meta'];

function leaf(route: CatalogueRoute): RouteItem {
  const meta: RouteMeta = { title: route.title, titleEn: route.titleEn, order: route.order };
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
    meta: { title: g.title, titleEn: g.titleEn, icon: g.icon, order: g.order },
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
  meta: { title: HOME.title, titleEn: HOME.titleEn, icon: HOME.icon, order: 0 },
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
