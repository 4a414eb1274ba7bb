// 我的账户's security log (issue 55): the account's own sign-ins, second factors added, removed or reset (an
// administrator's name beside what they did), recovery codes renewed, sessions ended and password changes, newest
// first (listSecurityLog, a query over the audit log); and the address its security mail goes to (setSecurityEmail:
// with SMTP set, a sign-in from a new device and every factor added, removed or reset is mailed).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { api } from '@/app/api';
import { notify } from '@/app/notify';
import { useTranslation } from '@/i18n/react';
import { Button, FormField, Input, Spinner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { operationQuery } from '@/lib/query';

type Log = Schema<'SecurityLog'>;

export function SecurityLog() {
  const { t } = useTranslation();
  const log = useQuery({ ...operationQuery<Log>('listSecurityLog'), refetchOnMount: 'always' });
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = email ?? log.data?.email ?? '';
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.call('setSecurityEmail', { body: { email: shown.trim() } });
      notify.success(t('user.security.saved'));
      setEmail(null);
      await log.refetch();
    } catch {
      // The SDK's onError has said why (an address the contract refuses).
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="account-security" className="mt-6 space-y-2">
      <h3 id="account-security" className="font-medium">
        {t('user.security.title')}
      </h3>
      <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-2">
        <FormField label={t('user.security.email')} help={t('user.security.emailHint')}>
          {(control) => (
            <Input {...control} type="email" value={shown} onChange={(event) => setEmail(event.target.value)} autoComplete="email" />
          )}
        </FormField>
        <Button type="submit" size="sm" disabled={busy}>
          {t('user.security.save')}
        </Button>
      </form>
      {log.isPending && <Spinner label={t('user.account.loading')} />}
      {log.isError && <p role="alert">{t('user.security.failed')}</p>}
      {log.isSuccess && log.data.events.length === 0 && <p className="text-sm">{t('user.security.none')}</p>}
      <ol aria-label={t('user.security.events')} className="max-h-64 divide-y divide-border overflow-auto text-sm">
        {log.data?.events.map((event) => (
          <li key={event.id} className="flex flex-wrap gap-x-3 py-1">
            <span className="font-medium">{t(`user.security.kind.${event.kind}`)}</span>
            <span className="text-fg-muted">{formatDateTime(event.created_at)}</span>
            <span className="text-fg-muted">{event.ip}</span>
            {event.by && <span>{t('user.security.by', { name: event.by })}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
