// 角色权限: roles, their screens and their operators on one custom screen.
import { definePage } from '@/lib/page';
import { RoleScreen } from './RoleScreen';

export const role = definePage({ route: '/permission/role', component: RoleScreen });
