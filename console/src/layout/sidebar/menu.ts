// The sidebar menu from the held route tree: hidden routes and routes of other roles are left out,
// siblings follow meta.order, and a parent with one visible child shows as that child unless
// alwaysShow is set.
import { isExternal, resolvePath, sortByOrder, titleIn, type RouteFilter, type RouteItem } from '@/app/routes';

export interface MenuItem {
  /** The resolved path (unique); an external URL for links that leave the console. */
  path: string;
  title: string;
  icon?: string;
  external: boolean;
  children?: MenuItem[];
  /** A count beside the title (the requests waiting in the approvals inbox). */
  badge?: number;
}

/** The menu with titles in `language` (meta.titleEn in English). */
export function buildMenu(tree: readonly RouteItem[], visible: RouteFilter, language = 'zh', base = '/'): MenuItem[] {
  const menu: MenuItem[] = [];
  for (const item of sortByOrder(tree)) {
    if (item.hidden || !visible(item)) continue;
    const path = resolvePath(base, item.path);
    const entry = item.children
      ? groupEntry(item, path, buildMenu(item.children, visible, language, path), language)
      : leafEntry(item, path, language);
    if (entry) menu.push(entry);
  }
  return menu;
}

function leafEntry(item: RouteItem, path: string, language: string): MenuItem {
  return { path, title: titleIn(item.meta, language), ...(item.meta.icon ? { icon: item.meta.icon } : {}), external: isExternal(path) };
}

function groupEntry(item: RouteItem, path: string, children: MenuItem[], language: string): MenuItem | undefined {
  // A group with nothing visible has no page of its own to open.
  if (children.length === 0) return undefined;
  const [only] = children;
  if (children.length === 1 && only && !only.children && !item.alwaysShow) {
    const icon = only.icon ?? item.meta.icon;
    return { ...only, ...(icon ? { icon } : {}) };
  }
  return { ...leafEntry(item, path, language), external: false, children };
}

/** Paths of the groups that contain `path`, outermost first (which submenus start open). */
export function openGroupsFor(menu: readonly MenuItem[], path: string): string[] {
  for (const item of menu) {
    if (!item.children) continue;
    if (item.children.some((child) => child.path === path)) return [item.path];
    const deeper = openGroupsFor(item.children, path);
    if (deeper.length) return [item.path, ...deeper];
  }
  return [];
}

/** The menu with the approvals inbox's entry (for users who decide requests), after the home page's entry if the menu
 * has one on top, else first: it is not a route of the tree but the console's own page. */
export function withInbox(menu: readonly MenuItem[], inbox: MenuItem): MenuItem[] {
  const home = menu.findIndex((item) => item.path === '/dashboard');
  const at = home === -1 ? 0 : home + 1;
  return [...menu.slice(0, at), inbox, ...menu.slice(at)];
}
