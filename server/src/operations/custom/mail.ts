// "Send a test to me" of a mail template: the template as stored, through the SMTP server the environment names
// (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, SMTP_FROM), read at each call. Without SMTP_HOST
// nothing is sent and the answer says so; a refusal or an unreachable server is answered too, never pretended away.
import { createTransport } from 'nodemailer';
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
function smtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
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
