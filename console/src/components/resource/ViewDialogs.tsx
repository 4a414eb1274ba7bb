// The dialogs of the views bar: save the current list as a view (name, shared with the operator's role, the list's
// default), rename the opened view, delete it.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, ConfirmDialog, Dialog, FormField, Input } from '@/components/ui';
import { notify } from '@/app/notify';
import type { Labels } from './labels';
import type { Bench, SavedView } from './workbench';

export type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView };

interface Props {
  list: string;
  labels: Labels;
  bench: Bench;
  editing: Editing;
  current: { query: Record<string, string | number>; columns: string[] };
  setDefault: (id: number) => void;
  onClose: () => void;
  onOpen: (view: SavedView | undefined) => void;
}

export function ViewDialogs({ list, labels, bench, editing, current, setDefault, onClose, onOpen }: Props) {
  const { t } = labels;
  return (
    <>
      {editing.kind === 'save' && (
        <NameDialog
          title={t('screens.workbench.saveTitle')}
          labels={labels}
          role={bench.role?.name}
          onCancel={onClose}
          onSubmit={async ({ name, shared, makeDefault }) => {
            const view = await bench.write<SavedView>('createSavedView', {
              body: { list, name, query: current.query, columns: current.columns, shared_role_id: shared ? (bench.role?.id ?? 0) : 0 },
            });
            if (makeDefault) setDefault(view.id);
            onClose();
            notify.success(t('screens.workbench.saved', { name }));
            onOpen(view);
          }}
        />
      )}
      {editing.kind === 'rename' && (
        <NameDialog
          title={t('screens.workbench.renameTitle', { name: editing.view.name })}
          labels={labels}
          initial={editing.view.name}
          onCancel={onClose}
          onSubmit={async ({ name }) => {
            await bench.write('updateSavedView', { body: { id: editing.view.id, name } });
            onClose();
          }}
        />
      )}
      {editing.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title={t('screens.workbench.remove')}
          description={t('screens.workbench.removeConfirm', { name: editing.view.name })}
          confirmLabel={t('screens.ui.delete')}
          tone="danger"
          onConfirm={() =>
            void bench
              .write('deleteSavedView', { body: { id: editing.view.id } })
              .then(() => {
                onClose();
                onOpen(undefined);
              })
              .catch(() => undefined)
          }
        />
      )}
    </>
  );
}

interface Named {
  name: string;
  shared: boolean;
  makeDefault: boolean;
}

/** A view's name, and when saving a new one, its sharing and whether the list opens with it. */
function NameDialog({
  title,
  labels,
  initial = '',
  role,
  onCancel,
  onSubmit,
}: {
  title: string;
  labels: Labels;
  initial?: string;
  /** The operator's role, offered for sharing (a new view only). */
  role?: string;
  onCancel: () => void;
  onSubmit: (named: Named) => Promise<void>;
}) {
  const { t } = labels;
  const saving = initial === '';
  const [name, setName] = useState(initial);
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('screens.rules.required'));
    setPending(true);
    try {
      await onSubmit({ name: name.trim(), shared, makeDefault });
    } catch {
      // The SDK's toast said why (a name already used); the operator may change it.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title={title} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" data-dialog-body="">
        <FormField label={t('screens.workbench.name')} error={error} required>
          {(ids) => (
            <Input
              {...ids}
              value={name}
              maxLength={50}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        {saving && role !== undefined && (
          <Checkbox
            label={t('screens.workbench.share', { role })}
            checked={shared}
            onCheckedChange={(value) => setShared(value === true)}
          />
        )}
        {saving && (
          <Checkbox
            label={t('screens.workbench.makeDefault')}
            checked={makeDefault}
            onCheckedChange={(value) => setMakeDefault(value === true)}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onCancel}>{t('screens.ui.cancel')}</Button>
          <Button type="submit" variant="primary" loading={pending}>
            {t('screens.ui.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
