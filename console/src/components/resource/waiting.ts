// The rows of a list with a write waiting for a second operator (x-approval or x-approval-policy, answered 20202 when
// asked): one call
// for the resource's pending requests, made only by screens that have such a write, read again when a request is
// stored (app/api.ts).
import { operationTable, type OperationId, type OperationMeta, type Schema } from '@wallet-admin/sdk';
import { useMemo } from 'react';
import { useOperation, type Page } from '@/lib/query';
import type { Screen } from '@/lib/screen';

/** The most one page answers (parameters.yaml `count`): more requests waiting on one resource are not marked. */
const PENDING = 1000;

export function useWaitingRows<E, I>(screen: Screen<E, I>): ReadonlySet<number> {
  const writes = [
    ...Object.values(screen.operations),
    ...screen.actions.flatMap((action) => (typeof action === 'string' ? [] : [action.operation])),
  ].filter((id): id is OperationId => Boolean(id));
  // Marked x-approval, or the entity's data guarded (x-approval-policy: a token's address, a live version): a delete or
  // change of such a row waits too, whatever operation asked it (issue 54: a token delete sent to approval had no mark).
  const approves =
    writes.some((id) => (operationTable[id] as OperationMeta | undefined)?.approval) || Boolean(screen.resource.entity?.approval?.length);
  const resource = screen.resource.name;
  const pending = useOperation<Page<Schema<'Approval'>>>(
    'listApproval',
    { query: { status: 'pending', resource, count: PENDING } },
    approves,
  );
  // A request names the row it writes `resource:id`.
  return useMemo(
    () => new Set((pending.data?.list ?? []).map((request) => Number(request.target.slice(resource.length + 1)))),
    [pending.data, resource],
  );
}
