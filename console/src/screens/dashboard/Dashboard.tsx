// 首页: counts of the main resources, grouped by menu section (each card opens its screen), beside
// the latest recorded changes.
import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { Schema } from '@wallet-admin/sdk';
import { findHeldRoute } from '@/app/guard';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { useLabels, useScreenTitle } from '@/components/resource/labels';
import { Button, Card, EmptyState, Spinner } from '@/components/ui';
import { formatDateTime, formatRelativeTime, formatThousands } from '@/lib/format';
import { useOperation } from '@/lib/query';

type Summary = Schema<'DashboardSummary'>;
type Count = Summary['counts'][number];

/** Counts by the menu section of their screen, in the server's order. */
function bySection(counts: readonly Count[], sectionOf: (route: string) => string): [string, Count[]][] {
  const sections = new Map<string, Count[]>();
  for (const count of counts) {
    const section = sectionOf(count.route);
    sections.set(section, [...(sections.get(section) ?? []), count]);
  }
  return [...sections];
}

export function Dashboard() {
  const labels = useLabels('dashboard');
  const title = useScreenTitle(labels);
  const router = useRouter();
  const held = useStore(routeData, (data) => data?.held ?? []);
  const summary = useOperation<Summary>('getDashboardSummary');
  const open = (route: string) => (event: MouseEvent) => {
    event.preventDefault();
    void router.navigate({ href: route });
  };
  const sectionOf = (route: string) => findHeldRoute(held, route)?.item.trail[0]?.title ?? '';

  if (summary.isLoading) return <Spinner label={labels.t('screens.ui.loading')} />;
  if (summary.isError || !summary.data) {
    return (
      <EmptyState icon="alert" title={labels.t('screens.ui.loadFailed')}>
        <Button size="sm" onClick={() => void summary.refetch()}>
          {labels.t('screens.ui.retry')}
        </Button>
      </EmptyState>
    );
  }
  const { counts, recent } = summary.data;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-fg">{title}</h1>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-label={labels.t('screens.dashboard.counts')} className="space-y-5">
          {bySection(counts, sectionOf).map(([section, items]) => (
            <div key={section || 'other'}>
              {section && <h2 className="mb-2 text-sm font-medium text-fg-muted">{section}</h2>}
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
                {items.map((count) => (
                  <li key={count.resource}>
                    <a
                      href={`#${count.route}`}
                      onClick={open(count.route)}
                      title={labels.t('screens.dashboard.open', { title: count.title })}
                      className="group flex items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3 shadow-xs transition hover:border-primary-ink hover:shadow-md"
                    >
                      <span className="min-w-0">
                        <span className="block truncate text-fg group-hover:text-primary-ink">{count.title}</span>
                        <span className="block truncate font-mono text-xs text-fg-muted">{count.resource}</span>
                      </span>
                      <span className="text-2xl font-semibold tabular-nums text-fg">{formatThousands(count.total)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <Card title={labels.t('screens.dashboard.recent')} className="xl:sticky xl:top-4">
          {recent.length === 0 ? (
            <EmptyState title={labels.t('screens.dashboard.noRecent')} />
          ) : (
            <ol className="-my-2 divide-y divide-border">
              {recent.map((entry) => (
                <li key={entry.id} className="py-2.5">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="truncate font-medium text-fg">{entry.user_name || '-'}</span>
                    <time
                      dateTime={new Date(entry.created_at).toISOString()}
                      title={formatDateTime(entry.created_at)}
                      className="shrink-0 text-xs text-fg-muted"
                    >
                      {formatRelativeTime(entry.created_at)}
                    </time>
                  </div>
                  <div className="mt-1 flex min-w-0 items-center gap-2 text-xs">
                    <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-fg">{entry.operation}</code>
                    <span className="truncate font-mono text-fg-muted">{entry.target}</span>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
