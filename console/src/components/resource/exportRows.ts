// "Export Excel" of a list: every row matching the current filters (all pages, 1000 a call), with the
// list's columns and their displayed values (labels, chain and referenced rows by name, formatted dates); a
// generated batch's .xlsx writes its rows the same way (exportColumns).
import type { QueryClient } from '@tanstack/react-query';
import { paginate, type ListOperationId, type Schema } from '@wallet-admin/sdk';
import { api } from '@/app/api';
import { zoneName } from '@/lib/business-time';
import { exportXlsx, type ExportColumn } from '@/lib/export-xlsx';
import { formatDateTime } from '@/lib/format';
import { operationQuery, type Page } from '@/lib/query';
import { rowSchema, type Column, type Screen } from '@/lib/screen';
import { cellOf } from './cells';
import { exportValue, type ExportCell } from './exportValue';
import type { Labels } from './labels';
import { filterQuery, type ListState } from './listState';
import { refLabel, lookupRows } from './widgets/refRows';
import { CHAIN_LIST_QUERY } from './widgets/useChains';

type Row = Record<string, unknown>;
type Name = (id: number) => string | undefined;

/** What names the id a column holds, as its cell does: a chain by the chain list, an `x-ref` by its rows' labels
 * (one lookup call per hundred ids of the rows written). */
async function namesOf(cell: ExportCell, rows: readonly Row[], client: QueryClient): Promise<Name | undefined> {
  const { kind } = cellOf<Row>({ field: cell.field, cell: cell.cell, options: cell.options }, cell.schema);
  if (kind === 'chain') {
    const chains = (await client.fetchQuery(operationQuery<Page<Schema<'BlockChainOption'>>>('lookupBlockChain', CHAIN_LIST_QUERY))).list;
    const byId = new Map(chains.map((chain) => [chain.id, chain.name]));
    return (id) => byId.get(id);
  }
  const reference = cell.schema?.reference;
  if (!reference || (kind !== 'text' && kind !== 'ref')) return undefined;
  const ids = rows.map((row) => Number(row[cell.field])).filter((id) => Number.isInteger(id) && id > 0);
  const found = await lookupRows(reference.lookup, ids);
  return (id) => {
    const row = found.get(id);
    return row && refLabel(reference, row);
  };
}

/** The spreadsheet columns of `cells` for `rows`, each written as the list shows it (exportValue). */
export async function exportColumns(cells: readonly ExportCell[], rows: readonly Row[], labels: Labels, client: QueryClient) {
  return Promise.all(
    cells.map(async (cell): Promise<ExportColumn<Row>> => {
      const name = await namesOf(cell, rows, client);
      // A moment's title says the zone its cells are in (UTC+8), as the list's date filter does; a business day is a date.
      const { kind } = cellOf<Row>({ field: cell.field, cell: cell.cell, options: cell.options }, cell.schema);
      const zoned = (kind === 'datetime' || kind === 'relative') && cell.schema?.ref !== 'BusinessDay';
      const title = zoned ? `${labels.field(cell.field)} (${zoneName()})` : labels.field(cell.field);
      return { title, value: (row) => exportValue(row[cell.field], cell, labels, name, row) };
    }),
  );
}

/** Every row of the list's filters, with the columns the operator sees, in their order (the screen's declared ones when
 * none are given), into a file named after the screen as its heading says (`title`). */
export async function exportAll<E, I>(
  screen: Screen<E, I>,
  labels: Labels,
  state: ListState,
  client: QueryClient,
  shown?: readonly Column<E>[],
  title = labels.title,
): Promise<number> {
  const operationId = screen.operations.list as ListOperationId;
  const entity = rowSchema(screen)?.properties ?? {};
  const rows: Row[] = [];
  // The list's own query: its filters and the parent a nested list is fixed to (a user's assets).
  const query = Object.fromEntries(
    Object.entries({ ...filterQuery(state), ...screen.fixed }).filter(([, v]) => v !== undefined && v !== ''),
  );
  // The list operation is the screen's, chosen at runtime: its query is the loose CallInput kind.
  for await (const row of paginate(api, operationId, { query }, { pageSize: 1000 })) rows.push(row);
  const cells = (shown ?? screen.list?.columns ?? []).map(({ field, cell, options, trim }) => ({
    field,
    schema: entity[field],
    cell: typeof cell === 'string' ? cell : undefined,
    options,
    trim,
  }));
  await exportXlsx(await exportColumns(cells, rows, labels, client), rows, `${title}-${formatDateTime(Date.now(), 'YYYYMMDD-HHmmss')}`);
  return rows.length;
}
