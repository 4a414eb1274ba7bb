// The signed-in account as the server keeps it (getUser without user_id): name, role, when and from where it last
// signed in, since when it exists; and its open sessions (SessionList: where, with what device and browser, when last
// used), any of which it can end, or all but this one ("sign out everywhere else"); and its passkeys (PasskeyList). An
// operator who does not recognise a sign-in ends it and changes the password. Its security log and the address of its
// security mail (SecurityLog) close the dialog.
import type { Schema } from '@wallet-admin/sdk';
import { useTranslation } from '@/i18n/react';
import { SessionList } from '@/components/sessions/SessionList';
import { Dialog, Spinner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useOperation } from '@/lib/query';
import { PasskeyList } from './PasskeyList';
import { SecondFactorList } from './SecondFactorList';
import { SecurityLog } from './SecurityLog';

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
      <SecurityLog />
    </Dialog>
  );
}
