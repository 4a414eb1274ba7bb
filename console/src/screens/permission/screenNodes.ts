// The screens the caller may grant (listScreen's route tree: those they hold) as nodes with full paths, and the tick logic of the
// role screen: a group is ticked when all its screens are, half-ticked when some are.
import { resolvePath, titleIn, type RouteItem } from '@/app/routes';

export interface ScreenNode {
  /** Full path: the permission string a role holds for a leaf. */
  path: string;
  title: string;
  hidden: boolean;
  children: ScreenNode[];
}

/** The tree with titles in `language` (meta.titleEn in English). */
export function toNodes(items: readonly RouteItem[], language = 'zh', base = '/'): ScreenNode[] {
  return items.map((item) => {
    const path = resolvePath(base, item.path);
    return {
      path,
      title: titleIn(item.meta, language),
      hidden: item.hidden === true,
      children: toNodes(item.children ?? [], language, path),
    };
  });
}

export function leavesOf(node: ScreenNode): string[] {
  return node.children.length ? node.children.flatMap(leavesOf) : [node.path];
}

export function tickState(node: ScreenNode, selected: ReadonlySet<string>): boolean | 'indeterminate' {
  const leaves = leavesOf(node);
  const held = leaves.filter((leaf) => selected.has(leaf)).length;
  return held === 0 ? false : held === leaves.length ? true : 'indeterminate';
}

/** Ticks or unticks a screen, or every screen of a group. */
export function setTicked(node: ScreenNode, selected: ReadonlySet<string>, ticked: boolean): Set<string> {
  const next = new Set(selected);
  for (const leaf of leavesOf(node)) {
    if (ticked) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}
