// 邮件管理: the mails the platform sends, one template per key and language (subject and a rich-text body), added
// and edited on email/add (`?id=` names the row). "Send a test" mails a template to the address the operator types
// (admin accounts have no email of their own) through the server's SMTP settings and says what became of it:
// sent, SMTP not configured (nothing sent), or the SMTP server's refusal. Deleting asks for the password.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/mail_template';
import { notify } from '@/app/notify';
import i18n from '@/i18n';
import { defineScreen } from '@/lib/screen';

const TONE = { sent: 'success', not_configured: 'warning', failed: 'error' } as const;

export const email = defineScreen<Schema<'MailTemplate'>, Schema<'MailTemplateCreate'>>({
  route: '/settings/email',
  resource: contract,
  list: {
    columns: ['id', 'template_key', 'lang', 'subject', 'remark', 'updated_at'],
    filters: [{ field: 'lang', input: 'language', all: true }, 'search'],
    sort: { field: 'template_key', order: 'asc' },
  },
  form: {
    fields: [['template_key', 'lang'], 'subject', 'content', 'remark'],
    defaults: { lang: 'zh-Hans' },
  },
  actions: [
    'create',
    'view',
    'edit',
    {
      id: 'sendTest',
      label: 'screens.mail_template.sendTest',
      scope: 'row',
      operation: 'sendTestMailTemplate',
      ask: 'to',
      run: async ({ row, run, asked }) => {
        const answer = (await run('sendTestMailTemplate', { body: { id: row?.id, to: asked } })) as Schema<'MailTestResult'>;
        notify[TONE[answer.outcome]](i18n.t(`screens.mail_template.outcome.${answer.outcome}`, { to: answer.to, detail: answer.detail }));
      },
    },
    'delete',
  ],
  pages: { form: '/settings/email/add' },
});
