// The form and the read-only view on their own routes (blockchain/add*, version/{path}, …): the route's
// parameter or `?id=` names the row (see lib/page-route); without one the form adds a row. Both go back to the
// list when done.
import { Suspense, useContext, useState, type ReactNode } from 'react';
import { usePageTitle } from '@/app/page-title';
import { ScreenContext } from '@/app/screen-context';
import { Button, Card, EmptyState, Spinner } from '@/components/ui';
import { lazyNamed } from '@/lib/lazy';
import { pageHref, pageRowId } from '@/lib/page-route';
import { confirmLeaving } from '@/lib/unsaved';
import { ResourceScreen } from './ResourceScreen';
import { isApiError, RESULT_NOT_FOUND } from '@wallet-admin/sdk';
import { useGet } from '@/lib/query';
import { scopeScreen, withFormDefaults, type CustomAction, type Screen } from '@/lib/screen';
import { DetailView } from './DetailView';
import { LanguageRows } from './LanguageRows';
import { useLabels, type Labels } from './labels';
import { LoadFailed } from './LoadFailed';
import type { DialogState } from './ScreenDialogs';
import { useRowMutations } from './useRowMutations';
import { useUrlState } from './useUrlState';

// The form (react-hook-form, the field widgets) loads with the form page, not with its group.
const ResourceForm = lazyNamed(() => import('./ResourceForm'), 'ResourceForm');
const ScreenDialogs = lazyNamed(() => import('./ScreenDialogs'), 'ScreenDialogs');

/** The page's row, from its address alone: `id` is undefined for a new row, `named` is false when the address
 * names no row (a detail page without one, `?id=abc`). */
function useRow<E, I>(screen: Screen<E, I>) {
  const url = useUrlState();
  const named = pageRowId(useContext(ScreenContext)?.params ?? {}, url.search);
  const id = typeof named === 'number' ? named : undefined;
  const row = useGet<E>(screen, id);
  return { url, id, invalid: named === 'invalid', row };
}

/** A new row's values named in the URL (`marketadd?token_id=3`, from a scoped list) over the description's defaults. */
const withDefaults = <E, I>(screen: Screen<E, I>, search: Record<string, unknown>): Screen<E, I> =>
  withFormDefaults(screen, Object.fromEntries(Object.entries(search).filter(([name]) => name !== 'id')));

function PageFrame({ title, labels, onBack, children }: { title: string; labels: Labels; onBack: () => void; children: ReactNode }) {
  usePageTitle(title); // the tab, breadcrumb and document title say what the heading says
  return (
    <section aria-labelledby="resource-page-title" className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h1 id="resource-page-title" className="text-lg font-semibold text-fg">
          {title}
        </h1>
        <Button onClick={onBack}>{labels.t('screens.ui.back')}</Button>
      </div>
      <Card>{children}</Card>
    </section>
  );
}

/** Why a page shows no row: it is loading, the address names none, the server answered that it is gone
 * (40004), or the read failed (retry). "Gone" is said only after the server said so. */
function RowState({ row, named, labels }: { row: ReturnType<typeof useGet>; named: boolean; labels: Labels }) {
  if (!named) return <EmptyState icon="alert" title={labels.t('screens.ui.noRowInLink')} />;
  if (row.isLoading) return <Spinner label={labels.t('screens.ui.loading')} />;
  if (isApiError(row.error) && row.error.result === RESULT_NOT_FOUND) return <EmptyState title={labels.t('screens.ui.notFound')} />;
  return <LoadFailed labels={labels} onRetry={() => void row.refetch()} />;
}

/** The page of a section's row names the screen whose page lists it and the field that holds that row's id. */
interface ParentPage {
  screen: Screen<never, never>;
  field: string;
}

