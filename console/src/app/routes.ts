// The server's route tree (getUserRoutes) flattened into the screens this user holds. Parents are
// layouts whose paths prefix their children; leaves name the screen component.
import type { Schema } from '@wallet-admin/sdk';
import { currentLanguage } from '@/i18n';

export type RouteItem = Schema<'RouteItem'>;

export interface RouteCrumb {
  title: string;
  /** Pinyin and initials of the Chinese title (menu search). */
  pinyin?: string;
  path: string;
  redirect?: string;
}

export interface HeldRoute {
  /** Full path pattern, e.g. `/app/version/{path}`. */
  path: string;
  name: string;
  component: string;
  title: string;
  /** Pinyin and initials of the Chinese title (menu search). */
  pinyin?: string;
  icon?: string;
  hidden: boolean;
  noCache: boolean;
  affix: boolean;
  activeMenu?: string;
  /** Titled ancestors, outermost first (breadcrumb and menu search). */
  trail: RouteCrumb[];
}

/** A screen's title in a console language: titleEn in English (when the server sent one), else title (a route's
 * meta, or a dashboard entry carrying both). */
export function titleIn(titles: { title?: string | undefined; titleEn?: string | undefined }, language: string): string {
  return (language === 'en' && titles.titleEn ? titles.titleEn : titles.title) ?? '';
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

/** The held screens with their titles in `language` (the console's language by default). */
export function flattenRoutes(tree: readonly RouteItem[], visible: RouteFilter, language: string = currentLanguage()): HeldRoute[] {
  return flatten(tree, visible, language, '/', [], false);
}

function flatten(
  tree: readonly RouteItem[],
  visible: RouteFilter,
  language: string,
  base: string,
  trail: RouteCrumb[],
  hiddenAbove: boolean,
): HeldRoute[] {
  const held: HeldRoute[] = [];
  for (const item of sortByOrder(tree)) {
    if (!visible(item)) continue;
    const path = resolvePath(base, item.path);
    const hidden = hiddenAbove || item.hidden === true;
    const title = titleIn(item.meta, language);
    if (item.children?.length) {
      const crumb: RouteCrumb = {
        title,
        path,
        ...(item.meta.pinyin ? { pinyin: item.meta.pinyin } : {}),
        ...(item.redirect ? { redirect: item.redirect } : {}),
      };
      held.push(...flatten(item.children, visible, language, path, title ? [...trail, crumb] : trail, hidden));
    } else if (item.component && item.component !== LAYOUT_COMPONENT) {
      held.push(toHeldRoute(item, title, path, trail, hidden));
    }
  }
  return held;
}

function toHeldRoute(item: RouteItem, title: string, path: string, trail: RouteCrumb[], hidden: boolean): HeldRoute {
  const { meta } = item;
  return {
    path,
    name: item.name,
    component: item.component ?? '',
    title,
    ...(meta.pinyin ? { pinyin: meta.pinyin } : {}),
    ...(meta.icon ? { icon: meta.icon } : {}),
    hidden,
    noCache: meta.noCache === true,
    affix: meta.affix === true,
    ...(meta.activeMenu ? { activeMenu: meta.activeMenu } : {}),
    // A group titled like its only page (首页 > 首页) adds nothing to the trail.
    trail: trail.filter((crumb) => crumb.title !== title),
  };
}
