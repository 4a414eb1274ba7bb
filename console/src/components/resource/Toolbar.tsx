// The screen's heading with its toolbar: add, export, custom toolbar actions and refresh.
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui';
import type { Column, CustomAction, Screen } from '@/lib/screen';
import { exportAll } from './exportRows';
import { useScreenTitle, type Labels } from './labels';
import type { ListState } from './listState';
import { notify } from '@/app/notify';

// The import dialog and its spreadsheet reader load when an operator opens it, never with a screen.
const ImportDialog = lazy(() => import('./ImportDialog'));

interface Props<E, I> {
  screen: Screen<E, I>;
  labels: Labels;
  state: ListState;
  onCreate: () => void;
  onCustom: (action: CustomAction<E>) => void;
  /** The rows deleted from this list, to restore. */
  onDeleted: () => void;
  onRefresh: () => void;
  /** A list inside another screen: a second-level heading with the resource's own title. */
  nested?: boolean;
  /** The columns the operator sees, in order: what an export writes. */
  columns?: readonly Column<E>[];
}

export function Toolbar<E, I>({ screen, labels, state, onCreate, onCustom, onDeleted, onRefresh, nested, columns }: Props<E, I>) {
  const client = useQueryClient();
  const routeTitle = useScreenTitle(labels);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      // The columns on screen in their order, into a file named as the screen's heading (充值记录, not 充提记录).
      const count = await exportAll(screen, labels, state, client, columns, nested ? labels.title : routeTitle);
      notify.success(labels.t('screens.ui.exported', { count }));
    } catch {
      // The SDK's onError has shown why the list call failed.
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {nested ? (
        <h2 id={`${screen.key}-title`} className="text-base font-semibold text-fg">
          {labels.title}
        </h2>
      ) : (
        <h1 id={`${screen.key}-title`} className="text-lg font-semibold text-fg">
          {routeTitle}
        </h1>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {screen.actions.map((action) => {
          if (action === 'create')
            return (
              <Button key="create" variant="primary" onClick={onCreate}>
                {labels.t('screens.ui.create')}
              </Button>
            );
          if (action === 'export')
            return (
              <Button key="export" variant="primary" loading={exporting} onClick={() => void runExport()}>
                {labels.t(exporting ? 'screens.ui.exporting' : 'screens.ui.export')}
              </Button>
            );
          if (action === 'import')
            return (
              <Button key="import" onClick={() => setImporting(true)}>
                {labels.t('screens.importer.open')}
              </Button>
            );
          // A list inside another screen shows only its parent's rows: the resource's deleted rows are the top list's.
          if (action === 'deleted' && !nested)
            return (
              <Button key="deleted" onClick={onDeleted}>
                {labels.t('screens.history.deleted')}
              </Button>
            );
          if (typeof action === 'string' || action.scope !== 'toolbar') return null;
          return (
            <Button key={action.id} variant={action.tone === 'danger' ? 'danger' : 'default'} onClick={() => onCustom(action)}>
              {labels.t(action.label)}
            </Button>
          );
        })}
        <Button onClick={onRefresh}>{labels.t('screens.ui.refresh')}</Button>
      </div>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog screen={screen} labels={labels} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
