// The operator's workbench of a list (views.yaml): their saved views and their settings of the list (columns, the
// pinned 操作 column, the default view), read from and written to the server, so they follow the operator to any
// browser. `columnLayout` turns the settings into the columns the table shows; the declaration stays the default.
import { useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { useCallback } from 'react';
import type { Column, ScreenView } from '@/lib/screen';
import { rowSchema } from '@/lib/screen';
import { callOperation, useOperation, type CallInput } from '@/lib/query';
import type { SearchState } from './useUrlState';

export type SavedView = Schema<'SavedView'>;
export type ListSetting = Schema<'ListSettingData'>;
export type ColumnSetting = Schema<'ColumnSetting'>;

/** The URL key naming the view a list was opened with (the rest of the URL is the view's query). */
export const VIEW_PARAM = 'view';
/** The search parameter naming the row whose read-only view is open (ResourceScreen): never part of a saved view. */
export const ROW_PARAM = 'row';

/** What a view keeps of a list's URL: its filters, sort and page size (not the page, nor the view's own id). */
export function viewQuery(search: SearchState): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(search).flatMap(([key, value]) =>
      key === VIEW_PARAM || key === ROW_PARAM || key === 'page' || (typeof value !== 'string' && typeof value !== 'number')
        ? []
        : [[key, value]],
    ),
  );
}

/** The URL patch that opens a view: every current key cleared, the view's query and its id set. */
export function openViewPatch(search: SearchState, view: SavedView | undefined): SearchState {
  const cleared = Object.fromEntries(Object.keys(search).map((key) => [key, undefined]));
  return view ? { ...cleared, ...view.query, [VIEW_PARAM]: view.id } : cleared;
}

export function useWorkbench(list: string, enabled: boolean) {
  const client = useQueryClient();
  const views = useOperation<SavedView[]>('listSavedView', { query: { list } }, enabled);
  const setting = useOperation<ListSetting>('getListSetting', { query: { list } }, enabled);
  const me = useOperation<Schema<'AdminUser'>>('getUser', {}, enabled);
  const write = useCallback(
    async <T>(operationId: 'createSavedView' | 'updateSavedView' | 'deleteSavedView' | 'setListSetting', input: CallInput) => {
      const answer = await callOperation<T>(operationId, input);
      await client.invalidateQueries({
        predicate: ({ queryKey: [id] }) => id === 'listSavedView' || id === 'getListSetting',
      });
      return answer;
    },
    [client],
  );
  return {
    /** Both the views and the settings came (the default view is one of the views). */
    ready: views.isSuccess && setting.isSuccess,
    views: views.data ?? [],
    setting: setting.data,
    /** The role the operator may share views with. */
    role: me.data ? { id: me.data.role_id, name: me.data.role_name } : undefined,
    userId: me.data?.id,
    write,
  };
}

/** A list's workbench as the views bar and the table read it. */
export type Bench = ReturnType<typeof useWorkbench>;

export interface ColumnLayout<E> {
  /** The columns shown, in order, with the operator's widths. */
  shown: Column<E>[];
  /** Every column the operator may place: the declared ones, then the list answer's other fields. */
  all: { column: Column<E>; hidden: boolean; declared: boolean }[];
  pinActions: boolean;
  /** Whether the operator or the view changed anything from the declaration. */
  customised: boolean;
}

/** Fields of the list answer a table can show in a cell (scalars; objects and arrays stay in the detail view). */
function extraFields<E>(screen: ScreenView<E>, declared: Set<string>): string[] {
  const properties = rowSchema(screen)?.properties ?? {};
  return Object.entries(properties)
    .filter(([field, schema]) => !declared.has(field) && schema.type !== 'object' && schema.type !== 'array')
    .map(([field]) => field);
}

/**
 * The table's columns from the declaration, the operator's settings (order, hidden, widths) and the opened view's
 * columns (which fields, in which order). A declared column the settings do not name yet (added to the screen since)
 * shows at the end; a field of the answer the declaration leaves out shows only where the operator added it.
 */
export function columnLayout<E>(screen: ScreenView<E>, setting: ListSetting | undefined, view: SavedView | undefined): ColumnLayout<E> {
  const declared = screen.list?.columns ?? [];
  const byField = new Map<string, Column<E>>(declared.map((column) => [column.field, column]));
  for (const field of extraFields(screen, new Set(byField.keys()))) byField.set(field, { field: field as Column<E>['field'] });
  const placed = (setting?.columns ?? []).filter((c) => byField.has(c.field));
  const widths = new Map(placed.flatMap((c) => (c.width ? [[c.field, c.width] as const] : [])));
  const named = new Set(placed.map((c) => c.field));
  const ordered: { field: string; hidden: boolean }[] = placed.length
    ? [
        ...placed.map((c) => ({ field: c.field, hidden: Boolean(c.hidden) })),
        ...declared.filter((c) => !named.has(c.field)).map((c) => ({ field: c.field, hidden: false })),
      ]
    : declared.map((c) => ({ field: c.field, hidden: false }));
  const inOrder = new Set(ordered.map((c) => c.field));
  for (const field of byField.keys()) if (!inOrder.has(field)) ordered.push({ field, hidden: true });
  const viewFields = (view?.columns ?? []).filter((field) => byField.has(field));
  const visible = viewFields.length ? viewFields : ordered.filter((c) => !c.hidden).map((c) => c.field);
  const withWidth = (field: string): Column<E> => {
    const column = byField.get(field)!;
    const width = widths.get(field);
    return width ? { ...column, width } : column;
  };
  const declaredFields = new Set(declared.map((c) => c.field));
  return {
    shown: visible.map(withWidth),
    all: ordered.map((c) => ({
      column: withWidth(c.field),
      hidden: c.hidden,
      declared: declaredFields.has(c.field as Column<E>['field']),
    })),
    pinActions: setting?.pin_actions ?? true,
    customised: placed.length > 0 || viewFields.length > 0,
  };
}
