// A list screen rendered from its description: title and toolbar, filters, the table, paging and the
// dialogs its actions open. Page, size, sort and filters live in the URL (see useUrlState).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyNamed } from '@/lib/lazy';
import { useList } from '@/lib/query';
import { pageHref } from '@/lib/page-route';
import { rowSchema, withFormDefaults, type Screen } from '@/lib/screen';
import { DataTable, type SortState } from './DataTable';
import { FilterBar } from './FilterBar';
import { useLabels } from './labels';
import { useRowNames } from './rowNames';
import { filterKeys, readListState, listQuery } from './listState';
import { Pagination } from './Pagination';
import { RowActions, type RowIntent } from './RowActions';
import { useWaitingRows } from './waiting';
import type { DialogState } from './ScreenDialogs';
import { SortEditor } from './SortEditor';
import { Toolbar } from './Toolbar';
import { useRowMutations, type Row } from './useRowMutations';
import { useLocalState, useUrlState } from './useUrlState';
import { useListKeys } from './listKeys';
import { ViewsBar } from './ViewsBar';
import { columnLayout, openViewPatch, useWorkbench, viewQuery, ROW_PARAM, VIEW_PARAM, type SavedView } from './workbench';

// The dialogs (forms, confirmations, Radix dialog layers) load when one first opens, not with the list.
const ScreenDialogs = lazyNamed(() => import('./ScreenDialogs'), 'ScreenDialogs');
const BatchBar = lazyNamed(() => import('./BatchBar'), 'BatchBar');
const ColumnsDialog = lazyNamed(() => import('./ColumnsDialog'), 'ColumnsDialog');
const KeysDialog = lazyNamed(() => import('./KeysDialog'), 'KeysDialog');

const pageRowsById = (rows: readonly unknown[]) => new Map(rows.map((row) => [Number((row as Row).id), row]));

/** `nested`: a list inside another screen (the role screen's operators); `local`: its page, filters and sort
 * live in the component, not the URL (a section of an edit page). */
