// 我的账户's passkeys (WebAuthn): each with its name, when it was added and last signed in; add one (the browser's
// prompt through @simplewebauthn/browser, loaded when adding), rename or remove one. Adding and removing are marked
// x-reauth: with an old proof of presence the re-authentication dialog asks first, and the call goes on after it.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { api } from '@/app/api';
import { notify } from '@/app/notify';
import { useTranslation } from '@/i18n/react';
import { Button, FormField, Input, Spinner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { operationQuery, useOperationMutation } from '@/lib/query';

type Passkey = Schema<'Passkey'>;

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const rename = useOperationMutation('renamePasskey');
  const remove = useOperationMutation('removePasskey');
  const [name, setName] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name?.trim()) return;
    await rename.mutateAsync({ body: { id: passkey.id, name: name.trim() } });
    setName(null);
    notify.success(t('user.passkeys.renamed'));
  };
  const removeIt = async () => {
    await remove.mutateAsync({ body: { id: passkey.id } });
    notify.success(t('user.passkeys.removed'));
  };
  return (
    <li aria-label={t('user.passkeys.one', { name: passkey.name })} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
      {name === null ? (
        <div className="min-w-0 flex-1 text-sm">
          <p className="break-all">{passkey.name}</p>
          <p className="text-fg-muted">
            {t('user.passkeys.detail', {
              created: formatDateTime(passkey.created_at),
              lastUsed: passkey.last_used_at ? formatDateTime(passkey.last_used_at) : t('user.passkeys.never'),
            })}
          </p>
        </div>
      ) : (
        <form className="flex min-w-0 flex-1 items-end gap-2" onSubmit={(event) => void save(event).catch(() => undefined)}>
          <FormField label={t('user.passkeys.name')} className="flex-1">
            {(control) => <Input {...control} autoFocus maxLength={64} value={name} onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <Button type="submit" size="sm" loading={rename.isPending}>
            {t('user.passkeys.save')}
          </Button>
        </form>
      )}
      {name === null && (
        <Button size="sm" onClick={() => setName(passkey.name)}>
          {t('user.passkeys.rename')}
        </Button>
      )}
      <Button size="sm" variant="danger" loading={remove.isPending} onClick={() => void removeIt().catch(() => undefined)}>
        {t('user.passkeys.remove')}
      </Button>
    </li>
  );
}

export function PasskeyList() {
  const { t } = useTranslation();
  const passkeys = useQuery({ ...operationQuery<Passkey[]>('listPasskey'), refetchOnMount: 'always' });
  const addPasskey = useOperationMutation('addPasskey');
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const options = await api.call('passkeyOptions');
      type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
      let response: Record<string, unknown>;
      try {
        response = (await startRegistration({ optionsJSON: options as unknown as Options })) as unknown as Record<string, unknown>;
      } catch {
        notify.error(t('user.passkeys.cancelled'));
        return;
      }
      const count = (passkeys.data?.length ?? 0) + 1;
      await addPasskey.mutateAsync({ body: { name: `${t('user.passkeys.defaultName')} ${count}`, response } });
      notify.success(t('user.passkeys.added'));
    } catch {
      // The SDK's onError has said why (a toast).
    } finally {
      setAdding(false);
    }
  };
  return (
    <section aria-labelledby="account-passkeys" className="mt-6 space-y-2">
      <div className="flex items-center justify-between gap-4">
        <h3 id="account-passkeys" className="font-medium">
          {t('user.passkeys.title')}
        </h3>
        <Button size="sm" variant="primary" loading={adding} onClick={() => void add()}>
          {t('user.passkeys.add')}
        </Button>
      </div>
      <p className="text-sm text-fg-muted">{t('user.passkeys.hint')}</p>
      {passkeys.isPending && <Spinner label={t('user.account.loading')} />}
      {passkeys.data?.length === 0 && <p className="text-sm">{t('user.passkeys.none')}</p>}
      <ul className="divide-y divide-border">
        {(passkeys.data ?? []).map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} />
        ))}
      </ul>
    </section>
  );
}
