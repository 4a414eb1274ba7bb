// The rows of a list with a write waiting for a second operator (x-approval, answered 20202 when asked): one call
// for the page, made only by screens that have such a write, read again when a request is stored (app/api.ts).
import { operationTable, type OperationId, type OperationMeta, type Schema } from '@wallet-admin/sdk';
import { useMemo } from 'react';
import { useOperation, type Page } from '@/lib/query';
import type { Screen } from '@/lib/screen';

/** What a pending request writes is named `resource:id`; the inbox answers at most this many at once. */
const PENDING = 100;

export function useWaitingRows<E, I>(screen: Screen<E, I>): ReadonlySet<number> {
  const writes = [
    ...Object.values(screen.operations),
    ...screen.actions.flatMap((action) => (typeof action === 'string' ? [] : [action.operation])),
  ].filter((id): id is OperationId => Boolean(id));
  const approves = writes.some((id) => (operationTable[id] as OperationMeta | undefined)?.approval);
  const pending = useOperation<Page<Schema<'Approval'>>>('listApproval', { query: { status: 'pending', count: PENDING } }, approves);
  const prefix = `${screen.resource.name}:`;
  return useMemo(
    () =>
      new Set(
        (pending.data?.list ?? [])
          .filter((request) => request.target.startsWith(prefix))
          .map((request) => Number(request.target.slice(prefix.length))),
      ),
    [pending.data, prefix],
  );
}
