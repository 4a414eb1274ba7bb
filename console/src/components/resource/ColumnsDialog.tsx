// The operator's columns of a list: show or hide each (the list answer's fields the screen leaves out too), move them,
// set a width, pin the 操作 column; saved with the operator on the server (setListSetting), or reset to the screen's.
import { useState } from 'react';
import { Button, Checkbox, Dialog, Input } from '@/components/ui';
import type { Labels } from './labels';
import type { ColumnLayout, ColumnSetting } from './workbench';

interface Item {
  field: string;
  hidden: boolean;
  width: string;
}

/** A width outside what the contract takes (40–800 px) is no width: the cell kind's. */
function settingOf({ field, hidden, width }: Item): ColumnSetting {
  const pixels = Math.round(Number(width));
  return { field, hidden, ...(width !== '' && pixels >= 40 && pixels <= 800 && { width: pixels }) };
}

interface Props<E> {
  labels: Labels;
  layout: ColumnLayout<E>;
  onCancel: () => void;
  onSave: (columns: ColumnSetting[], pinActions: boolean) => Promise<unknown>;
}

export function ColumnsDialog<E>({ labels, layout, onCancel, onSave }: Props<E>) {
  const { t } = labels;
  // Widths as typed (a width is whole only once typed to the end); the saved setting takes the valid ones.
  const [items, setItems] = useState<Item[]>(() =>
    layout.all.map(({ column, hidden }) => ({ field: column.field, hidden, width: column.width ? String(column.width) : '' })),
  );
  const [pin, setPin] = useState(layout.pinActions);
  const [pending, setPending] = useState(false);
  const declared = new Set<string>(layout.all.filter((c) => c.declared).map((c) => c.column.field));
  const change = (index: number, patch: Partial<Item>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: number) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const save = async (columns: ColumnSetting[], pinActions: boolean) => {
    setPending(true);
    try {
      await onSave(columns, pinActions);
    } catch {
      // The SDK's toast said why; the dialog stays open.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('screens.workbench.columnsTitle')}
      description={t('screens.workbench.columnsHint')}
      size="md"
      footer={
        <>
          <Button className="mr-auto" onClick={() => void save([], true)}>
            {t('screens.workbench.resetColumns')}
          </Button>
          <Button onClick={onCancel}>{t('screens.ui.cancel')}</Button>
          <Button variant="primary" loading={pending} onClick={() => void save(items.map(settingOf), pin)}>
            {t('screens.ui.save')}
          </Button>
        </>
      }
    >
      <div data-dialog-body="" className="space-y-3">
        <ol className="max-h-[50vh] space-y-1 overflow-y-auto">
          {items.map((item, index) => {
            const name = labels.field(item.field);
            return (
              <li key={item.field} className="flex items-center gap-2 rounded-md px-1 py-1 hover:bg-surface-muted">
                <Checkbox
                  label={t('screens.workbench.show', { name })}
                  checked={!item.hidden}
                  onCheckedChange={(checked) => change(index, { hidden: checked !== true })}
                  className="shrink-0"
                />
                {!declared.has(item.field) && <span className="text-xs text-fg-muted">{t('screens.workbench.more')}</span>}
                <span className="ml-auto flex shrink-0 items-center gap-1">
                  <Input
                    type="number"
                    min={40}
                    max={800}
                    step={10}
                    className="w-20"
                    aria-label={t('screens.workbench.width', { name })}
                    value={item.width}
                    onChange={(event) => change(index, { width: event.target.value })}
                  />
                  <Button
                    size="icon"
                    aria-label={t('screens.workbench.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="icon"
                    aria-label={t('screens.workbench.moveDown', { name })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
        <Checkbox label={t('screens.workbench.pinActions')} checked={pin} onCheckedChange={(checked) => setPin(checked === true)} />
      </div>
    </Dialog>
  );
}
