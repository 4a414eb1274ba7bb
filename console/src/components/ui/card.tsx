import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export function Card({
  title,
  actions,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { title?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={cx('rounded-lg border border-border bg-surface shadow-xs', className)} {...props}>
      {(title || actions) && (
        <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
          {title && <h2 className="text-base font-semibold text-fg">{title}</h2>}
          {actions}
        </header>
      )}
      <div className="p-4">{children}</div>
    </section>
  );
}
