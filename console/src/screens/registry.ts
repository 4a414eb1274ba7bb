// The screens the console knows, by the route tree's component name (a routes.tsv path without the
// leading slash, `{param}` and a trailing `*` kept as written). The shell lazy-loads one chunk per group:
// the group is the component name's first segment ('dashboard' for the dashboard).
import type { ComponentType } from 'react';

export type ScreenGroupModule = { default: Record<string, ComponentType> };

export const screenGroups: Record<string, () => Promise<ScreenGroupModule>> = {
  system: () => import('./system'),
  permission: () => import('./permission'),
  dashboard: () => import('./dashboard'),
};

/** Every component name some group renders; a held route naming anything else shows "not available". */
export const knownComponents: readonly string[] = [
  'dashboard',
  'permission/role',
  'system/blockchain',
  'system/blockchain/add*',
  'system/blockchain/detail*',
  'system/blockchainCustom',
  'system/blockchainCustom/add',
  'system/blockchainCustom/info',
  'system/underRelationConfig',
  'system/explorer',
  'system/endpoint',
  'system/vote',
  'system/category',
  'system/language',
  'system/address',
  'system/exportUser',
  'system/appkey',
  'system/homeDeFi',
  'system/msgExcel',
];

/** The group whose chunk renders a component name. */
export const groupOf = (component: string): string => component.split('/')[0] ?? component;
