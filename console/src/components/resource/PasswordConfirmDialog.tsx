// Asks the operator's own password before a password-confirmed delete (x-password-confirm) and hands
// the SDK's hash to `onConfirm`; the plain password never leaves this dialog.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hashPassword } from '@wallet-admin/sdk';
import { Button, Dialog, FormField, Input } from '@/components/ui';

interface Props {
  open: boolean;
  name: string;
  onCancel: () => void;
  /** Resolves when done; a rejection keeps the dialog open (the SDK already toasted the reason). */
  onConfirm: (passwordHash: string) => Promise<unknown>;
}

export function PasswordConfirmDialog({ open, name, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    onCancel();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('screens.ui.passwordRequired'));
    setPending(true);
    try {
      await onConfirm(await hashPassword(password));
      setPassword('');
    } catch {
      // The SDK's onError showed why (wrong password, …); let the operator try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('screens.ui.passwordTitle')}
      description={t('screens.ui.passwordHint', { name })}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t('screens.ui.password')} error={error} required>
          {(ids) => (
            <Input
              {...ids}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" onClick={close}>{t('screens.ui.cancel')}</Button>
          <Button type="submit" variant="danger" loading={pending}>{t('screens.ui.delete')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