export function ResourceFormPage<E, I>({ screen, parent }: { screen: Screen<E, I>; parent?: ParentPage }) {
  const labels = useLabels(screen.key);
  const { url, id, invalid, row } = useRow(screen);
  const path = useContext(ScreenContext)?.path;
  // 返回, 取消 and a save lead to where the row belongs: a section's row to its parent's page (marketadd?token_id=501
  // to token 501), read from the row or the address, else the list.
  const parentId = parent && Number((row.data as Record<string, unknown> | undefined)?.[parent.field] ?? url.search[parent.field]);
  const parentPage = parent?.screen.pages?.form;
  const back = () => {
    if (!parentPage || !parentId) return url.navigate(screen.route);
    const href = pageHref(parentPage, parentId);
    url.navigate(href.to, href.search);
  };
  // 返回 asks first while the form has edits (取消 does in the form).
  const leave = () => void confirmLeaving(path).then((ok) => ok && back());
  // A new row of a page with sections opens its own page, where the sections are.
  const done = (saved: unknown) => {
    const savedId = (saved as { id?: number } | undefined)?.id;
    if (id || !savedId || !screen.sections?.length || !screen.pages?.form) return back();
    const href = pageHref(screen.pages.form, savedId);
    url.navigate(href.to, href.search);
  };
  const title = labels.t(id ? 'screens.ui.editTitle' : 'screens.ui.createTitle', { title: labels.title });
  return (
    <>
      <PageFrame title={title} labels={labels} onBack={leave}>
        {invalid || (id && !row.data) ? (
          <RowState row={row} named={!invalid} labels={labels} />
        ) : (
          <Suspense fallback={<Spinner label={labels.t('screens.ui.loading')} />}>
            <ResourceForm
              key={id ?? 'new'}
              screen={id ? screen : withDefaults(screen, url.search)}
              labels={labels}
              row={row.data}
              onDone={done}
              onCancel={back}
            />
          </Suspense>
        )}
      </PageFrame>
      {id &&
        row.data &&
        screen.sections?.map(({ screen: section, parent }) => (
          <section key={section.key} className="mx-auto mt-6 max-w-5xl">
            {section.languages ? (
              <LanguageRows screen={section} parent={parent} id={id} />
            ) : (
              <ResourceScreen screen={scopeScreen(section, parent, id)} nested local />
            )}
          </section>
        ))}
    </>
  );
}

/** The read-only view of a row, with the row's own actions (a review's approve/reject, …) and its edit page. */
export function DetailPage<E, I>({ screen }: { screen: Screen<E, I> }) {
  const labels = useLabels(screen.key);
  const { url, id, row } = useRow(screen);
  const mutations = useRowMutations(screen, labels);
  const [dialog, setDialog] = useState<DialogState<E>>(null);
  const form = screen.pages?.form;
  const data = row.data;
  const custom = data
    ? screen.actions.filter((a): a is CustomAction<E> => typeof a !== 'string' && a.scope === 'row' && (!a.visible || a.visible(data)))
    : [];
  const run = (action: CustomAction<E>) =>
    action.confirm || action.ask || action.dialog || action.rows
      ? setDialog({ kind: 'custom', row: data, action })
      : void mutations.runCustom(action, data, url.navigate).catch(() => undefined);
  return (
    <PageFrame
      title={labels.t('screens.ui.detailTitle', { title: labels.title })}
      labels={labels}
      onBack={() => url.navigate(screen.route)}
    >
      {data ? (
        <div className="space-y-4">
          <DetailView screen={screen} labels={labels} row={data} />
          {(custom.length > 0 || (form && screen.actions.includes('edit'))) && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
              {custom.map((action) => (
                <Button key={action.id} variant={action.tone === 'danger' ? 'danger' : 'default'} onClick={() => run(action)}>
                  {labels.t(action.label)}
                </Button>
              ))}
              {form && screen.actions.includes('edit') && (
                <Button
                  variant="primary"
                  onClick={() => {
                    const href = pageHref(form, id);
                    url.navigate(href.to, href.search);
                  }}
                >
                  {labels.t('screens.ui.edit')}
                </Button>
              )}
            </div>
          )}
          {dialog && (
            <Suspense>
              <ScreenDialogs
                screen={screen}
                labels={labels}
                dialog={dialog}
                onClose={() => setDialog(null)}
                mutations={mutations}
                navigate={url.navigate}
              />
            </Suspense>
          )}
        </div>
      ) : (
        <RowState row={row} named={id !== undefined} labels={labels} />
      )}
    </PageFrame>
  );
}
