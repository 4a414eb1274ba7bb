// 首页: a card per screen the user holds (its row count, grouped by menu section, each opening its screen), the
// changes of the last 30 days per day and per screen (a small SVG chart), and the latest changes as sentences that
// link to the row they changed. The server sends only what this user may see, with both titles of every screen.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/react';
import type { Schema } from '@wallet-admin/sdk';
import { findHeldRoute } from '@/app/guard';
import { titleIn } from '@/app/routes';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { useLabels, useScreenTitle, type Labels } from '@/components/resource/labels';
import { LoadFailed } from '@/components/resource/LoadFailed';
import { Card, EmptyState } from '@/components/ui';
import { ScreenSkeleton } from '@/components/ui/skeleton';
import { businessOffset } from '@/lib/business-time';
import { formatDateTime, formatRelativeTime, formatThousands } from '@/lib/format';
import { useOperation } from '@/lib/query';

type Summary = Schema<'DashboardSummary'>;
type Count = Summary['counts'][number];
type Trend = Summary['trend'];
type Change = Summary['recent'][number];

/** Series drawn in their own colour (busiest first); the rest are summed as "other". */
const SERIES = 4;
const COLOURS = ['var(--color-primary-500)', '#13a8a8', '#d48806', '#9254de', 'var(--color-fg-muted)'];

/** Counts by the menu section of their screen, in the server's order. */
function bySection(counts: readonly Count[], sectionOf: (route: string) => string): [string, Count[]][] {
  const sections = new Map<string, Count[]>();
  for (const count of counts) {
    const section = sectionOf(count.route);
    sections.set(section, [...(sections.get(section) ?? []), count]);
  }
  return [...sections];
}

