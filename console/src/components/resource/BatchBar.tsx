// The bar over a list with selected rows: how many, the description's batch actions and "clear". An action asks
// to confirm with the count (and the value of its field, when it has one), then sends one request.
import { useState } from 'react';
import { Button, ConfirmDialog } from '@/components/ui';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/app/notify';
import { lendFieldLabels } from '@/lib/api-messages';
import { callOperation, invalidateAfter } from '@/lib/query';
import type { BatchAction, Screen } from '@/lib/screen';
import { AskFieldDialog } from './AskFieldDialog';
import type { Labels } from './labels';

interface Props<E, I> {
  screen: Screen<E, I>;
  labels: Labels;
  selected: ReadonlySet<number>;
  onDone: () => void;
}

export function BatchBar<E, I>({ screen, labels, selected, onDone }: Props<E, I>) {
  const [action, setAction] = useState<BatchAction | null>(null);
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  if (!selected.size || !screen.batch?.length) return null;
  const ids = [...selected];

  /** Runs the action; a failure rejects (the SDK showed why) and the selection stays for another try. */
  const run = async (current: BatchAction, value?: unknown) => {
    // A refusal naming a field (the asked value) names it by its label on this screen.
    const call = (input: ReturnType<BatchAction['input']>) =>
      lendFieldLabels(current.operation, labels.field, () => callOperation(current.operation, input));
    try {
      if (current.each) for (const id of ids) await call(current.input([id], value));
      else await call(current.input(ids, value));
    } finally {
      // Rows an `each` action did before a refusal are written: the lists show them so.
      await invalidateAfter(client, current.operation, [screen.resource.name]);
    }
    notify.success(labels.t('screens.ui.done'));
    setAction(null);
    onDone();
  };
  const question = action && labels.t('screens.ui.batchConfirm', { count: ids.length, action: labels.t(action.label) });

  return (
    <div
      role="region"
      aria-label={labels.t('screens.ui.selection')}
      className="flex flex-wrap items-center gap-2 rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-primary-900 dark:border-primary-800 dark:bg-primary-900/40 dark:text-primary-100"
    >
      <span className="mr-2 font-medium">{labels.t('screens.ui.selected', { count: ids.length })}</span>
      {screen.batch.map((a) => (
        <Button key={a.id} size="sm" variant={a.tone === 'danger' ? 'danger' : 'default'} onClick={() => setAction(a)}>
          {labels.t(a.label)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onDone}>
        {labels.t('screens.ui.clearSelection')}
      </Button>
      {action?.field && question && (
        <AskFieldDialog
          field={action.field}
          schema={screen.resource.operations[action.operation]?.body?.properties?.[action.field]}
          labels={labels}
          title={labels.t('screens.ui.confirmTitle')}
          description={question}
          confirmLabel={labels.t(action.label)}
          danger={action.tone === 'danger'}
          onConfirm={(value) => run(action, value)}
          onCancel={() => setAction(null)}
        />
      )}
      {action && !action.field && question && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAction(null)}
          title={labels.t('screens.ui.confirmTitle')}
          description={question}
          confirmLabel={labels.t(action.label)}
          tone={action.tone === 'danger' ? 'danger' : undefined}
          pending={pending}
          onConfirm={() => {
            setPending(true);
            run(action)
              .catch(() => undefined)
              .finally(() => setPending(false));
          }}
        />
      )}
    </div>
  );
}
