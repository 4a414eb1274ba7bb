// The exchange overview's totals (getExchangeOverview), each a card; money with USDT's precision, exact.
import type { Schema } from '@wallet-admin/sdk';
import { Spinner } from '@/components/ui';
import { LoadFailed } from '@/components/resource/LoadFailed';
import { useLabels, useScreenTitle } from '@/components/resource/labels';
import { MoneyText } from '@/components/resource/widgets/money';
import { formatThousands } from '@/lib/format';
import { useOperation } from '@/lib/query';

type Overview = Schema<'ExchangeOverview'>;
const USDT_DECIMALS = 6;
const FIGURES: readonly [keyof Overview, 'count' | 'money'][] = [
  ['kyc_pending', 'count'],
  ['campaigns_running', 'count'],
  ['rewards_unpaid', 'count'],
  ['rewards_unpaid_amount', 'money'],
  ['trades_today', 'count'],
  ['volume_today', 'money'],
  ['deposits_7d', 'money'],
  ['withdrawals_7d', 'money'],
];

export function OverviewPage() {
  const labels = useLabels('exchange_overview');
  const title = useScreenTitle(labels);
  const read = useOperation<Overview>('getExchangeOverview');
  return (
    <section aria-labelledby="exchange-overview-title" className="space-y-4">
      <h1 id="exchange-overview-title" className="text-lg font-semibold text-fg">
        {title}
      </h1>
      {read.isError ? (
        <LoadFailed labels={labels} onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <Spinner />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {FIGURES.map(([field, kind]) => (
            <div key={field} className="rounded-lg border border-border bg-surface p-4 shadow-xs">
              <dt className="text-sm text-fg-muted">{labels.field(field)}</dt>
              <dd className="mt-1 text-xl font-semibold text-fg">
                {kind === 'money' ? (
                  <MoneyText value={read.data[field]} decimals={USDT_DECIMALS} />
                ) : (
                  <span className="tabular-nums">{formatThousands(read.data[field])}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
