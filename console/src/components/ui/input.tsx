import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

/** Shared look of text-like controls; also used by Select's trigger. */
export const fieldClass = cx(
  'rounded-md border border-border bg-surface px-3 text-fg placeholder:text-fg-muted/80 transition',
  'hover:border-border-strong focus:border-primary-ink focus:outline-none focus:ring-2 focus:ring-primary-ink/25',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/25 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
);

/** Controls fill their row unless the caller gives a width (then `w-full` would fight it). */
export function widthClass(className: string | undefined): string {
  return className && /(^|\s)(w-|basis-|flex-1)/.test(className) ? className : cx('w-full', className);
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={cx('ui-control', fieldClass, widthClass(className))} {...props} />;
}

export function Textarea({
  className,
  rows = 4,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea rows={rows} className={cx('ui-control py-2', fieldClass, widthClass(className))} {...props} />;
}
