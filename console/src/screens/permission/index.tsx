// The permission group chunk.
import type { ComponentType } from 'react';
import { RoleScreen } from './RoleScreen';

export default { 'permission/role': RoleScreen } satisfies Record<string, ComponentType>;
