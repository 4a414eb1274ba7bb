// The writes a list row can trigger: delete (path id or body id, plus the operator's hashed password
// when the operation is x-password-confirm), display status 0/1, sort value, and custom operations. A refusal naming a
// field is told by the field's label on this screen (lendFieldLabels), as a form's is: “收件邮箱”填写有误, not “to”.
import { useQueryClient } from '@tanstack/react-query';
import { operationTable, type OperationId } from '@wallet-admin/sdk';
import { lendFieldLabels } from '@/lib/api-messages';
import { callOperation, invalidateAfter, useOperationMutation, type CallInput } from '@/lib/query';
import type { ActionContext, CustomAction, Screen } from '@/lib/screen';
import type { Labels } from './labels';
import { reorderChanges } from './reorder';
import { notify } from '@/app/notify';

export interface Row {
  id: number;
  status?: unknown;
  sort?: unknown;
  [field: string]: unknown;
}

/** How a delete operation takes the id: in its path, else in its body (with the password if asked). */
function deleteInput(operationId: OperationId, id: number, passwordHash?: string): CallInput {
  const meta = operationTable[operationId];
  const usesPath = (meta.pathParams as readonly string[]).includes('id');
  const body = { ...(usesPath ? {} : { id }), ...(passwordHash ? { password: passwordHash } : {}) };
  return { ...(usesPath && { path: { id } }), ...(Object.keys(body).length ? { body } : {}) };
}

export const needsPassword = (operationId: OperationId | undefined) => Boolean(operationId && operationTable[operationId].passwordConfirm);

export function useRowMutations<E, I>(screen: Screen<E, I>, labels: Labels) {
  const client = useQueryClient();
  const update = useOperationMutation(screen.operations.update);
  const remove = useOperationMutation(screen.operations.delete);
  const done = (key: string) => notify.success(labels.t(key));
  const named = <T>(operationId: OperationId | undefined, call: () => Promise<T>) => lendFieldLabels(operationId ?? '', labels.field, call);

  return {
    pending: update.isPending || remove.isPending,
    async remove(row: Row, passwordHash?: string) {
      if (!screen.operations.delete) return;
      const operationId = screen.operations.delete;
      await named(operationId, () => remove.mutateAsync(deleteInput(operationId, row.id, passwordHash)));
      done('screens.ui.deleted');
    },
    async toggleStatus(row: Row) {
      await named(screen.operations.update, () => update.mutateAsync({ body: { id: row.id, status: Number(row.status) === 0 ? 1 : 0 } }));
      done('screens.ui.saved');
    },
    // An arrow: the sort editor is handed it detached.
    setSort: async (row: Row, sort: number) => {
      await named(screen.operations.update, () => update.mutateAsync({ body: { id: row.id, sort } }));
      done('screens.ui.saved');
    },
    /** Moves one row of the page and saves what the move changes: the moved row's sort value, and only when no
     * value fits between its new neighbours those of the rows after it (reorderChanges); every other row, on this
     * page or another, keeps its value. Saved in one call by the description's `order` operation, else (a screen
     * whose contract has none) row by row through its update, the call its sort cell saves with. */
    async saveOrder(rows: Row[], from: number, to: number) {
      const items = reorderChanges(rows, from, to);
      if (!items.length) return;
      const operationId = screen.order?.operation;
      if (operationId) {
        await named(operationId, () => callOperation(operationId, { body: { items } }));
        await invalidateAfter(client, operationId, [screen.resource.name]);
      } else for (const item of items) await named(screen.operations.update, () => update.mutateAsync({ body: item }));
      done('screens.ui.saved');
    },
    async runCustom(action: CustomAction<E>, row: E | undefined, navigate: ActionContext<E>['navigate'], asked?: unknown) {
      const run = async (operationId: OperationId, input: CallInput) => {
        const data = await named(operationId, () => callOperation(operationId, input));
        await invalidateAfter(client, operationId, [screen.resource.name, ...(action.invalidates ?? [])]);
        return data;
      };
      if (action.run) return void (await action.run({ row, run, navigate, asked }));
      if (!action.operation) return;
      await run(action.operation, action.input?.(row, asked) ?? { body: { id: (row as Row | undefined)?.id } });
      done(action.success ?? 'screens.ui.done');
    },
  };
}
