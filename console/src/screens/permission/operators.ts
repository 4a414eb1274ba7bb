// The operator accounts, on the role screen: register, see and end an account's sessions, disable (ending them) or
// enable, move to another role, reset a password or the second factors (passkeys and the authenticator secret, ending
// the sessions), delete (password-confirmed). Never the signed-in operator's own status or role (the server refuses).
import type { Schema } from '@wallet-admin/sdk';
import adminUser from 'virtual:contract/admin_user';
import { currentUser } from '@/app/session';
import { lazyNamed } from '@/lib/lazy';
import { defineScreen } from '@/lib/screen';

// The operator forms load when one opens.
const RegisterUserDialog = lazyNamed(() => import('./UserDialogs'), 'RegisterUserDialog');
const ResetPasswordDialog = lazyNamed(() => import('./UserDialogs'), 'ResetPasswordDialog');
const ChangeRoleDialog = lazyNamed(() => import('./UserDialogs'), 'ChangeRoleDialog');
const UserSessions = lazyNamed(() => import('./UserSessions'), 'UserSessions');

type AdminUser = Schema<'AdminUser'>;

const other = (row: AdminUser) => currentUser()?.userId !== row.id;

export const operators = defineScreen<AdminUser>({
  route: '/permission/role',
  embedded: true,
  resource: adminUser,
  list: {
    columns: [
      'id',
      'user_name',
      'role_name',
      'role_type',
      'status',
      { field: 'last_login_at', cell: 'relative' },
      'last_login_ip',
      'created_at',
    ],
    filters: ['search', 'status'],
  },
  actions: [
    { id: 'register', label: 'screens.admin_user.register', scope: 'toolbar', dialog: RegisterUserDialog },
    { id: 'sessions', label: 'screens.admin_user.sessions', scope: 'row', dialog: UserSessions, wide: true },
    {
      id: 'disable',
      label: 'screens.admin_user.disable',
      scope: 'row',
      tone: 'danger',
      operation: 'setUserStatus',
      confirm: 'screens.admin_user.disableConfirm',
      success: 'screens.admin_user.disabledDone',
      input: (row) => ({ body: { user_id: row?.id, status: 1 } }),
      visible: (row) => row.status === 0 && other(row),
    },
    {
      id: 'enable',
      label: 'screens.admin_user.enable',
      scope: 'row',
      operation: 'setUserStatus',
      confirm: 'screens.admin_user.enableConfirm',
      success: 'screens.admin_user.enabledDone',
      input: (row) => ({ body: { user_id: row?.id, status: 0 } }),
      visible: (row) => row.status === 1 && other(row),
    },
    { id: 'role', label: 'screens.admin_user.changeRole', scope: 'row', dialog: ChangeRoleDialog, visible: other },
    { id: 'reset', label: 'screens.admin_user.resetPassword', scope: 'row', dialog: ResetPasswordDialog },
    {
      id: 'resetFactors',
      label: 'screens.admin_user.resetFactors',
      scope: 'row',
      tone: 'danger',
      operation: 'resetSecondFactors',
      confirm: 'screens.admin_user.resetFactorsConfirm',
      success: 'screens.admin_user.factorsReset',
      input: (row) => ({ body: { user_id: row?.id } }),
    },
    {
      id: 'delete',
      label: 'screens.ui.delete',
      scope: 'row',
      tone: 'danger',
      operation: 'deleteUser',
      confirm: 'password',
      success: 'screens.ui.deleted',
      input: (row, password) => ({ body: { user_id: row?.id, password } }),
      visible: (row) => row.role_type !== 0,
    },
  ],
});
