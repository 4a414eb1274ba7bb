// The screens the console knows, by the route tree's component name (a routes.tsv path without the leading
// slash, `{param}` and a trailing `*` kept as written). One chunk per group folder, whose map group.tsx derives
// from the folder's descriptions; console/build/screen-groups-plugin.ts finds the folders and their files, so a
// group needs no index file. The group is the component name's first segment.
import groups from 'virtual:screen-groups';
import type { GroupComponents } from './group';

export type ScreenGroupModule = { default: GroupComponents };

export const screenGroups: Record<string, () => Promise<ScreenGroupModule>> = groups;

/** The group whose chunk renders a component name. */
export const groupOf = (component: string): string => component.split('/')[0] ?? component;