function TrendChart({ trend, labels, language, open }: { trend: Trend; labels: Labels; language: string; open: Opener }) {
  const shown = trend.screens.slice(0, SERIES);
  const rest = trend.screens.slice(SERIES);
  const series = [
    ...shown.map((s) => ({ key: s.route, title: titleIn(s, language), counts: s.counts, route: s.route })),
    ...(rest.length
      ? [
          {
            key: 'other',
            title: labels.t('screens.dashboard.otherScreens'),
            counts: trend.days.map((_, d) => rest.reduce((n, s) => n + (s.counts[d] ?? 0), 0)),
            route: undefined,
          },
        ]
      : []),
  ];
  const perDay = trend.days.map((_, d) => series.reduce((n, s) => n + (s.counts[d] ?? 0), 0));
  const total = perDay.reduce((a, b) => a + b, 0);
  const max = Math.max(1, ...perDay);
  if (total === 0) return <p className="text-sm text-fg-muted">{labels.t('screens.dashboard.noTrend')}</p>;
  const width = 300;
  const height = 80;
  const step = width / trend.days.length;
  return (
    <div className="space-y-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={labels.t('screens.dashboard.trendSummary', { total, max })}
        className="h-28 w-full"
        preserveAspectRatio="none"
      >
        {trend.days.map((day, d) => {
          let y = height;
          return (
            <g key={day}>
              <title>{labels.t('screens.dashboard.dayChanges', { day, count: perDay[d] ?? 0 })}</title>
              <rect x={d * step} y={0} width={step} height={height} fill="transparent" />
              {series.map((s, i) => {
                const h = ((s.counts[d] ?? 0) / max) * (height - 2);
                y -= h;
                return h > 0 ? <rect key={s.key} x={d * step + step * 0.15} y={y} width={step * 0.7} height={h} fill={COLOURS[i]} /> : null;
              })}
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-fg-muted" aria-hidden>
        <span>{trend.days[0]?.slice(5)}</span>
        <span>{trend.days.at(-1)?.slice(5)}</span>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-xs" style={{ background: COLOURS[i] }} />
            {s.route ? (
              <a href={`#${s.route}`} onClick={open(s.route)} className="text-fg hover:text-primary-ink hover:underline">
                {s.title}
              </a>
            ) : (
              <span className="text-fg">{s.title}</span>
            )}
            <span className="text-fg-muted">{labels.t('screens.dashboard.changes', { count: s.counts.reduce((a, b) => a + b, 0) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Opener = (route: string) => (event: MouseEvent) => void;

/** "admin 修改了 区块链管理 Ethereum": the row's part links to its page. */
function Sentence({ change, labels, language, open }: { change: Change; labels: Labels; language: string; open: Opener }) {
  const screen = titleIn(change, language);
  const text = labels.t(`screens.dashboard.sentence.${change.action}`, { user: change.user_name || '-', screen, label: change.label });
  return change.link ? (
    <a href={`#${change.link}`} onClick={open(change.link)} className="text-fg hover:text-primary-ink hover:underline">
      {text}
    </a>
  ) : (
    <span className="text-fg">{text}</span>
  );
}

export function Dashboard() {
  const labels = useLabels('dashboard');
  const title = useScreenTitle(labels);
  const router = useRouter();
  const held = useStore(routeData, (data) => data?.held ?? []);
  // The trend's days are the business days, the statistics' (a change at 01:00 in Beijing is not yesterday's there).
  const summary = useOperation<Summary>('getDashboardSummary', { query: { utc_offset: businessOffset() } });
  // Kept alive behind other tabs (an <Activity>, which mounts a page's effects again each time it shows): coming back
  // to it shows the changes made meanwhile.
  const seen = useRef(false);
  const { refetch } = summary;
  useEffect(() => {
    if (seen.current) void refetch();
    seen.current = true;
  }, [refetch]);
  const language = useTranslation().i18n.language;
  const open: Opener = (route) => (event) => {
    event.preventDefault();
    void router.navigate({ href: route });
  };
  const sectionOf = (route: string) => findHeldRoute(held, route)?.item.trail[0]?.title ?? '';

  if (summary.isLoading) return <ScreenSkeleton kind="cards" label={labels.t('screens.ui.loading')} />;
  if (summary.isError || !summary.data) {
    return <LoadFailed labels={labels} onRetry={() => void summary.refetch()} />;
  }
  const { counts, trend, recent } = summary.data;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-fg">{title}</h1>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-label={labels.t('screens.dashboard.counts')} className="space-y-5">
          {bySection(counts, sectionOf).map(([section, items]) => (
            <div key={section || 'other'}>
              {section && <h2 className="mb-2 text-sm font-medium text-fg-muted">{section}</h2>}
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
                {items.map((count) => {
                  const name = titleIn(count, language);
                  return (
                    <li key={count.route}>
                      <a
                        href={`#${count.route}`}
                        onClick={open(count.route)}
                        title={labels.t('screens.dashboard.open', { title: name })}
                        className="group flex items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3 shadow-xs transition hover:border-primary-ink hover:shadow-md"
                      >
                        <span className="min-w-0 truncate text-fg group-hover:text-primary-ink">{name}</span>
                        <span className="text-2xl font-semibold tabular-nums text-fg">{formatThousands(count.total)}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
        <div className="space-y-6 xl:sticky xl:top-4">
          <Card title={labels.t('screens.dashboard.trend')}>
            <TrendChart trend={trend} labels={labels} language={language} open={open} />
          </Card>
          <Card title={labels.t('screens.dashboard.recent')}>
            {recent.length === 0 ? (
              <EmptyState title={labels.t('screens.dashboard.noRecent')} />
            ) : (
              <ol className="-my-2 divide-y divide-border">
                {recent.map((change) => (
                  <li key={change.id} className="flex items-baseline justify-between gap-3 py-2.5 text-sm">
                    <span className="min-w-0">
                      <Sentence change={change} labels={labels} language={language} open={open} />
                    </span>
                    <time
                      dateTime={new Date(change.created_at).toISOString()}
                      title={formatDateTime(change.created_at)}
                      className="shrink-0 text-xs text-fg-muted"
                    >
                      {formatRelativeTime(change.created_at)}
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
