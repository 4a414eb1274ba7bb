// An icon button of the top bar (accessible name and hover hint = label).
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from '@/i18n/react';
import { setDark, settings } from '@/app/preferences';
import { useStore } from '@/app/store';
import { cx } from '@/components/ui/cx';
import { Icon, type IconName } from '@/components/ui/icons';

interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  label: string;
  /** Radix triggers (asChild) pass a ref and handlers through. */
  ref?: Ref<HTMLButtonElement>;
}

export function ToolButton({ icon, label, className, children, ref, ...props }: ToolButtonProps) {
  // A native title as the hover hint keeps Radix Tooltip (and its positioning code) out of the shell.
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={cx(
        'relative flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg',
        className,
      )}
      {...props}
    >
      <Icon name={icon} size={18} />
      {children}
    </button>
  );
}

export function DarkModeButton() {
  const { t } = useTranslation();
  const dark = useStore(settings, (s) => s.dark);
  return (
    <ToolButton
      icon={dark ? 'sun' : 'moon'}
      label={dark ? t('navbar.lightMode') : t('navbar.darkMode')}
      aria-pressed={dark}
      onClick={() => setDark(!dark)}
    />
  );
}
