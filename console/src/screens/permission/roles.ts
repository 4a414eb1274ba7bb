// Roles as a description, so adding or renaming one reuses the generic form (rules from RoleBody).
// setRole replaces a role's name and screens at once: the form keeps the screens the role holds.
import type { Schema } from '@wallet-admin/sdk';
import role from 'virtual:contract/role';
import { defineScreen } from '@/lib/screen';

export type Role = Schema<'Role'>;

export const roles = defineScreen<Role, Schema<'RoleBody'>>({
  route: '/permission/role',
  embedded: true,
  resource: role,
  operations: { list: 'listRole', create: 'setRole', update: 'setRole' },
  form: {
    fields: [['name', 'code'], 'description', 'passkey_only'],
    toBody: (values, row) => ({ ...values, permissions: (row as Role | undefined)?.permissions ?? [] }),
  },
  actions: ['create', 'edit'],
});
