import { cx } from './cx';

/** A turning ring; give `label` when nothing else says what is loading. */
const SIZES = { sm: 14, md: 16, lg: 24 };

export function Spinner({ size = 16, label, className }: { size?: number | keyof typeof SIZES; label?: string; className?: string }) {
  const px = typeof size === 'number' ? size : SIZES[size];
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center gap-2', className)}>
      <svg width={px} height={px} viewBox="0 0 24 24" className="animate-spin" aria-hidden>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span className="text-fg-muted">{label}</span>}
    </span>
  );
}
