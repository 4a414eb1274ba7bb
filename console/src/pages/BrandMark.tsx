// The product mark (a wallet), drawn inline so the login page fetches nothing.
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary-solid)" />
      <path
        d="M8 11h16v11a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2zM8 11l3-4h10l3 4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="17" r="1.6" fill="#fff" />
    </svg>
  );
}
