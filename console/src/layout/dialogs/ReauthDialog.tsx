// Asks for a fresh proof of presence when an action marked x-reauth was refused (40013): one of the account's passkeys
// (when it has one), the Google Authenticator code, or one of its recovery codes; never the password (issue 55).
// Proved, the action is sent again; cancelled, it stays undone (its refusal's toast says so).
import { isApiError } from '@wallet-admin/sdk';
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
  const [recoveryChosen, setRecoveryChosen] = useState(false);
  if (!answer) return null;
  const hasTotp = methods?.includes('totp') ?? true;
  const hasRecovery = methods?.includes('recovery_code') ?? false;
  const byPasskey = methods?.includes('passkey') ?? false;
  // The code field: the authenticator's, or a recovery code's when chosen (or the only one left).
  const byRecovery = hasRecovery && (recoveryChosen || !hasTotp);
  const byCode = hasTotp && !byRecovery;
  const withForm = byCode || byRecovery;
  // No factor at all: nothing proves presence until one is added in 我的账户.
  const noFactor = !withForm && !byPasskey;
  const finish = (proved: boolean) => {
    setValue('');
    setError(undefined);
    setPasskeyError(undefined);
    setRecoveryChosen(false);
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
    if (byCode ? !/^\d{6}$/.test(value) : value.trim().length < 16) {
      setError(t(byCode ? 'reauth.codeRequired' : 'reauth.recoveryRequired'));
      return;
    }
    setBusy(true);
    try {
      await api.call('reauthenticate', {
        body: byCode ? { method: 'totp', google_verify_code: value } : { method: 'recovery_code', recovery_code: value.trim() },
      });
      finish(true);
    } catch (failure) {
      // The toast names the failure; the field says to try again.
      if (isApiError(failure)) setError(t(byCode ? 'reauth.codeWrong' : 'reauth.recoveryWrong'));
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
      description={t(noFactor ? 'reauth.noFactor' : byPasskey ? 'reauth.byPasskey' : byCode ? 'reauth.byCode' : 'reauth.byRecovery')}
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
          <FormField label={t(byCode ? 'reauth.code' : 'reauth.recoveryCode')} error={error} required>
            {(control) => (
              <Input
                {...control}
                name={byCode ? 'google_verify_code' : 'recovery_code'}
                type="text"
                autoComplete="one-time-code"
                {...(byCode ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
                autoFocus
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </FormField>
          {hasTotp && hasRecovery && (
            <Button
              className="mt-2"
              onClick={() => {
                setRecoveryChosen(!recoveryChosen);
                setValue('');
                setError(undefined);
              }}
            >
              {t(byRecovery ? 'reauth.useCode' : 'reauth.useRecovery')}
            </Button>
          )}
        </form>
      )}
    </Dialog>
  );
}
