// The outline of a screen while its code or data loads: grey blocks where the heading, filters and table rows (a
// list), the fields (a form page) or the cards (the dashboard) will be, so a first visit shows the page's shape
// instead of a lone 加载中…. Screen readers hear `label` once (role=status); the blocks are hidden from them.
import { cx } from './cx';

export type SkeletonKind = 'list' | 'form' | 'cards';

const Block = ({ className }: { className?: string }) => <span className={cx('block animate-pulse rounded bg-surface-muted', className)} />;

export function ScreenSkeleton({ kind, label }: { kind: SkeletonKind; label: string }) {
  return (
    <div role="status" aria-label={label} data-skeleton={kind} className={cx('space-y-4', kind === 'form' && 'mx-auto max-w-3xl')}>
      <Block className="h-7 w-48" />
      {kind === 'list' && (
        <>
          <div className="flex flex-wrap gap-3 rounded-lg border border-border bg-surface p-4" aria-hidden>
            <Block className="h-9 w-56" />
            <Block className="h-9 w-40" />
            <Block className="h-9 w-24" />
          </div>
          <div className="overflow-hidden rounded-lg border border-border bg-surface" aria-hidden>
            <Block className="h-11 rounded-none" />
            {Array.from({ length: 8 }, (_, row) => (
              <div key={row} className="flex gap-4 border-t border-border px-4 py-3.5">
                <Block className="h-4 w-12" />
                <Block className="h-4 flex-1" />
                <Block className="h-4 w-1/5" />
                <Block className="h-4 w-24" />
              </div>
            ))}
          </div>
        </>
      )}
      {kind === 'form' && (
        <div className="space-y-5 rounded-lg border border-border bg-surface p-6" aria-hidden>
          {Array.from({ length: 6 }, (_, field) => (
            <div key={field} className="space-y-2">
              <Block className="h-4 w-28" />
              <Block className="h-9 w-full" />
            </div>
          ))}
        </div>
      )}
      {kind === 'cards' && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {Array.from({ length: 6 }, (_, card) => (
            <li key={card}>
              <Block className="h-16 rounded-lg" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A title not known yet (a page of a row whose code loads, see app/page-title.ts): a bar where its text will be, in
 * the text's own colour; screen readers hear `label`. */
export function TitleSkeleton({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden className="inline-block h-2.5 w-16 animate-pulse rounded-sm bg-current align-middle opacity-30" />
      <span className="sr-only">{label}</span>
    </>
  );
}

/** The outline a route's page will have, from its path pattern alone (the screen's code is what is loading): the
 * dashboard's cards, a form for row pages (`{path}`, `{id}`, `add*`, `detail*`, `…Info`, `tokenadd`), else a list. */
export function skeletonKindOf(pattern: string): SkeletonKind {
  if (pattern === '/dashboard') return 'cards';
  return /\{\w+\*?\}|\*$|Info$|\/info$|add$|detail$/.test(pattern) ? 'form' : 'list';
}
