// Above a list: the operator's saved views as tabs (each opens its query: the URL is the view, so it can be shared),
// saving the current filters as a view, and the opened view's rename, delete and default; then the column settings
// and the keys of the list.
import { Suspense, useState } from 'react';
import { Button, cx } from '@/components/ui';
import { lazyNamed } from '@/lib/lazy';
import type { Labels } from './labels';
import type { Editing } from './ViewDialogs';
import type { Bench, SavedView } from './workbench';

// The dialogs (Radix dialog layers) load when one first opens, not with the list.
const ViewDialogs = lazyNamed(() => import('./ViewDialogs'), 'ViewDialogs');

interface Props {
  list: string;
  labels: Labels;
  bench: Bench;
  /** The view the URL names (`?view=`), when the operator may open it. */
  active: SavedView | undefined;
  /** The current filters, sort and page size, and the shown columns when the operator changed them. */
  current: { query: Record<string, string | number>; columns: string[] };
  onOpen: (view: SavedView | undefined) => void;
  onColumns: () => void;
  onKeys: () => void;
}

export function ViewsBar({ list, labels, bench, active, current, onOpen, onColumns, onKeys }: Props) {
  const { t } = labels;
  const [editing, setEditing] = useState<Editing | null>(null);
  const defaultId = bench.setting?.default_view_id ?? 0;
  const own = active && active.user_id === bench.userId;
  const setDefault = (id: number) =>
    void bench
      .write('setListSetting', {
        body: { list, columns: bench.setting?.columns ?? [], pin_actions: bench.setting?.pin_actions ?? true, default_view_id: id },
      })
      .catch(() => undefined);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label={t('screens.workbench.views')} className="min-w-0">
        <ul className="flex flex-wrap gap-1">
          {[undefined, ...bench.views].map((view) => {
            const current = view?.id === active?.id;
            return (
              <li key={view?.id ?? 0}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  title={view && view.user_id !== bench.userId ? t('screens.workbench.sharedBy', { name: view.user_name }) : undefined}
                  onClick={() => onOpen(view)}
                  className={cx(
                    'rounded-md border px-2.5 py-1 text-sm',
                    current
                      ? 'border-primary-solid bg-primary-50 text-primary-800 dark:bg-primary-900/50 dark:text-primary-100'
                      : 'border-border text-fg hover:bg-surface-muted',
                  )}
                >
                  {view ? view.name : t('screens.workbench.all')}
                  {view && view.id === defaultId && (
                    <span className="ml-1.5 text-xs font-medium">({t('screens.workbench.isDefault')})</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {active && (
        <div role="group" aria-label={t('screens.workbench.viewActions', { name: active.name })} className="flex flex-wrap gap-1">
          <Button size="sm" onClick={() => setDefault(active.id === defaultId ? 0 : active.id)}>
            {t(active.id === defaultId ? 'screens.workbench.unsetDefault' : 'screens.workbench.setDefault')}
          </Button>
          {own && (
            <>
              <Button size="sm" onClick={() => setEditing({ kind: 'rename', view: active })}>
                {t('screens.workbench.rename')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setEditing({ kind: 'delete', view: active })}>
                {t('screens.workbench.remove')}
              </Button>
            </>
          )}
        </div>
      )}
      <div className="ml-auto flex gap-1">
        <Button size="sm" onClick={() => setEditing({ kind: 'save' })}>
          {t('screens.workbench.save')}
        </Button>
        <Button size="sm" onClick={onColumns}>
          {t('screens.workbench.columns')}
        </Button>
        <Button size="sm" aria-label={t('screens.workbench.keys')} aria-keyshortcuts="?" onClick={onKeys}>
          ?
        </Button>
      </div>
      {editing && (
        <Suspense>
          <ViewDialogs
            list={list}
            labels={labels}
            bench={bench}
            editing={editing}
            current={current}
            setDefault={setDefault}
            onClose={() => setEditing(null)}
            onOpen={onOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
