// The buttons of one row: the description's actions in its order, as compact text buttons.
import { Badge, Button } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import type { BuiltinAction, CustomAction, ScreenAction } from '@/lib/screen';
import type { Labels } from './labels';
import type { Row } from './useRowMutations';

export type RowIntent<E> =
  { kind: 'edit' | 'view' | 'delete' | 'toggleStatus' | 'history'; row: E } | { kind: 'custom'; row?: E; action: CustomAction<E> };

interface Props<E> {
  row: E;
  /** The row's name (rowName) in the buttons' accessible names. */
  name: string;
  actions: readonly ScreenAction<E>[];
  /** Which rows a built-in action applies to (the description's `rowsFor`). */
  rowsFor?: Partial<Record<BuiltinAction, (row: E) => boolean>>;
  labels: Labels;
  onIntent: (intent: RowIntent<E>) => void;
  /** A write of this row waits for a second operator (its history says which). */
  waiting?: boolean;
  /** The rows' status field: 显示/隐藏 rows toggle with 隐藏/显示, any other two-value status (an AppKey's 启用/停用) with
   * the label of the value the press sets. */
  status?: FieldSchema;
}

/** The label of the toggle of a row whose status is `status`. */
function toggleLabel(labels: Labels, schema: FieldSchema | undefined, status: unknown): string {
  const next = Number(status) === 0 ? 1 : 0;
  if (schema?.ref !== 'DisplayStatus' && schema?.enumLabels?.[String(next)]) return labels.enumLabel(schema, next);
  return labels.t(next === 1 ? 'screens.ui.hide' : 'screens.ui.show');
}

const ROW_BUILTINS = ['view', 'edit', 'toggleStatus', 'delete', 'history'] as const;

/** The widest a row's actions go before they wrap (about three labels a line). */
const ROW_ACTIONS_WIDTH = 'max-w-60';

export function RowActions<E>({ row, name, actions, rowsFor, labels, onIntent, waiting, status }: Props<E>) {
  return (
    // At most ROW_ACTIONS_WIDTH wide, the actions wrap onto more lines: the pinned actions column stays narrow enough
    // for the usual screens to fit without scrolling sideways, so it covers no data cell (issue 58: nine actions a row
    // hid the DApp list's 排序 column at 1,400 px).
    <div className={`flex w-max ${ROW_ACTIONS_WIDTH} flex-wrap items-center gap-x-3 gap-y-1 whitespace-nowrap`}>
      {waiting ? <Badge tone="warning">{labels.t('screens.history.waitingBadge')}</Badge> : null}
      {actions.map((action) => {
        if (typeof action !== 'string') {
          if (action.scope !== 'row' || (action.visible && !action.visible(row))) return null;
          return (
            <Button
              key={action.id}
              variant="link"
              size="sm"
              className={action.tone === 'danger' ? 'text-danger!' : undefined}
              onClick={() => onIntent({ kind: 'custom', row, action })}
            >
              {labels.t(action.label)}
            </Button>
          );
        }
        if (!(ROW_BUILTINS as readonly string[]).includes(action) || rowsFor?.[action]?.(row) === false) return null;
        const kind = action as (typeof ROW_BUILTINS)[number];
        const label = kind === 'toggleStatus' ? toggleLabel(labels, status, (row as Row).status) : labels.t(`screens.ui.${kind}`);
        return (
          <Button
            key={kind}
            variant="link"
            size="sm"
            className={kind === 'delete' ? 'text-danger!' : undefined}
            aria-label={`${label} ${name}`}
            onClick={() => onIntent({ kind, row })}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
