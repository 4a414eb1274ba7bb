// The statistics screen (lib/stats-screen.ts): the range and choices from the URL, one call for the daily totals
// (aggregated by the server), a chart of the chosen figures (loaded with this screen only) and, beside it, a table
// of the same numbers with the range's total: the accessible reading of the chart, exact to the last digit.
import { lazy, Suspense, useMemo } from 'react';
import { Card, Spinner } from '@/components/ui';
import { LoadFailed } from '@/components/resource/LoadFailed';
import { useLabels, useScreenTitle, type Labels } from '@/components/resource/labels';
import { DEFAULT_RANGE_DAYS } from '@/components/resource/listState';
import { useUrlState } from '@/components/resource/useUrlState';
import { DateRangePicker } from '@/components/resource/widgets/DateRangePicker';
import { EnumSelect } from '@/components/resource/widgets/EnumSelect';
import { MoneyText } from '@/components/resource/widgets/money';
import { businessDaysBack, presetRange } from '@/lib/business-time';
import { formatBusinessDay, formatThousands } from '@/lib/format';
import { lazyNamed } from '@/lib/lazy';
import { useOperation } from '@/lib/query';
import type { StatsFigure, StatsSpec } from '@/lib/stats-screen';

const Chart = lazyNamed(() => import('./Chart'), 'Chart');
const RefPicker = lazy(() => import('@/components/resource/widgets/RefPicker'));

type Figures = Record<string, unknown>;
export interface StatsAnswer {
  list: ({ day: number } & Figures)[];
  total: Figures;
  decimals?: number;
}

/** The default range: DEFAULT_RANGE_DAYS whole business days, today the last. */
export function defaultRange(now = Date.now()): { from: number; to: number } {
  return { from: businessDaysBack(DEFAULT_RANGE_DAYS - 1, now), to: presetRange('today', now).to };
}

function Value({ figure, value, decimals }: { figure: StatsFigure; value: unknown; decimals?: number }) {
  if (figure.money) return <MoneyText value={value} decimals={decimals} />;
  return <span className="tabular-nums">{formatThousands(value as number)}</span>;
}

export function StatsTable({ spec, answer, labels }: { spec: StatsSpec; answer: StatsAnswer; labels: Labels }) {
  const cell = 'px-3 py-1.5 text-right';
  const caption = labels.t('screens.ui.statsTable', { title: labels.title });
  return (
    // Scrolls on its own: focusable, so a keyboard reaches every day.
    <div className="max-h-[28rem] overflow-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-muted text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              {labels.field('day')}
            </th>
            {spec.figures.map((f) => (
              <th key={f.field} scope="col" className={`${cell} font-medium`}>
                {labels.field(f.field)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.list.map((row) => (
            <tr key={row.day} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                {formatBusinessDay(row.day)}
              </th>
              {spec.figures.map((f) => (
                <td key={f.field} className={cell}>
                  <Value figure={f} value={row[f.field]} decimals={answer.decimals} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 border-t-2 border-border bg-surface font-medium">
          <tr>
            <th scope="row" className="px-3 py-1.5 text-left">
              {labels.t('screens.ui.statsTotal')}
            </th>
            {spec.figures.map((f) => (
              <td key={f.field} className={cell}>
                <Value figure={f} value={answer.total[f.field]} decimals={answer.decimals} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function StatsScreen({ spec }: { spec: StatsSpec }) {
  const labels = useLabels(spec.key);
  const title = useScreenTitle(labels);
  const { search, setSearch } = useUrlState();
  const fallback = useMemo(() => defaultRange(), []);
  const range = { from: Number(search.from ?? fallback.from), to: Number(search.to ?? fallback.to) };
  const params = spec.contract.operations[spec.operation]?.query ?? {};
  const choices = Object.fromEntries((spec.choices ?? []).map((c) => [c.name, search[c.name] ?? c.default]));
  const query = { ...range, ...Object.fromEntries(Object.entries(choices).filter(([, v]) => v !== undefined && v !== '')) };
  const read = useOperation<StatsAnswer>(spec.operation, { query });
  const charted = spec.figures.filter((f) => f.chart);
  const series = useMemo(
    () =>
      charted.map((f) => ({
        label: labels.field(f.field),
        color: f.chart!,
        values: (read.data?.list ?? []).map((row) => Number(row[f.field])),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the figures are the description's (fixed)
    [read.data, labels],
  );
  const days = useMemo(() => (read.data?.list ?? []).map((row) => row.day), [read.data]);

  return (
    <section aria-labelledby="stats-title" className="space-y-4">
      <h1 id="stats-title" className="text-lg font-semibold text-fg">
        {title}
      </h1>
      <div className="flex flex-wrap items-center gap-3" role="group" aria-label={labels.t('screens.ui.statsFilters')}>
        <DateRangePicker id="stats-range" from={range.from} to={range.to} onChange={(r) => setSearch({ from: r.from, to: r.to })} />
        {(spec.choices ?? []).map((c) => {
          const reference = params[c.name]?.reference;
          // A row of another resource (an OTC token): its searchable picker, labelled like a filter's.
          return reference ? (
            <div key={c.name} className="flex items-center gap-2">
              <label htmlFor={`stats-${c.name}`} className="whitespace-nowrap text-fg-muted">
                {labels.field(c.name)}
              </label>
              <div className="w-56">
                <Suspense>
                  <RefPicker
                    id={`stats-${c.name}`}
                    name={c.name}
                    reference={reference}
                    value={choices[c.name]}
                    onChange={(value) => setSearch({ [c.name]: value || c.default })}
                    onBlur={() => undefined}
                    invalid={false}
                  />
                </Suspense>
              </div>
            </div>
          ) : (
            <EnumSelect
              key={c.name}
              id={`stats-${c.name}`}
              label={labels.field(c.name)}
              value={choices[c.name]}
              options={labels.options(params[c.name])}
              allLabel={c.default === undefined ? labels.t('screens.ui.all') : undefined}
              onChange={(value) => setSearch({ [c.name]: value })}
              className="w-40"
            />
          );
        })}
      </div>
      {read.isError ? (
        <LoadFailed labels={labels} onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <Spinner />
      ) : (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card>
            <Suspense fallback={<Spinner />}>
              <Chart days={days} series={series} />
            </Suspense>
          </Card>
          <Card>
            <StatsTable spec={spec} answer={read.data} labels={labels} />
          </Card>
        </div>
      )}
    </section>
  );
}
