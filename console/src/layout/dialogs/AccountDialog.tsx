// The signed-in account as the server keeps it (getUser without user_id): name, role, when and from where it last
// signed in, since when it exists. An operator who does not recognise the last sign-in changes the password.
import type { Schema } from '@wallet-admin/sdk';
import { useTranslation } from '@/i18n/react';
import { Dialog, Spinner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useOperation } from '@/lib/query';

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
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('user.account.title')}>
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
    </Dialog>
  );
}
