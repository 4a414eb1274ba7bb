// 订单追踪: the operator pastes what the user sent (an order number, a transaction hash from a screenshot, or an
// id) and sees the order with its timeline: each step done (time and transaction), not reached yet, or where the
// order failed. The key lives in the URL (?key=…), so a link from the order list or a colleague reopens the search.
// The timeline is an engine candidate (an order/workflow timeline widget).
import { useEffect, useState, type FormEvent } from 'react';
import { toText, type Schema } from '@wallet-admin/sdk';
import { Badge, Button, Card, FormField, Input, Spinner } from '@/components/ui';
import { DetailView } from '@/components/resource/DetailView';
import { useLabels, useScreenTitle, type Labels } from '@/components/resource/labels';
import { useUrlState } from '@/components/resource/useUrlState';
import { formatDateTime } from '@/lib/format';
import { useOperation } from '@/lib/query';
import track from 'virtual:contract/trackSwapOrder';
import { orderList } from './orderList';

type Track = Schema<'SwapOrderTrack'>;
type Step = Track['timeline'][number];

const TONE = { done: 'success', pending: 'neutral', failed: 'danger' } as const;
const stepSchema = track.operations.trackSwapOrder?.data?.properties?.timeline?.items?.properties;

function Timeline({ steps, labels }: { steps: readonly Step[]; labels: Labels }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-border pl-5" aria-label={labels.t('screens.swap_order_track.timeline')}>
      {steps.map((step) => (
        <li key={step.step} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -left-[27px] top-1 size-3 rounded-full border-2 border-surface ${step.state === 'done' ? 'bg-success' : step.state === 'failed' ? 'bg-danger' : 'bg-border'}`}
          />
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-fg">{labels.enumLabel(stepSchema?.step, step.step)}</span>
            <Badge tone={TONE[step.state]}>{labels.enumLabel(stepSchema?.state, step.state)}</Badge>
            {step.at !== null && <time className="text-sm tabular-nums text-fg-muted">{formatDateTime(step.at)}</time>}
          </div>
          {step.tx_hash && <code className="mt-1 block break-all font-mono text-xs text-fg-muted">{step.tx_hash}</code>}
        </li>
      ))}
    </ol>
  );
}

export function OrderTracking() {
  const labels = useLabels('swap_order_track');
  const orderLabels = useLabels('swap_order');
  const title = useScreenTitle(labels);
  const { search, setSearch } = useUrlState();
  const key = search.key === undefined ? '' : toText(search.key);
  const [draft, setDraft] = useState(key);
  // A link (the order list's 追踪) changes the key of the kept-alive page: the field follows it.
  useEffect(() => setDraft(key), [key]);
  const found = useOperation<Track>('trackSwapOrder', { query: { key } }, key !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ key: draft.trim() });
  };

  return (
    <section aria-labelledby="order-tracking-title" className="space-y-4">
      <h1 id="order-tracking-title" className="text-lg font-semibold text-fg">
        {title}
      </h1>
      <Card>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <FormField label={labels.field('key')} help={labels.help('key')} className="min-w-72 flex-1">
            {(ids) => (
              <Input
                {...ids}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            )}
          </FormField>
          <Button type="submit" variant="primary" loading={found.isFetching} disabled={draft.trim() === ''}>
            {labels.t('screens.ui.search')}
          </Button>
        </form>
      </Card>
      {found.isLoading && key !== '' && <Spinner />}
      {found.data && (
        <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
          <Card title={`${orderLabels.title} ${found.data.order.order_no}`}>
            <DetailView screen={orderList} labels={orderLabels} row={found.data.order} />
          </Card>
          <Card title={labels.t('screens.swap_order_track.timeline')}>
            <Timeline steps={found.data.timeline} labels={labels} />
          </Card>
        </div>
      )}
    </section>
  );
}
