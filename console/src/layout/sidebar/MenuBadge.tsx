// A count beside a menu entry (the requests waiting in the approvals inbox), in the expanded and the collapsed sidebar.
import { cx } from '@/components/ui/cx';

export function MenuBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={cx(
        'min-w-5 shrink-0 rounded-full bg-danger px-1.5 text-center text-[11px] leading-5 text-white dark:text-black',
        className,
      )}
    >
      {count}
    </span>
  );
}
