// The dialogs a list opens: the add/edit form, the read-only view, the delete confirmation (with the
// operator's password when the delete operation asks for it) and custom actions' confirmations/dialogs.
import { Suspense, useContext, useState, type ReactNode } from 'react';
import { ScreenContext } from '@/app/screen-context';
import { useGet } from '@/lib/query';
import { confirmDiscard } from '@/lib/unsaved';
import { ConfirmDialog, Dialog, Spinner } from '@/components/ui';
import { rowSchema, scopeScreen, type CustomAction, type Screen } from '@/lib/screen';
import { DetailView } from './DetailView';
import type { Labels } from './labels';
import { AskFieldDialog } from './AskFieldDialog';
import { PromptDialog } from './PromptDialog';
import { useRowNames } from './rowNames';
import { useInlineProof } from './useInlineProof';
import { formId, ResourceForm } from './ResourceForm';
import { ResourceScreen } from './ResourceScreen';
import { needsPassword, type Row, type useRowMutations } from './useRowMutations';
import { DeletedRows, HistoryDialog } from './history';

/** The read-only view of a row: the full record as the screen's get answers it now (an address's every field, not
 * only the list's columns), the list's row meanwhile or when the screen has no get. */
function RowView<E, I>({ screen, labels, row }: { screen: Screen<E, I>; labels: Labels; row: E }) {
  const full = useGet<E>(screen, Number((row as Row).id) || undefined);
  // The list's joined fields stay (a get answers the entity alone).
  return <DetailView screen={screen} labels={labels} row={{ ...row, ...full.data }} />;
}

/** A confirmation whose button waits for the write, then closes; on a failure the SDK has shown why
 * (a toast, or the shell's recommendation-conflict dialog). A write that needs a fresh proof of presence asks the
 * code in this same dialog (useInlineProof). */
function AsyncConfirm(props: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const proof = useInlineProof();
  const confirm = () => {
    if (proof.asking) return void proof.prove();
    setPending(true);
    props.run().then(props.onClose, props.onClose);
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (open) return;
        proof.cancel();
        props.onClose();
      }}
      title={props.title}
      description={props.message}
      confirmLabel={props.confirmLabel}
      tone={props.danger ? 'danger' : undefined}
      pending={proof.asking ? proof.proving : pending}
      onConfirm={confirm}
    >
      {proof.field}
    </ConfirmDialog>
  );
}

export type DialogState<E> =
  | null
  | { kind: 'create' | 'deleted' }
  | { kind: 'edit' | 'view' | 'delete' | 'toggleStatus' | 'history'; row: E }
  | { kind: 'custom'; row?: E; action: CustomAction<E> };

interface Props<E, I> {
  screen: Screen<E, I>;
  labels: Labels;
  dialog: DialogState<E>;
  onClose: () => void;
  mutations: ReturnType<typeof useRowMutations<E, I>>;
  navigate: (to: string, search?: Record<string, unknown>) => void;
}