export function ResourceScreen<E, I>({ screen, nested, local }: { screen: Screen<E, I>; nested?: boolean; local?: boolean }) {
  const labels = useLabels(screen.key);
  const urlState = useUrlState();
  const localState = useLocalState();
  const url = local ? localState : urlState;
  const state = readListState(screen, url.search);
  const list = useList<E>(screen, { ...listQuery(state), ...screen.fixed });
  const mutations = useRowMutations(screen, labels);
  const [dialog, setDialog] = useState<DialogState<E>>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = list.data?.list ?? [];
  const rowName = useRowNames(screen, rows);
  // A new page, filter or sort starts with nothing selected.
  const pageKey = JSON.stringify(listQuery(state));
  const [selectionPage, setSelectionPage] = useState(pageKey);
  // The row the keys moved to (j/k), on this page only.
  const [focusedRow, setFocusedRow] = useState<number>();
  if (selectionPage !== pageKey) {
    setSelectionPage(pageKey);
    setSelected(new Set());
    setFocusedRow(undefined);
  }
  // The workbench (saved views, the operator's columns, the keys) of a list at a route of its own.
  const workbench = !nested && !local && Boolean(screen.list);
  const bench = useWorkbench(screen.route, workbench);
  const activeView = bench.views.find((view) => view.id === Number(url.search[VIEW_PARAM]));
  const layout = useMemo(() => columnLayout(screen, bench.setting, activeView), [screen, bench.setting, activeView]);
  const shown = useMemo(() => (screen.list ? { ...screen, list: { ...screen.list, columns: layout.shown } } : screen), [screen, layout]);
  const [panel, setPanel] = useState<'columns' | 'keys' | null>(null);
  const openView = useCallback((view: SavedView | undefined) => url.setSearch(openViewPatch(url.search, view)), [url]);
  // The operator's default view, when the list opens without a query (once: clearing the filters later stays clear).
  const opened = useRef(false);
  const defaultView = bench.views.find((view) => view.id === bench.setting?.default_view_id);
  useEffect(() => {
    if (!workbench || !url.active || opened.current || !bench.ready) return;
    opened.current = true;
    if (defaultView && !Object.keys(url.search).length) url.setSearch(openViewPatch({}, defaultView), { replace: true });
  }, [workbench, url, bench.ready, defaultView]);
  const listOp = screen.operations.list ? screen.resource.operations[screen.operations.list] : undefined;
  // A column sorts when the list takes `sort` and names the column in x-sort (or the description says so).
  const sortable = useMemo(() => {
    const takesSort = Boolean(listOp?.query && 'sort' in listOp.query);
    return (screen.list?.columns ?? []).filter((c) => c.sortable ?? (takesSort && listOp?.sort?.includes(c.field))).map((c) => c.field);
  }, [screen, listOp]);
  const pages = screen.pages ?? {};
  const createPage = pages.create ?? pages.form;
  // The scopes the URL names (a campaign's items: `?campaign_id=9`, a filter the operator picked): a row added here
  // belongs there, so its form starts with them (所属活动 filled in), as a scoped list's does with its parent (`fixed`).
  const scopeText = JSON.stringify(
    (screen.list?.filters ?? []).flatMap((filter) =>
      filter.input === 'search' ||
      filter.input === 'dateRange' ||
      !(filter.field in url.search) ||
      state.filters[filter.field] === undefined
        ? []
        : [[filter.field, state.filters[filter.field]]],
    ),
  );
  const scopes = useMemo(
    () => ({ ...Object.fromEntries(JSON.parse(scopeText) as [string, unknown][]), ...screen.fixed }),
    [scopeText, screen.fixed],
  );
  const creating = useMemo(() => withFormDefaults(screen, scopes), [screen, scopes]);
  // A new row's page gets the scopes as its values (a token's market: marketadd?token_id=).
  const open = useCallback(
    (pattern: string, row?: E) => {
      const { to, search } = pageHref(pattern, row === undefined ? undefined : (row as unknown as Row).id);
      url.navigate(to, row === undefined ? { ...search, ...scopes } : search);
    },
    [url, scopes],
  );

  // A row's read-only view has an address (`?row=12`) when the screen reads one row by id: a reload or a shared link
  // opens it again (the KYC records, the OTC orders). A view opened from the list shows the list's row meanwhile.
  const addressable = !nested && !local && Boolean(screen.operations.get) && !pages.detail;
  const addressed = addressable ? Number(url.search[ROW_PARAM]) : NaN;
  const viewing = useMemo<DialogState<E>>(
    () =>
      Number.isInteger(addressed) && addressed > 0
        ? { kind: 'view', row: (pageRowsById(list.data?.list ?? []).get(addressed) ?? { id: addressed }) as E }
        : null,
    [addressed, list.data],
  );
  const onIntent = useCallback(
    (intent: RowIntent<E>) => {
      if (intent.kind === 'edit' && pages.form) return open(pages.form, intent.row);
      if (intent.kind === 'view' && pages.detail) return open(pages.detail, intent.row);
      if (intent.kind === 'view' && addressable) return url.setSearch({ [ROW_PARAM]: Number((intent.row as Row).id) });
      if (intent.kind === 'toggleStatus') return void mutations.toggleStatus(intent.row as Row).catch(() => undefined);
      if (intent.kind === 'custom' && !intent.action.confirm && !intent.action.dialog && !intent.action.rows && !intent.action.ask) {
        return void mutations.runCustom(intent.action, intent.row, url.navigate).catch(() => undefined);
      }
      setDialog(intent);
    },
    [pages.form, pages.detail, open, url, mutations, addressable],
  );
  const reorder = screen.actions.includes('reorder');
  // Rows are dragged into place where the screen says `reorder` and the list shows them in their sort order (a drag
  // in a list sorted by name would write meaningless values).
  const draggable =
    (screen.order !== undefined || (reorder && screen.operations.update !== undefined)) &&
    (state.sort ?? screen.list?.sort?.field) === 'sort';
  const renderCell = useCallback(
    (field: string, row: E) =>
      reorder && field === 'sort' ? (
        <SortEditor row={row as Row} name={rowName(row)} labels={labels} onSave={mutations.setSort} />
      ) : undefined,
    [reorder, rowName, labels, mutations.setSort],
  );
  const hasRowActions = screen.actions.some((a) =>
    typeof a === 'string' ? ['view', 'edit', 'delete', 'toggleStatus'].includes(a) : a.scope === 'row',
  );
  const waiting = useWaitingRows(screen);
  const renderActions = useCallback(
    (row: E) => (
      <RowActions
        row={row}
        name={rowName(row)}
        actions={screen.actions}
        rowsFor={screen.rowsFor}
        labels={labels}
        onIntent={onIntent}
        waiting={waiting.has(Number((row as Row).id))}
        status={rowSchema(screen)?.properties?.status}
      />
    ),
    [screen, rowName, labels, onIntent, waiting],
  );
  const section = useRef<HTMLElement>(null);
  const pageRows = list.data?.list;
  const keys = useMemo(() => {
    const rows = pageRows ?? [];
    const at = (index: number | undefined) => (index === undefined ? undefined : rows[index]);
    const can = (action: 'view' | 'edit') => screen.actions.includes(action) || Boolean(action === 'view' ? pages.detail : pages.form);
    return {
      move: (by: 1 | -1) => setFocusedRow((current) => Math.min(Math.max((current ?? -1) + by, 0), rows.length - 1)),
      open: () => {
        const row = at(focusedRow);
        if (row !== undefined && (can('view') || can('edit'))) onIntent({ kind: can('view') ? 'view' : 'edit', row });
      },
      edit: () => {
        const row = at(focusedRow);
        if (row !== undefined && can('edit')) onIntent({ kind: 'edit', row });
      },
      search: () => section.current?.querySelector<HTMLInputElement>('input[type=search]')?.focus(),
      help: () => setPanel('keys'),
    };
  }, [pageRows, focusedRow, screen.actions, pages.detail, pages.form, onIntent]);
  useListKeys(workbench && url.active && rows.length > 0, keys);
  const resetFilters = () =>
    url.setSearch(Object.fromEntries((screen.list?.filters ?? []).flatMap((f) => filterKeys(f)).map((k) => [k, undefined])));

  return (
    <section ref={section} aria-labelledby={`${screen.key}-title`} className="space-y-4">
      <Toolbar
        screen={screen}
        labels={labels}
        state={state}
        onCreate={() => (createPage ? open(createPage) : setDialog({ kind: 'create' }))}
        onCustom={(action) => onIntent({ kind: 'custom', action })}
        onDeleted={() => setDialog({ kind: 'deleted' })}
        onRefresh={() => void list.refetch()}
        nested={nested}
        columns={layout.shown}
      />
      {screen.notice && (
        <p className="rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-primary-900 dark:border-primary-800 dark:bg-primary-900/40 dark:text-primary-100">
          {labels.t(screen.notice)}
        </p>
      )}
      {workbench && (
        <ViewsBar
          list={screen.route}
          labels={labels}
          bench={bench}
          active={activeView}
          current={{ query: viewQuery(url.search), columns: layout.customised ? layout.shown.map((c) => c.field) : [] }}
          onOpen={openView}
          onColumns={() => setPanel('columns')}
          onKeys={() => setPanel('keys')}
        />
      )}
      {screen.list?.filters?.length ? (
        <FilterBar
          filters={screen.list.filters}
          params={listOp?.query ?? {}}
          labels={labels}
          values={state.filters}
          onChange={(patch) => url.setSearch({ ...patch, page: undefined })}
          onReset={resetFilters}
        />
      ) : null}
      {selected.size > 0 && (
        <Suspense>
          <BatchBar screen={screen} labels={labels} selected={selected} onDone={() => setSelected(new Set())} />
        </Suspense>
      )}
      <DataTable
        screen={shown}
        labels={labels}
        rows={rows}
        selection={screen.batch?.length ? { selected, onChange: setSelected } : undefined}
        onMove={draggable ? (from, to) => void mutations.saveOrder(rows as Row[], from, to).catch(() => undefined) : undefined}
        sortable={sortable}
        sort={{ sort: state.sort, order: state.order }}
        onSort={(sort: SortState) => url.setSearch({ sort: sort.sort, order: sort.order, page: undefined })}
        status={{ loading: list.isLoading, fetching: list.isFetching, error: list.isError, retry: () => void list.refetch() }}
        renderCell={renderCell}
        rowName={rowName}
        renderActions={hasRowActions ? renderActions : undefined}
        pinActions={layout.pinActions}
        focusedRow={focusedRow}
      />
      <Pagination
        page={state.page}
        size={state.size}
        total={list.data?.total ?? 0}
        more={list.data?.total_more === true}
        rows={list.data?.list.length ?? 0}
        onChange={({ page, size }) =>
          url.setSearch({ page: page === 1 ? undefined : page, size: size === (screen.list?.pageSize ?? 10) ? undefined : size })
        }
      />
      {panel && (
        <Suspense>
          {panel === 'keys' ? (
            <KeysDialog labels={labels} onClose={() => setPanel(null)} />
          ) : (
            <ColumnsDialog
              labels={labels}
              layout={layout}
              onCancel={() => setPanel(null)}
              onSave={async (columns, pinActions) => {
                await bench.write('setListSetting', {
                  body: { list: screen.route, columns, pin_actions: pinActions, default_view_id: bench.setting?.default_view_id ?? 0 },
                });
                setPanel(null);
              }}
            />
          )}
        </Suspense>
      )}
      {(dialog ?? viewing) && (
        <Suspense>
          <ScreenDialogs
            screen={dialog?.kind === 'create' ? creating : screen}
            labels={labels}
            dialog={dialog ?? viewing}
            onClose={() => (dialog ? setDialog(null) : url.setSearch({ [ROW_PARAM]: undefined }))}
            mutations={mutations}
            navigate={url.navigate}
          />
        </Suspense>
      )}
    </section>
  );
}
