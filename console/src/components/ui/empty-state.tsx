import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icons';

export function EmptyState({
  icon = 'list',
  title,
  children,
  className,
}: {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-col items-center justify-center gap-2 px-4 py-10 text-center text-fg-muted', className)}>
      <Icon name={icon} size={32} className="opacity-60" />
      <p className="font-medium text-fg">{title}</p>
      {children}
    </div>
  );
}
