// The screens the console knows, by the route tree's component name (a routes.tsv path without the leading
// slash, `{param}` and a trailing `*` kept as written). One chunk per group folder (`./<group>/index.ts`, whose
// map group.tsx derives from the folder's descriptions); the group is the component name's first segment.
import type { GroupComponents } from './group';

export type ScreenGroupModule = { default: GroupComponents };

export const screenGroups: Record<string, () => Promise<ScreenGroupModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<ScreenGroupModule>('./*/index.ts')).map(([file, load]) => [file.split('/')[1] ?? file, load]),
);

/** The group whose chunk renders a component name. */
export const groupOf = (component: string): string => component.split('/')[0] ?? component;
