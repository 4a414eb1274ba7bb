// The server's route tree (getUserRoutes) flattened into the screens this user holds. Parents are
// layouts whose paths prefix their children; leaves name the screen component.
import type { Schema } from '@wallet-admin/sdk';

export type RouteItem = Schema<'RouteItem'>;

export interface RouteCrumb {
  title: string;
  path: string;
  redirect?: string;
}

export interface HeldRoute {
  /** Full path pattern, e.g. `/app/version/{path}`. */
  path: string;
  name: string;
  component: string;
  title: string;
  icon?: string;
  hidden: boolean;
  noCache: boolean;
  affix: boolean;
  activeMenu?: string;
  /** Titled ancestors, outermost first (breadcrumb and menu search). */
  trail: RouteCrumb[];
}

/** Decides whether this user may see a route; meta.roles lists role codes that may. */
export type RouteFilter = (item: RouteItem) => boolean;

export const LAYOUT_COMPONENT = 'Layout';

export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

export function resolvePath(base: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`.replace(/\/{2,}/g, '/');
}

export function rolesFilter(userRoles: readonly string[], superAdmin: boolean): RouteFilter {
  return (item) => {
    const roles = item.meta.roles;
    return superAdmin || !roles?.length || roles.some((role) => userRoles.includes(role));
  };
}

/** Siblings in meta.order (those without an order keep their place after the ordered ones). */
export function sortByOrder(items: readonly RouteItem[]): RouteItem[] {
  const last = Number.MAX_SAFE_INTEGER;
  return [...items].sort((a, b) => (a.meta.order ?? last) - (b.meta.order ?? last));
}

export function flattenRoutes(
  tree: readonly RouteItem[],
  visible: RouteFilter,
  base = '/',
  trail: RouteCrumb[] = [],
  hiddenAbove = false,
): HeldRoute[] {
  const held: HeldRoute[] = [];
  for (const item of sortByOrder(tree)) {
    if (!visible(item)) continue;
    const path = resolvePath(base, item.path);
    const hidden = hiddenAbove || item.hidden === true;
    if (item.children?.length) {
      const crumb: RouteCrumb = { title: item.meta.title, path, ...(item.redirect ? { redirect: item.redirect } : {}) };
      held.push(...flattenRoutes(item.children, visible, path, item.meta.title ? [...trail, crumb] : trail, hidden));
    } else if (item.component && item.component !== LAYOUT_COMPONENT) {
      held.push(toHeldRoute(item, path, trail, hidden));
    }
  }
  return held;
}

function toHeldRoute(item: RouteItem, path: string, trail: RouteCrumb[], hidden: boolean): HeldRoute {
  const { meta } = item;
  return {
    path,
    name: item.name,
    component: item.component ?? '',
    title: meta.title,
    ...(meta.icon ? { icon: meta.icon } : {}),
    hidden,
    noCache: meta.noCache === true,
    affix: meta.affix === true,
    ...(meta.activeMenu ? { activeMenu: meta.activeMenu } : {}),
    // A group titled like its only page (首页 > 首页) adds nothing to the trail.
    trail: trail.filter((crumb) => crumb.title !== meta.title),
  };
}
