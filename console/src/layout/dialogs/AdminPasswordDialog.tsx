// Asks the operator for the fixed admin header password when a call needs it (once per session).
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { adminPasswordPrompt } from '@/app/admin-password';
import { useStore } from '@/app/store';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export default function AdminPasswordDialog() {
  const { t } = useTranslation();
  const answer = useStore(adminPasswordPrompt, (state) => state.answer);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  if (!answer) return null;
  const finish = (password: string | undefined) => {
    setValue('');
    setError(undefined);
    answer(password);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) setError(t('adminPassword.required'));
    else finish(value);
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => !open && finish(undefined)}
      title={t('adminPassword.title')}
      description={t('adminPassword.description')}
      footer={
        <>
          <Button onClick={() => finish(undefined)}>{t('common.cancel')}</Button>
          <Button type="submit" form="admin-password" variant="primary">
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <form id="admin-password" noValidate onSubmit={submit}>
        <FormField label={t('adminPassword.label')} error={error} required>
          {(control) => (
            <Input {...control} type="password" autoComplete="off" autoFocus value={value} onChange={(e) => setValue(e.target.value)} />
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
