// An operator's security log and security mail (issue 55). The log is a query over the audit log: the account's own
// sign-ins, factor changes and sessions ended, and what an administrator did to it. The mail goes, when SMTP is set
// (the SMTP_* settings the mail templates' tests use, custom/mail.ts), to the address the operator gave
// (setSecurityEmail, table account_email of migration 019): a sign-in from a device the account never signed in from
// before, and a second factor added, removed or reset. It is sent after the answer, never holding a sign-in up, and a
// failure to send is logged, not answered.
import { createTransport } from 'nodemailer';
import type { Kysely, Migration } from 'kysely';
import { core } from '../db/core.ts';
import { deviceOf } from './user-agent.ts';
import type { Db } from '../db/types.ts';
import { smtpSettings } from '../operations/custom/mail.ts';
import type { OperationContext } from '../operations/types.ts';

/** 019: where each account's security mail goes (none without a row). */
export const securityMailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_email')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .execute();
  },
};

interface MailTables {
  account_email: { user_id: number; email: string };
}
const mailDb = (db: Db) => db as unknown as Kysely<MailTables>;

export async function securityEmailOf(db: Db, userId: number): Promise<string | null> {
  const row = await mailDb(db).selectFrom('account_email').select('email').where('user_id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

export async function setSecurityEmailOf(db: Db, userId: number, email: string): Promise<void> {
  await mailDb(db).deleteFrom('account_email').where('user_id', '=', userId).execute();
  if (email !== '') await mailDb(db).insertInto('account_email').values({ user_id: userId, email }).execute();
}

/** The audit log's operations a security log shows, by what they were to the account. */
const SIGN_INS = ['login', 'completeSignIn', 'enrolSignInTotp', 'passkeyLogin', 'finishSso'];
const KINDS: Record<string, SecurityKind> = {
  ...Object.fromEntries(SIGN_INS.map((op) => [op, 'sign_in' as const])),
  addTotp: 'factor_added',
  addPasskey: 'factor_added',
  removeTotp: 'factor_removed',
  removePasskey: 'factor_removed',
  resetSecondFactors: 'factors_reset',
  renewRecoveryCodes: 'recovery_codes_renewed',
  endSessions: 'sessions_ended',
  modifyPassword: 'password_changed',
  resetPassword: 'password_changed',
};
/** What an administrator does to the account (audited with the account as the target): the operations above, and
 * disabling, enabling and moving it to another role, which only another account may do (setUserStatus, setUserRole). */
const DONE_TO = ['resetSecondFactors', 'resetPassword', 'endSessions', 'setUserStatus', 'setUserRole'];

type SecurityKind =
  | 'sign_in'
  | 'factor_added'
  | 'factor_removed'
  | 'factors_reset'
  | 'recovery_codes_renewed'
  | 'sessions_ended'
  | 'password_changed'
  | 'account_disabled'
  | 'account_enabled'
  | 'role_changed';

/** An entry's kind: by its operation, and for setUserStatus by the status it left (1 disabled, 0 enabled). */
function kindOf(operation: string, after: string | null): SecurityKind {
  if (operation === 'setUserRole') return 'role_changed';
  if (operation === 'setUserStatus')
    return Number((JSON.parse(after ?? '{}') as { status?: unknown }).status) === 1 ? 'account_disabled' : 'account_enabled';
  return KINDS[operation]!;
}

/** The account's last 100 security events, newest first. */
export async function securityLog(db: Db, userId: number) {
  const rows = await core(db)
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'operation', 'ip', 'user_id', 'user_name', 'after'])
    .where((w) =>
      w.or([
        w.and([w('user_id', '=', userId), w('operation', 'in', Object.keys(KINDS))]),
        w.and([w('target', '=', `admin_user:${userId}`), w('operation', 'in', DONE_TO)]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    created_at: Number(row.created_at),
    kind: kindOf(row.operation, row.after),
    operation: row.operation,
    ip: row.ip,
    by: row.user_id === userId ? null : row.user_name,
  }));
}

/** What a security mail says, in both languages (an operator reads either). */
const SUBJECTS: Record<'new_device' | 'factor_added' | 'factor_removed' | 'factors_reset', string> = {
  new_device: '新设备登录 / Sign-in from a new device',
  factor_added: '已添加二次验证 / A second factor was added',
  factor_removed: '已移除二次验证 / A second factor was removed',
  factors_reset: '二次验证已被重置 / Your second factors were reset',
};
type SecurityNotice = keyof typeof SUBJECTS;

/** Mails the account about `notice` after the answer (the root database: the call's transaction has ended by then).
 * Nothing without SMTP or an address. */
export function securityNotice(ctx: OperationContext, userId: number, notice: SecurityNotice, detail = ''): void {
  const smtp = smtpSettings();
  if (!smtp) return;
  const db = ctx.services.database.db;
  const { ip, userAgent, now } = ctx;
  setImmediate(() => {
    void (async () => {
      const to = await securityEmailOf(db, userId);
      if (!to) return;
      const user = await core(db).selectFrom('admin_user').select('user_name').where('id', '=', userId).executeTakeFirst();
      const lines = [
        `${SUBJECTS[notice]}: ${user?.user_name ?? userId}`,
        `时间 / Time: ${new Date(now).toISOString()}`,
        `地址 / Address: ${ip}`,
        `设备 / Device: ${userAgent || '-'}`,
        ...(detail ? [detail] : []),
        '',
        '不是您本人？请立即修改密码并结束其他会话（我的账户）。',
        'Not you? Change your password and end your other sessions now (My account).',
      ];
      const transport = createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
        connectionTimeout: 15_000,
        tls: { rejectUnauthorized: process.env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false' },
      });
      try {
        await transport.sendMail({
          from: smtp.from,
          to,
          subject: `Wallet Admin: ${SUBJECTS[notice]}`,
          text: lines.join('\n'),
          headers: { 'X-Security-Notice': notice },
        });
      } finally {
        transport.close();
      }
    })().catch((error: unknown) => process.emitWarning(`security mail (${notice}) not sent: ${(error as Error).message}`));
  });
}

/** A sign-in just opened (its session row written): mails the account when no other session of it came from this
 * device (deviceOf: the browser and system by name, so an updated browser is no new device). */
export function newDeviceNotice(ctx: OperationContext, userId: number): void {
  if (!smtpSettings()) return;
  const db = ctx.services.database.db;
  const userAgent = ctx.userAgent;
  setImmediate(() => {
    void (async () => {
      const agents = await core(db)
        .selectFrom('admin_session')
        .select((eb) => ['user_agent', eb.fn.countAll<number>().as('n')])
        .where('user_id', '=', userId)
        .groupBy('user_agent')
        .execute();
      const device = deviceOf(userAgent);
      const seen = agents.filter((row) => deviceOf(row.user_agent) === device).reduce((sum, row) => sum + Number(row.n), 0);
      if (seen <= 1) securityNotice(ctx, userId, 'new_device');
    })().catch(() => undefined);
  });
}
