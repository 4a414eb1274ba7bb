// Password input with a show/hide toggle and a Caps Lock warning.
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';

interface PasswordInputProps extends FieldControlProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  placeholder?: string;
}

export function PasswordInput({ onChange, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const watchCaps = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));
  return (
    <>
      <div className="relative">
        <Input
          {...props}
          type={visible ? 'text' : 'password'}
          className="pr-10"
          onChange={(e) => onChange(e.target.value)}
          onKeyUp={watchCaps}
          onKeyDown={watchCaps}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-fg-muted hover:text-fg"
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={16} />
        </button>
      </div>
      {capsLock && <p className="text-xs text-warning">{t('login.capsLock')}</p>}
    </>
  );
}
