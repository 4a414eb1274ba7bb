import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

type ButtonVariant = 'primary' | 'default' | 'secondary' | 'danger' | 'ghost' | 'link';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-solid text-white border-transparent hover:brightness-90 active:brightness-85',
  default: 'bg-surface text-fg border-border hover:border-primary-ink hover:text-primary-ink',
  secondary:
    'bg-primary-50 text-primary-800 border-primary-200 hover:bg-primary-100 dark:bg-primary-900/40 dark:text-primary-100 dark:border-primary-800',
  danger: 'bg-danger text-white border-transparent hover:brightness-110 dark:text-black',
  ghost: 'bg-transparent text-fg border-transparent hover:bg-surface-muted',
  link: 'bg-transparent text-action border-transparent underline-offset-2 hover:underline px-0!',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** `icon`: square, for a button that only shows an icon (give it an aria-label). */
  size?: 'md' | 'sm' | 'icon';
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'default',
  size = 'md',
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md border font-medium whitespace-nowrap transition',
        'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2',
        size === 'icon' ? 'ui-control aspect-square p-0' : size === 'sm' ? 'h-7 px-2.5 text-xs' : 'ui-control px-4',
        VARIANTS[variant],
        className,
      )}
      {...props}
    >
      {loading && <Spinner size={14} />}
      {children}
    </button>
  );
}
