// A row's (or config document's) history: every revision the audit log holds (listRowHistory), newest first, each a
// field-by-field diff (old → new) in the screen's field labels, long text and JSON diffed line by line or word by
// word; "revert to this revision" writes the values it left back through the screen's save (revertRow: the stale
// check, the approval rule). Loaded with its diff library only when a history opens.
import type { Schema } from '@wallet-admin/sdk';
import { useState } from 'react';
import { notify } from '@/app/notify';
import { Badge, Button, ConfirmDialog, EmptyState, Spinner } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { currentLanguage } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { operationTitleIn } from '@/lib/operation-titles';
import { useOperation, useOperationMutation, type Page } from '@/lib/query';
import { ChangeRow } from './ChangeRow';
import type { Labels } from './labels';

type Revision = Schema<'Revision'>;
type Approval = Schema<'Approval'>;

export type HistoryTarget = { resource: string; id: number } | { config: string };

interface Props {
  target: HistoryTarget;
  labels: Labels;
  /** The fields' schemas (the screen's entity or config document): values shown as the list shows them. */
  fields: Readonly<Record<string, FieldSchema>>;
  /** The row's updated_at as the screen read it: a revert is refused (40012) if the row moved on since. */
  updatedAt?: number | undefined;
}

export function HistoryDialog({ target, labels, fields, updatedAt }: Props) {
  const t = labels.t;
  const history = useOperation<Page<Revision>>('listRowHistory', { query: { ...target, count: 50 } });
  // What waits for a second operator on this row (x-approval writes asked and not yet decided).
  const row = 'resource' in target ? `${target.resource}:${target.id}` : '';
  const waiting = useOperation<Page<Approval>>('listApproval', { query: { status: 'pending', target: row, count: 10 } }, row !== '');
  // And what a second operator approved: the revision it applied names its requester (its author) and its approver.
  const approved = useOperation<Page<Approval>>('listApproval', { query: { status: 'approved', target: row, count: 50 } }, row !== '');
  const approverOf = (revision: Revision) =>
    approved.data?.list.find((request) => request.decided_at === revision.created_at && request.operation === revision.operation)
      ?.decided_by_name;
  const [asked, setAsked] = useState<Revision | null>(null);
  const [readAt, setReadAt] = useState(updatedAt);
  const write = useOperationMutation<{ updated_at?: number } | null>('revertRow', {
    invalidates: ['resource' in target ? target.resource : target.config],
  });
  const revert = async (revision: Revision) => {
    try {
      const body = { ...target, revision: revision.id, ...(readAt !== undefined ? { updated_at: readAt } : {}) };
      const written = await write.mutateAsync({ body });
      if (typeof written?.updated_at === 'number') setReadAt(written.updated_at);
      notify.success(t('screens.history.reverted'));
    } catch {
      // The SDK's onError has said why (a toast), or that the revert waits for approval.
    } finally {
      setAsked(null);
    }
  };

  if (history.isPending) return <Spinner />;
  const list = history.data?.list ?? [];
  const notice = waiting.data?.list.length ? (
    <ul className="rounded-md border border-warning bg-warning-soft p-3 text-sm text-fg">
      {waiting.data.list.map((request) => (
        <li key={request.id}>
          {t('screens.history.waiting', {
            id: request.id,
            operation: operationTitleIn(request.operation, currentLanguage()),
            user: request.requester_name,
          })}
        </li>
      ))}
    </ul>
  ) : null;
  if (!list.length)
    return (
      <div className="flex flex-col gap-4">
        {notice}
        <EmptyState title={t('screens.history.empty')} />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      {notice}
      <ol className="flex flex-col gap-3">
        {list.map((revision, i) => (
          <li
            key={revision.id}
            className="rounded-md border border-border p-3"
            aria-label={t('screens.history.revision', { id: revision.id })}
          >
            <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
              <Badge>{t(`screens.history.actions.${revision.action}`)}</Badge>
              <span className="font-medium">{revision.user_name || '—'}</span>
              {approverOf(revision) ? (
                <span className="text-fg-muted">{t('approvals.approvedBy', { user: approverOf(revision) })}</span>
              ) : null}
              <span className="text-fg-muted">{formatDateTime(revision.created_at)}</span>
              {i > 0 && revision.action !== 'delete' ? (
                <Button variant="link" size="sm" className="ml-auto" onClick={() => setAsked(revision)}>
                  {t('screens.history.revert')}
                </Button>
              ) : null}
            </div>
            {revision.changes.length ? (
              <table className="w-full text-sm">
                <tbody>
                  {revision.changes.map((change) => (
                    <ChangeRow key={change.field} change={change} labels={labels} fields={fields} />
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-fg-muted">{t('screens.history.noChanges')}</p>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t('screens.history.revertTitle')}
        description={asked ? t('screens.history.revertMessage', { time: formatDateTime(asked.created_at), user: asked.user_name }) : ''}
        confirmLabel={t('screens.history.revert')}
        pending={write.isPending}
        onConfirm={() => asked && void revert(asked)}
      />
    </div>
  );
}
