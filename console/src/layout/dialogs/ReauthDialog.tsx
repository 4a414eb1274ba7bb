// Asks for a fresh proof of presence when an action marked x-reauth was refused (40013): one of the account's passkeys
// (when it has one), the Google Authenticator code, or the password of an account without a second factor. Proved, the action is sent again; cancelled, it stays
// undone (its refusal's toast says so).
import { hashPassword, isApiError } from '@wallet-admin/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { api, reauthWithPasskey } from '@/app/api';
import { reauthPrompt } from '@/app/reauth';
import { useStore } from '@/app/store';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export default function ReauthDialog() {
  const { t } = useTranslation();
  const { answer, methods } = useStore(reauthPrompt, (state) => state);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!answer) return null;
  const byCode = methods?.includes('totp') ?? true;
  const byPasskey = methods?.includes('passkey') ?? false;
  // An account whose only factor is a passkey: no field, the password must not stand in for it.
  const withForm = byCode || !byPasskey;
  const finish = (proved: boolean) => {
    setValue('');
    setError(undefined);
    setPasskeyError(undefined);
    answer(proved);
  };
  const proveWithPasskey = async () => {
    setBusy(true);
    const proved = await reauthWithPasskey();
    setBusy(false);
    if (proved) finish(true);
    else setPasskeyError(t('reauth.passkeyRefused'));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (byCode ? !/^\d{6}$/.test(value) : !value) {
      setError(t(byCode ? 'reauth.codeRequired' : 'reauth.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      await api.call('reauthenticate', {
        body: byCode ? { method: 'totp', google_verify_code: value } : { method: 'password', password: hashPassword(value) },
      });
      finish(true);
    } catch (failure) {
      // The toast names the failure; the field says to try again.
      if (isApiError(failure)) setError(t(byCode ? 'reauth.codeWrong' : 'reauth.passwordWrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => !open && finish(false)}
      title={t('reauth.title')}
      description={t(byPasskey ? 'reauth.byPasskey' : byCode ? 'reauth.byCode' : 'reauth.byPassword')}
      footer={
        <>
          <Button onClick={() => finish(false)}>{t('common.cancel')}</Button>
          {withForm && (
            <Button type="submit" form="reauth" variant="primary" loading={busy}>
              {t('reauth.submit')}
            </Button>
          )}
        </>
      }
    >
      {byPasskey && (
        <div className="mb-3 space-y-2">
          <Button variant="primary" loading={busy} onClick={() => void proveWithPasskey()}>
            {t('reauth.usePasskey')}
          </Button>
          {passkeyError && (
            <p role="alert" className="text-sm text-danger">
              {passkeyError}
            </p>
          )}
          {byCode && <p className="text-sm text-fg-muted">{t('reauth.orCode')}</p>}
        </div>
      )}
      {withForm && (
        <form id="reauth" noValidate onSubmit={(event) => void submit(event)}>
          <FormField label={t(byCode ? 'reauth.code' : 'reauth.password')} error={error} required>
            {(control) => (
              <Input
                {...control}
                name={byCode ? 'google_verify_code' : 'password'}
                type={byCode ? 'text' : 'password'}
                autoComplete={byCode ? 'one-time-code' : 'current-password'}
                {...(byCode ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
                autoFocus
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </FormField>
        </form>
      )}
    </Dialog>
  );
}
