// Change password: old, new, repeat and the Google Authenticator code, checked with the SDK's
// changePasswordSchema. Success ends every session, so the user signs in again.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordSchema,
  hashPassword,
  PASSWORD_EMPTY_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  VERIFY_CODE_EMPTY_MESSAGE,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from '@wallet-admin/sdk';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { api } from '@/app/api';
import { setFlash } from '@/app/flash';
import { currentUser, logout } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The schema's messages are the spec's Chinese texts; the catalogue translates them. */
const MESSAGE_KEYS: Record<string, string> = {
  [PASSWORD_EMPTY_MESSAGE]: 'password.errors.empty',
  [PASSWORD_RULE_MESSAGE]: 'password.errors.rule',
  [PASSWORD_MISMATCH_MESSAGE]: 'password.errors.mismatch',
  [VERIFY_CODE_EMPTY_MESSAGE]: 'password.errors.codeEmpty',
};

const FIELDS = [
  { name: 'password', label: 'password.old', autoComplete: 'current-password', type: 'password' },
  { name: 'new_password', label: 'password.new', autoComplete: 'new-password', type: 'password' },
  { name: 'repeat', label: 'password.repeat', autoComplete: 'new-password', type: 'password' },
  { name: 'google_verify_code', label: 'password.googleCode', autoComplete: 'one-time-code', type: 'text' },
] as const;

export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', new_password: '', repeat: '', google_verify_code: '' },
  });
  const message = (text: string | undefined) => (text ? t(MESSAGE_KEYS[text] ?? '', { defaultValue: text }) : undefined);

  const submit = handleSubmit(async (values) => {
    const user = currentUser();
    if (!user) return;
    await api.call('modifyPassword', {
      body: {
        user_id: user.userId,
        password: hashPassword(values.password),
        new_password: hashPassword(values.new_password),
        google_verify_code: values.google_verify_code,
      },
    });
    // Sign-out reloads the page: the login page shows the confirmation.
    setFlash('password.success');
    await logout();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('password.title')}
      description={t('password.description')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="change-password" variant="primary" loading={formState.isSubmitting}>
            {t('password.submit')}
          </Button>
        </>
      }
    >
      <form id="change-password" noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event).catch(() => undefined)}>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={t(field.label)}
            error={message(formState.errors[field.name]?.message)}
            help={field.name === 'google_verify_code' ? t('password.googleCodeHint') : undefined}
            required
          >
            {(control) => (
              <Input
                {...control}
                {...register(field.name)}
                type={field.type}
                autoComplete={field.autoComplete}
                {...(field.type === 'text' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
              />
            )}
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
