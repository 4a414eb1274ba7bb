// "Send a test to me" of a mail template: the template as stored, through the SMTP server the environment names
// (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, SMTP_FROM), read at each call. Without SMTP_HOST
// nothing is sent and the answer says so; a refusal or an unreachable server is answered too, never pretended away.
// A test is not a relay: it goes only to the domains MAIL_TEST_DOMAINS lists (by default SMTP_FROM's own), at most
// MAIL_TEST_PER_HOUR (default 10) per operator, and each one sent is in the audit log with its recipient.
import { createTransport } from 'nodemailer';
import { core } from '../../db/core.ts';
import { writeAudit } from '../../http/audit.ts';
import { AppError, invalidInput, Result } from '../../http/errors.ts';
import { getRow } from '../rows.ts';
import type { OperationContext } from '../types.ts';
import { resourceNamed } from './shared.ts';

interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

/** The SMTP settings of the environment; null without SMTP_HOST. */
export function smtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = env.SMTP_SECURE === 'true';
  const user = env.SMTP_USER ?? '';
  return {
    host,
    port: Number(env.SMTP_PORT) || (secure ? 465 : 587),
    secure,
    user,
    password: env.SMTP_PASSWORD ?? '',
    from: env.SMTP_FROM?.trim() || user || `wallet-admin@${host}`,
  };
}

const TIMEOUT_MS = 15_000;
const HOUR_MS = 3_600_000;

const domainOf = (address: string) => address.replace(/^.*</, '').replace(/>.*$/, '').split('@')[1]?.trim().toLowerCase() ?? '';

/** Where test mails may go: MAIL_TEST_DOMAINS (comma-separated), else the domain of the sender itself. */
function mailTestDomains(smtp: SmtpSettings, env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.MAIL_TEST_DOMAINS ?? '').split(',').map((d) => d.trim().toLowerCase().replace(/^@/, ''));
  const domains = listed.filter(Boolean);
  return domains.length ? domains : [domainOf(smtp.from)].filter(Boolean);
}

const perHour = (env: NodeJS.ProcessEnv = process.env) => {
  const n = Number(env.MAIL_TEST_PER_HOUR);
  return Number.isInteger(n) && n >= 0 ? n : 10;
};

/** Takes one of the operator's test mails of the last hour, audited with its recipient, or refuses with 40029. One
 * short transaction (the operator's row locked on PostgreSQL, SQLite's writes are one at a time), so concurrent
 * tests cannot all pass the count; the mail itself is sent outside it. */
async function claimTestMail(ctx: OperationContext, to: string, templateId: number): Promise<void> {
  const user = ctx.user;
  if (!user) throw new AppError(Result.FORBIDDEN, 'session missing: sign in first');
  const limit = perHour();
  await ctx.db.transaction().execute(async (trx) => {
    const db = core(trx);
    let me = db.selectFrom('admin_user').select('id').where('id', '=', user.id);
    if (ctx.services.database.dialect === 'postgres') me = me.forUpdate();
    await me.executeTakeFirst();
    const sent = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('operation', '=', ctx.op.operationId)
      .where('user_id', '=', user.id)
      .where('created_at', '>', ctx.now - HOUR_MS)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= limit)
      throw new AppError(Result.TOO_MANY_ATTEMPTS, 'too many test mails: at most {limit} an hour', { params: { limit: String(limit) } });
    ctx.audit = { target: `mail_template:${templateId}`, before: null, after: { to } };
    await writeAudit(trx, ctx);
  });
  ctx.audit = []; // the entry above is the call's audit
}

export async function sendTestMailTemplate(ctx: OperationContext) {
  const template = await getRow(ctx.db, resourceNamed(ctx, 'mail_template'), ctx.body.id);
  const to = String(ctx.body.to);
  const smtp = smtpSettings();
  if (!smtp)
    return {
      outcome: 'not_configured',
      to,
      message_id: '',
      detail: 'SMTP_HOST is not set: the server has no mail server to send through.',
    };
  const domains = mailTestDomains(smtp);
  if (!domains.includes(domainOf(to)))
    throw invalidInput('invalid input: test mails go only to addresses at {domains}', { domains: domains.join(', ') || '—' }, 'to');
  await claimTestMail(ctx, to, Number(template.id));
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: smtp.from,
      to,
      subject: `[TEST] ${String(template.subject)}`,
      html: String(template.content),
      headers: { 'X-Mail-Template': `${String(template.template_key)}/${String(template.lang)}` },
    });
    return { outcome: 'sent', to, message_id: info.messageId.slice(0, 256), detail: '' };
  } catch (error) {
    return { outcome: 'failed', to, message_id: '', detail: (error as Error).message.slice(0, 1000) };
  } finally {
    transport.close();
  }
}
