// Demo accounts: admin (super-admin, every screen) and operator (the /app and /application screens).
// Both use the TOTP secret JBSWY3DPEHPK3PXP for the change-password check.
import type { Schema } from '@wallet-admin/sdk';
import { clientHash, hashPassword } from '../auth/password.ts';
import { core } from '../db/core.ts';
import type { Db } from '../db/types.ts';
import { SCREENS } from '../routes/catalogue.ts';

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const DEMO_USERS = [
  { user_name: 'admin', password: 'Admin@12345', role: 'super-admin', remark: '超级管理员' },
  { user_name: 'operator', password: 'Operator@12345', role: 'operator', remark: '运营人员' },
] as const;

const ROLES: Pick<Schema<'Role'>, 'code' | 'name' | 'role_type' | 'description' | 'permissions'>[] = [
  { code: 'super-admin', name: '超级管理员', role_type: 0, description: '拥有全部菜单', permissions: SCREENS.map((s) => s.path) },
  {
    code: 'operator',
    name: '运营',
    role_type: 1,
    description: 'App 与发现页运营',
    permissions: SCREENS.filter((s) => s.group === '/app' || s.group === '/application').map((s) => s.path),
  },
  // Reads the audit log and verifies its chain, nothing else (issue 42).
  { code: 'auditor', name: '审计员', role_type: 1, description: '只读操作日志并校验其完整性', permissions: ['/permission/audit'] },
];

export async function seedAccounts(db: Db, now: number): Promise<void> {
  const t = core(db);
  for (const role of ROLES) {
    const found = await t.selectFrom('role').select('id').where('code', '=', role.code).executeTakeFirst();
    if (!found)
      await t
        .insertInto('role')
        .values({ ...role, permissions: JSON.stringify(role.permissions), created_at: now, updated_at: now })
        .execute();
  }
  for (const user of DEMO_USERS) {
    if (await t.selectFrom('admin_user').select('id').where('user_name', '=', user.user_name).executeTakeFirst()) continue;
    const role = await t.selectFrom('role').select('id').where('code', '=', user.role).executeTakeFirstOrThrow();
    await t
      .insertInto('admin_user')
      .values({
        user_name: user.user_name,
        password_hash: await hashPassword(clientHash(user.password)),
        totp_secret: DEMO_TOTP_SECRET,
        // Enrolled: the demo's secret is printed with its sign-ins (main.ts), so it is on the demo's phone already.
        totp_enrolled_at: now,
        role_id: role.id,
        status: 0,
        remark: user.remark,
        last_login_at: null,
        last_login_ip: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
