// The screens the console knows, by the route tree's component name (a routes.tsv path without the leading
// slash, `{param}` and a trailing `*` kept as written). One chunk per group folder, whose map group.tsx derives
// from the folder's descriptions; console/build/screen-groups-plugin.ts finds the folders and their files, so a
// group needs no index file. The group is the component name's first segment.
import groups from 'virtual:screen-groups';
import { loadGroupCatalogue } from '@/i18n/groups';
import type { GroupComponents, Registered } from './group';

export type ScreenGroupModule = { default: GroupComponents; descriptions: readonly Registered[] };

export const screenGroups: Record<string, () => Promise<ScreenGroupModule>> = groups;

/** The group whose chunk renders a component name. */
export const groupOf = (component: string): string => component.split('/')[0] ?? component;

const groupLoads = new Map<string, Promise<ScreenGroupModule>>();

/** A group's chunk with its catalogue, loaded once (the screen outlet, the approvals inbox). */
export function loadGroup(group: string, load: () => Promise<ScreenGroupModule>): Promise<ScreenGroupModule> {
  let pending = groupLoads.get(group);
  if (!pending) {
    // A failed chunk load is forgotten so the boundary's retry fetches it again.
    pending = Promise.all([load(), loadGroupCatalogue(group)])
      .then(([module]) => module)
      .catch((error: unknown) => {
        groupLoads.delete(group);
        throw error;
      });
    groupLoads.set(group, pending);
  }
  return pending;
}
