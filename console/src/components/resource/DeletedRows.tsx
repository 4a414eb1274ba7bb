// The rows deleted from a list and not restored since (listDeletedRows), newest first, each named as the list names
// its rows, with who deleted it and when; 恢复 puts it back under its old id through the screen's create (revertRow
// with the revision that deleted it: the create's rules, the approval rule).
import type { Schema } from '@wallet-admin/sdk';
import { useState } from 'react';
import { notify } from '@/app/notify';
import { Button, EmptyState, Spinner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useOperation, useOperationMutation, type Page } from '@/lib/query';
import type { Screen } from '@/lib/screen';
import type { Labels } from './labels';
import { useRowNames } from './rowNames';

type DeletedRow = Schema<'DeletedRow'>;

export function DeletedRows<E, I>({ screen, labels }: { screen: Screen<E, I>; labels: Labels }) {
  const t = labels.t;
  const resource = screen.resource.name;
  const deleted = useOperation<Page<DeletedRow>>('listDeletedRows', { query: { resource, count: 50 } });
  const write = useOperationMutation('revertRow', { invalidates: [resource] });
  const [restoring, setRestoring] = useState<number | null>(null);
  const rows = (deleted.data?.list ?? []).map((entry) => ({ id: entry.id, ...entry.row }));
  const rowName = useRowNames(screen, rows);
  const restore = async (entry: DeletedRow) => {
    setRestoring(entry.revision);
    try {
      await write.mutateAsync({ body: { resource, id: entry.id, revision: entry.revision } });
      notify.success(t('screens.history.restored', { name: rowName({ id: entry.id, ...entry.row }) }));
      await deleted.refetch();
    } catch {
      // The SDK's onError has said why (a toast), or that the restore waits for approval.
    } finally {
      setRestoring(null);
    }
  };

  if (deleted.isPending) return <Spinner />;
  const list = deleted.data?.list ?? [];
  if (!list.length) return <EmptyState title={t('screens.history.deletedEmpty')} />;
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={t('screens.history.deleted')}>
      {list.map((entry) => {
        const name = rowName({ id: entry.id, ...entry.row });
        return (
          <li key={entry.revision} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="font-medium">{name}</span>
            <span className="text-fg-muted">
              {t('screens.history.deletedBy', { user: entry.user_name || '—', time: formatDateTime(entry.deleted_at) })}
            </span>
            <Button
              size="sm"
              className="ml-auto"
              aria-label={`${t('screens.history.restore')} ${name}`}
              loading={restoring === entry.revision}
              disabled={restoring !== null}
              onClick={() => void restore(entry)}
            >
              {t('screens.history.restore')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
