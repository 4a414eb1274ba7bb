// The signed-in account as the server keeps it (getUser without user_id): name, role, when and from where it last
// signed in, since when it exists; and its open sessions (listSession: where, with what, when last used), any of
// which it can end (endSession); and its passkeys (PasskeyList). An operator who does not recognise a sign-in ends it
// and changes the password.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { notify } from '@/app/notify';
import { useTranslation } from '@/i18n/react';
import { Badge, Button, Dialog, Spinner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { operationQuery, useOperation, useOperationMutation } from '@/lib/query';
import { PasskeyList } from './PasskeyList';
import { SecondFactorList } from './SecondFactorList';

type Session = Schema<'Session'>;

function SessionList() {
  const { t } = useTranslation();
  // Read again each time the dialog opens: a session signed in elsewhere a minute ago is the one to see.
  const sessions = useQuery({ ...operationQuery<Session[]>('listSession'), refetchOnMount: 'always' });
  const end = useOperationMutation('endSession');
  const [ending, setEnding] = useState<number | null>(null);
  const endOne = async (session: Session) => {
    setEnding(session.id);
    try {
      await end.mutateAsync({ body: { id: session.id } });
      notify.success(t('user.sessions.ended'));
    } catch {
      // The SDK's onError has said why (a toast).
    } finally {
      setEnding(null);
    }
  };
  return (
    <section aria-labelledby="account-sessions" className="mt-6 space-y-2">
      <h3 id="account-sessions" className="font-medium">
        {t('user.sessions.title')}
      </h3>
      {sessions.isPending && <Spinner label={t('user.account.loading')} />}
      {sessions.isError && <p role="alert">{t('user.sessions.failed')}</p>}
      <ul className="divide-y divide-border">
        {(sessions.data ?? []).map((session) => (
          <li
            key={session.id}
            aria-label={t('user.sessions.one', { ip: session.ip })}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2"
          >
            <div className="min-w-0 flex-1 text-sm">
              <p className="break-all">{session.user_agent || t('user.sessions.unknownClient')}</p>
              <p className="text-fg-muted">
                {t('user.sessions.detail', {
                  ip: session.ip || '-',
                  method: t(`user.sessions.method.${session.method}`),
                  signedIn: formatDateTime(session.created_at),
                  lastSeen: formatDateTime(session.last_seen_at),
                })}
              </p>
            </div>
            {session.current ? (
              <Badge tone="success">{t('user.sessions.current')}</Badge>
            ) : (
              <Button size="sm" variant="danger" loading={ending === session.id} onClick={() => void endOne(session)}>
                {t('user.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const account = useOperation<Schema<'AdminUser'>>('getUser');
  const user = account.data;
  const rows: [string, string][] = user
    ? [
        ['user.account.name', user.user_name],
        ['user.account.role', user.role_name],
        ['user.account.lastLogin', user.last_login_at ? formatDateTime(user.last_login_at) : '-'],
        ['user.account.lastIp', user.last_login_ip ?? '-'],
        ['user.account.created', formatDateTime(user.created_at)],
      ]
    : [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('user.account.title')} size="lg">
      {account.isPending && <Spinner label={t('user.account.loading')} />}
      {account.isError && <p role="alert">{t('user.account.failed')}</p>}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{t(label)}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <SecondFactorList />
      <PasskeyList />
      <SessionList />
    </Dialog>
  );
}
