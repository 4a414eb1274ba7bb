// The list table: TanStack Table with its core features only (the server pages and sorts, so no row model
// beyond the core one; v9 leaves every unused feature out of the chunk). Loading, empty and error states render
// inside the table frame so the page never goes blank.
import { useEffect, useMemo, useRef, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { flexRender, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { Button, cx, EmptyState } from '@/components/ui';
import { rowName as plainName, rowSchema, type ScreenView } from '@/lib/screen';
import { Cell, cellOf } from './cells';
import { ZoneHint } from './widgets/ZoneHint';
import type { Labels } from './labels';

export interface SortState {
  sort?: string;
  order?: 'asc' | 'desc';
}

interface Props<E> {
  screen: ScreenView<E>;
  labels: Labels;
  rows: readonly E[];
  sortable: readonly string[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  status: { loading: boolean; fetching: boolean; error: boolean; retry: () => void };
  renderCell?: (field: string, row: E) => ReactNode | undefined;
  renderActions?: (row: E) => ReactNode;
  /** Row selection (batch actions): the selected ids of this page. */
  selection?: { selected: ReadonlySet<number>; onChange: (selected: Set<number>) => void };
  /** Reordering: a row dragged (or moved with Alt+↑/↓ on its handle) from one index of the page to another. */
  onMove?: (from: number, to: number) => void;
  /** A row's name in its handle's and checkbox's labels (the list's useRowNames), else its description's fields. */
  rowName?: (row: E) => string;
  /** The 操作 column stays in view when the table scrolls sideways (the operator's setting; default on). */
  pinActions?: boolean;
  /** The row the list's keys (j/k) moved to: it takes the focus. */
  focusedRow?: number;
}

const FEATURES = tableFeatures({});
// Rows are the screen's entities, objects TanStack can key.
type Column<E> = ColumnDef<typeof FEATURES, E & RowData>;
/** What a column carries for the markup: its cell kind (its width class) and a fixed width in pixels. */
interface ColumnLook {
  kind?: string;
  width?: number;
}

const SELECT = '__select';

/** A native checkbox (the list chunk stays small; Radix's adds nothing a table cell needs). */
function SelectBox({
  label,
  checked,
  mixed,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = Boolean(mixed);
      }}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer accent-primary-solid align-middle"
    />
  );
}
const HANDLE = '__handle';
const idOf = (row: unknown) => Number((row as { id?: unknown }).id);

const ACTIONS = '__actions';
/** The actions column stays in view when a wide table scrolls sideways on a desktop, where the columns' widths
 * (below) make the usual screens fit without scrolling; on a phone it scrolls with its row, so it never covers a
 * cell there. A hovered row is lighter than surface-muted so primary links on it keep AA contrast. */
const STICKY = 'lg:sticky lg:right-0 shadow-[inset_1px_0_0_var(--color-border)]';

/** A column's width from its kind: fixed for moments, thumbnails, badges and numbers; text, codes and links take
 * what is left up to a cap and truncate (the whole value in their title and the read-only view). */
const WIDTHS: Record<string, string> = {
  datetime: 'w-40',
  relative: 'w-24',
  badge: 'w-24',
  enum: 'w-24',
  image: 'w-14',
  number: 'w-24 text-right',
};
type Described = { columnDef: { meta?: unknown } };
const lookOf = (column: Described) => (column.columnDef.meta ?? {}) as ColumnLook;
const widthOf = (column: Described) => WIDTHS[lookOf(column).kind ?? ''];
const styleOf = (column: Described) => {
  const width = lookOf(column).width;
  return width ? { width } : undefined;
};
/** Placeholder rows while the first page loads: the table's outline instead of a lone spinner. */
const SKELETON_ROWS = 5;

const nextSort = (field: string, current: SortState): SortState =>
  current.sort !== field ? { sort: field, order: 'asc' } : current.order === 'asc' ? { sort: field, order: 'desc' } : {};

export function DataTable<E>({
  screen,
  labels,
  rows,
  sortable,
  sort,
  onSort,
  status,
  renderCell,
  renderActions,
  selection,
  onMove,
  rowName,
  pinActions = true,
  focusedRow,
}: Props<E>) {
  const entity = rowSchema(screen)?.properties;
  const dragged = useRef<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (focusedRow !== undefined) body.current?.querySelector<HTMLElement>(`tr[data-row="${focusedRow}"]`)?.focus();
  }, [focusedRow, rows]);
  const sticky = pinActions ? STICKY : undefined;
  const columns = useMemo<Column<E>[]>(() => {
    const nameOf = rowName ?? ((row: E) => plainName(screen, row));
    const lead: Column<E>[] = [];
    if (onMove) {
      lead.push({
        id: HANDLE,
        header: () => <span className="sr-only">{labels.t('screens.ui.dragHint')}</span>,
        meta: { width: 36 } satisfies ColumnLook,
        cell: ({ row }) => (
          <button
            type="button"
            className="cursor-grab rounded p-1 text-fg-muted hover:bg-surface-muted hover:text-fg"
            aria-label={labels.t('screens.ui.moveRow', { name: nameOf(row.original) })}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            onKeyDown={(event: KeyboardEvent) => {
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              event.preventDefault();
              onMove(row.index, row.index + (event.key === 'ArrowUp' ? -1 : 1));
            }}
          >
            <span aria-hidden="true" className="text-sm leading-none">
              ⠿
            </span>
          </button>
        ),
      });
    }
    if (selection) {
      const ids = rows.map(idOf);
      const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
      const some = ids.some((id) => selection.selected.has(id));
      lead.push({
        id: SELECT,
        meta: { width: 36 } satisfies ColumnLook,
        header: () => (
          <SelectBox
            label={labels.t('screens.ui.selectAll')}
            checked={all}
            mixed={some && !all}
            onChange={(checked) => selection.onChange(new Set(checked ? ids : []))}
          />
        ),
        cell: ({ row }) => (
          <SelectBox
            label={labels.t('screens.ui.selectRow', { name: nameOf(row.original) })}
            checked={selection.selected.has(idOf(row.original))}
            onChange={(checked) => {
              const next = new Set(selection.selected);
              if (checked) next.add(idOf(row.original));
              else next.delete(idOf(row.original));
              selection.onChange(next);
            }}
          />
        ),
      });
    }
    const listed = screen.list?.columns ?? [];
    // The first date-time column says the business zone its moments are in (UTC+8); a business day is a date.
    const zoned = listed.find((column) => {
      const { kind } = cellOf(column, entity?.[column.field]);
      return (kind === 'datetime' || kind === 'relative') && entity?.[column.field]?.ref !== 'BusinessDay';
    })?.field;
    const defs: Column<E>[] = listed.map((column) => ({
      id: column.field,
      header:
        column.field === zoned
          ? () => (
              <span className="inline-flex items-center gap-1">
                {labels.field(column.field)}
                <ZoneHint />
              </span>
            )
          : labels.field(column.field),
      meta: cellOf(column, entity?.[column.field]) satisfies ColumnLook,
      cell: ({ row }) =>
        renderCell?.(column.field, row.original) ?? (
          <Cell column={column} row={row.original} schema={entity?.[column.field]} labels={labels} />
        ),
    }));
    if (renderActions) defs.push({ id: ACTIONS, header: labels.t('screens.ui.actions'), cell: ({ row }) => renderActions(row.original) });
    return [...lead, ...defs];
  }, [screen, labels, entity, renderCell, renderActions, selection, onMove, rows, rowName]);
  const table = useTable({ features: FEATURES, data: rows as (E & RowData)[], columns });
  const span = columns.length;

  const header = (id: string, label: ReactNode) => {
    const canSort = sortable.includes(id);
    const direction = sort.sort === id ? sort.order : undefined;
    if (!canSort) return label;
    return (
      <button type="button" className="inline-flex items-center gap-1 hover:text-primary-ink" onClick={() => onSort(nextSort(id, sort))}>
        {label}
        <span aria-hidden="true" className="text-[10px]">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    );
  };

  return (
    // Focusable so a keyboard can scroll a wide table sideways (even one without buttons).
    <div
      role="region"
      aria-label={labels.title}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-border bg-surface"
      aria-busy={status.fetching}
    >
      {status.fetching && !status.loading && <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-primary" aria-hidden="true" />}
      <table className="w-full border-collapse text-left">
        <thead className="bg-surface-muted text-fg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  style={styleOf(h.column)}
                  aria-sort={sort.sort === h.id ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cx(
                    'ui-cell whitespace-nowrap border-b border-border px-3 font-medium',
                    widthOf(h.column),
                    h.id === ACTIONS && sticky,
                    h.id === ACTIONS && 'bg-surface-muted',
                  )}
                >
                  {header(h.id, flexRender(h.column.columnDef.header, h.getContext()))}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={body}>
          {status.loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} className="border-b border-border last:border-0" data-skeleton="">
                {columns.map((column, at) => (
                  <td key={column.id ?? at} className="ui-cell px-3 align-middle">
                    <span aria-hidden="true" className="block h-3.5 w-full min-w-8 animate-pulse rounded bg-surface-muted" />
                  </td>
                ))}
              </tr>
            ))
          ) : status.error && !rows.length ? (
            <tr>
              <td colSpan={span} className="py-12 text-center text-fg-muted">
                <p className="mb-3">{labels.t('screens.ui.loadFailed')}</p>
                <Button size="sm" onClick={status.retry}>
                  {labels.t('screens.ui.retry')}
                </Button>
              </td>
            </tr>
          ) : !rows.length ? (
            <tr>
              <td colSpan={span}>
                <EmptyState title={labels.t('screens.ui.empty')} />
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-row={row.index}
                tabIndex={focusedRow === undefined ? undefined : -1}
                data-focused={row.index === focusedRow ? '' : undefined}
                className="group border-b border-border outline-none last:border-0 hover:bg-[color-mix(in_srgb,var(--color-surface-muted)_60%,var(--color-surface))] data-[focused]:bg-primary-50 data-[focused]:shadow-[inset_3px_0_0_var(--color-primary-solid)] dark:data-[focused]:bg-primary-900/40"
                {...(onMove && {
                  draggable: true,
                  onDragStart: (event: DragEvent) => {
                    dragged.current = row.index;
                    event.dataTransfer.effectAllowed = 'move';
                  },
                  onDragOver: (event: DragEvent) => event.preventDefault(),
                  onDrop: (event: DragEvent) => {
                    event.preventDefault();
                    if (dragged.current !== null && dragged.current !== row.index) onMove(dragged.current, row.index);
                    dragged.current = null;
                  },
                })}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cx(
                      'ui-cell whitespace-nowrap px-3 align-middle text-fg',
                      widthOf(cell.column),
                      cell.column.id === ACTIONS && sticky,
                      cell.column.id === ACTIONS &&
                        'bg-surface group-hover:bg-[color-mix(in_srgb,var(--color-surface-muted)_60%,var(--color-surface))]',
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
