// Asks one value before an action runs: the operator's own password before a password-confirmed delete
// (x-password-confirm; only the SDK's hash leaves this dialog), or the remark a review move needs (a rejection's
// reason). `onConfirm` gets the value; a rejection keeps the dialog open (the SDK already toasted the reason), but a
// write sent to approval (20202) closes it: the toast says where the request is, and pressing again would ask twice.
// When the action needs a fresh proof of presence (x-reauth answered 40013), the authenticator code is asked here,
// below the value already given (useInlineProof): one confirmation, not the shell's second dialog over this one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { hashPassword, isPendingApproval } from '@wallet-admin/sdk';
import { Button, Dialog, FormField, Input, Textarea } from '@/components/ui';
import { useInlineProof } from './useInlineProof';

interface Props {
  kind: 'password' | 'remark';
  name: string;
  /** The confirm button (the action's label). */
  confirmLabel: string;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: (value: string) => Promise<unknown>;
}

const TEXT = {
  password: {
    title: 'screens.ui.passwordTitle',
    hint: 'screens.ui.passwordHint',
    label: 'screens.ui.password',
    required: 'screens.ui.passwordRequired',
  },
  remark: {
    title: 'screens.ui.remarkTitle',
    hint: 'screens.ui.remarkHint',
    label: 'screens.ui.remark',
    required: 'screens.ui.remarkRequired',
  },
} as const;

export function PromptDialog({ kind, name, confirmLabel, danger, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const text = TEXT[kind];
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const proof = useInlineProof();

  const cancel = () => {
    proof.cancel();
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (proof.asking) return void (await proof.prove());
    if (!value.trim()) return setError(t(text.required));
    setPending(true);
    try {
      await onConfirm(kind === 'password' ? hashPassword(value) : value.trim());
      setValue('');
    } catch (failure) {
      // Waiting for approval (20202): done here, the toast links the inbox. Else the SDK's onError showed why (wrong
      // password, …); let the operator try again.
      if (isPendingApproval(failure)) onCancel();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && cancel()} title={t(text.title)} description={t(text.hint, { name })}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t(text.label)} error={error} required>
          {(ids) => {
            const props = {
              ...ids,
              autoFocus: true,
              value,
              onChange: (e: { target: { value: string } }) => {
                setValue(e.target.value);
                setError(undefined);
              },
            };
            return kind === 'password' ? (
              <Input {...props} type="password" autoComplete="current-password" />
            ) : (
              <Textarea {...props} rows={3} maxLength={512} />
            );
          }}
        </FormField>
        {proof.field}
        <div className="flex justify-end gap-2">
          <Button type="button" onClick={cancel}>
            {t('screens.ui.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={proof.asking ? proof.proving : pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