export function ScreenDialogs<E, I>({ screen, labels, dialog, onClose, mutations, navigate }: Props<E, I>) {
  const path = useContext(ScreenContext)?.path;
  const row = dialog && 'row' in dialog ? (dialog.row as Row | undefined) : undefined;
  const rowName = useRowNames(screen, row ? [row] : []);
  if (!dialog) return null;
  const t = labels.t;
  const onOpenChange = (open: boolean) => !open && onClose();
  // A toolbar action has no row: its confirmation names the screen (全部同步 of NFT管理), not a made-up `#`.
  const name = row === undefined ? labels.title : rowName(row);

  switch (dialog.kind) {
    case 'create':
    case 'edit':
      return (
        <Dialog
          open
          // × and Escape ask first when the form has edits, as its 取消 does.
          onOpenChange={(open) =>
            !open &&
            void confirmDiscard(formId(screen, dialog.kind === 'edit' ? dialog.row : undefined, path)).then((leave) => leave && onClose())
          }
          size="lg"
          title={t(dialog.kind === 'create' ? 'screens.ui.createTitle' : 'screens.ui.editTitle', { title: labels.title })}
        >
          <ResourceForm
            screen={screen}
            labels={labels}
            row={dialog.kind === 'edit' ? dialog.row : undefined}
            onDone={onClose}
            onCancel={onClose}
          />
        </Dialog>
      );
    case 'view':
      return (
        <Dialog open onOpenChange={onOpenChange} size="lg" title={t('screens.ui.detailTitle', { title: labels.title })}>
          <RowView screen={screen} labels={labels} row={dialog.row} />
        </Dialog>
      );
    case 'history':
      return (
        <Dialog open onOpenChange={onOpenChange} size="xl" title={t('screens.history.title', { name })}>
          <Suspense fallback={<Spinner />}>
            <HistoryDialog
              target={{ resource: screen.resource.name, id: Number((dialog.row as Row).id) }}
              labels={labels}
              fields={rowSchema(screen)?.properties ?? {}}
              updatedAt={typeof (dialog.row as Row).updated_at === 'number' ? Number((dialog.row as Row).updated_at) : undefined}
            />
          </Suspense>
        </Dialog>
      );
    case 'deleted':
      return (
        <Dialog open onOpenChange={onOpenChange} size="xl" title={t('screens.history.deletedTitle', { title: labels.title })}>
          <Suspense fallback={<Spinner />}>
            <DeletedRows screen={screen} labels={labels} />
          </Suspense>
        </Dialog>
      );
    case 'delete':
      if (needsPassword(screen.operations.delete)) {
        return (
          <PromptDialog
            kind="password"
            danger
            name={name}
            confirmLabel={t('screens.ui.delete')}
            onCancel={onClose}
            onConfirm={(hash) => mutations.remove(dialog.row as Row, hash).then(onClose)}
          />
        );
      }
      return (
        <AsyncConfirm
          danger
          title={t('screens.ui.deleteTitle')}
          message={t(screen.actions.includes('deleted') ? 'screens.ui.deleteToBin' : 'screens.ui.deleteMessage', { name })}
          confirmLabel={t('screens.ui.delete')}
          run={() => mutations.remove(dialog.row as Row)}
          onClose={onClose}
        />
      );
    case 'custom': {
      const { action } = dialog;
      if (action.rows) {
        return (
          <Dialog open onOpenChange={onOpenChange} size="xl" title={t(action.label)}>
            <ResourceScreen screen={scopeScreen(action.rows.screen, action.rows.parent, Number(row?.id))} nested local />
          </Dialog>
        );
      }
      if (action.dialog) {
        const Body = action.dialog;
        return (
          <Dialog open onOpenChange={onOpenChange} size={action.wide ? 'xl' : 'md'} title={t(action.label)}>
            <Body row={dialog.row as E} onClose={onClose} />
          </Dialog>
        );
      }
      if (action.ask && action.operation) {
        return (
          <AskFieldDialog
            field={action.ask}
            schema={screen.resource.operations[action.operation]?.body?.properties?.[action.ask]}
            labels={labels}
            title={t(action.label)}
            description={name}
            confirmLabel={t(action.label)}
            onConfirm={(value) => mutations.runCustom(action, dialog.row, navigate, value).then(onClose)}
            onCancel={onClose}
          />
        );
      }
      if (action.confirm === 'password' || action.confirm === 'remark') {
        return (
          <PromptDialog
            kind={action.confirm}
            danger={action.tone === 'danger'}
            name={name}
            confirmLabel={t(action.label)}
            onCancel={onClose}
            onConfirm={(value) => mutations.runCustom(action, dialog.row, navigate, value).then(onClose)}
          />
        );
      }
      const question =
        typeof action.confirm === 'string'
          ? t(action.confirm, { name })
          : t('screens.ui.confirmMessage', { name, action: t(action.label) });
      return (
        <AsyncConfirm
          danger={action.tone === 'danger'}
          title={t('screens.ui.confirmTitle')}
          message={question}
          confirmLabel={t(action.label)}
          run={() => mutations.runCustom(action, dialog.row, navigate)}
          onClose={onClose}
        />
      );
    }
    default:
      return null;
  }
}
