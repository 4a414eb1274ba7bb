// Total, page size and page buttons (a window around the current page, with the first and last).
import { useTranslation } from '@/i18n/react';
import { formatThousands } from '@/lib/format';
import { Button, Select } from '@/components/ui';
import { PAGE_SIZES } from './listState';

interface Props {
  page: number;
  size: number;
  total: number;
  /** The total is a bound: more rows match (common.yaml#/Page `total_more`). */
  more?: boolean;
  /** Rows on this page: with `more`, a full page means another follows. */
  rows?: number;
  onChange: (next: { page: number; size: number }) => void;
}

/** 1 … 4 5 [6] 7 8 … 20, or 1 … 4 5 [6] 7 8 … when the last page is not known (`open`). */
function pageWindow(page: number, pages: number, open: boolean, radius = 2): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || (p === pages && !open) || Math.abs(p - page) <= radius) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  if (open && out[out.length - 1] !== 'gap') out.push('gap');
  return out;
}

export function Pagination({ page, size, total, more = false, rows = 0, onChange }: Props) {
  const { t } = useTranslation();
  // Past a bounded total the last page is unknown: a full page says another follows, a short one that it is the last.
  const open = more && rows >= size;
  const pages = Math.max(1, Math.ceil(total / size), more ? page + (open ? 1 : 0) : 1);
  const go = (next: number) => onChange({ page: Math.min(Math.max(1, next), pages), size });
  return (
    <nav aria-label={t('screens.ui.pagination')} className="flex flex-wrap items-center justify-end gap-2 text-fg-muted">
      <span>{more ? t('screens.ui.totalMore', { total: formatThousands(total) }) : t('screens.ui.total', { total })}</span>
      <Select
        aria-label={t('screens.ui.rowsPerPage')}
        value={String(size)}
        onValueChange={(value) => onChange({ page: 1, size: Number(value) })}
        options={PAGE_SIZES.map((n) => ({ value: String(n), label: t('screens.ui.pageSize', { size: n }) }))}
        className="w-32"
      />
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => go(page - 1)} aria-label={t('screens.ui.previous')}>
        ‹
      </Button>
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages, open).map((p, index) =>
          p === 'gap' ? (
            <li key={`gap${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                variant={p === page ? 'primary' : 'ghost'}
                size="sm"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('screens.ui.goToPage', { page: p })}
                onClick={() => go(p)}
                className="min-w-8 tabular-nums"
              >
                {p}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => go(page + 1)} aria-label={t('screens.ui.next')}>
        ›
      </Button>
    </nav>
  );
}
