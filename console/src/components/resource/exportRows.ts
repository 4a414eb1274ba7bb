// "Export Excel" of a list: every row matching the current filters (all pages, 1000 a call), with the
// list's columns and their displayed values (labels, chain names, formatted dates).
import type { QueryClient } from '@tanstack/react-query';
import { paginate, type ListOperationId, type Schema } from '@wallet-admin/sdk';
import { api } from '@/app/api';
import { exportXlsx, type ExportColumn } from '@/lib/export-xlsx';
import { formatDateTime } from '@/lib/format';
import { operationQuery, type Page } from '@/lib/query';
import { rowSchema, type Screen } from '@/lib/screen';
import { cellOf } from './cells';
import { exportValue } from './exportValue';
import type { Labels } from './labels';
import { filterQuery, type ListState } from './listState';
import { CHAIN_LIST_QUERY } from './widgets/useChains';

type Row = Record<string, unknown>;

export async function exportAll<E, I>(screen: Screen<E, I>, labels: Labels, state: ListState, client: QueryClient): Promise<number> {
  const operationId = screen.operations.list as ListOperationId;
  const entity = rowSchema(screen)?.properties ?? {};
  const kinds = new Map((screen.list?.columns ?? []).map((column) => [column.field, cellOf(column, entity[column.field]).kind]));
  const chainColumn = [...kinds.values()].includes('chain');
  const chains = chainColumn
    ? (await client.fetchQuery(operationQuery<Page<Schema<'BlockChainOption'>>>('lookupBlockChain', CHAIN_LIST_QUERY))).list
    : [];
  const chainName = new Map(chains.map((chain) => [chain.id, chain.name]));
  const columns: ExportColumn<Row>[] = (screen.list?.columns ?? []).map(({ field, cell, options }) => ({
    title: labels.field(field),
    value: (row) =>
      exportValue(row[field], { field, schema: entity[field], cell: typeof cell === 'string' ? cell : undefined, options }, labels, (id) =>
        chainName.get(id),
      ),
  }));
  const rows: Row[] = [];
  const query = Object.fromEntries(Object.entries(filterQuery(state)).filter(([, v]) => v !== undefined && v !== ''));
  // The list operation is the screen's, chosen at runtime: its query is the loose CallInput kind.
  for await (const row of paginate(api, operationId, { query }, { pageSize: 1000 })) rows.push(row);
  await exportXlsx(columns, rows, `${labels.title}-${formatDateTime(Date.now(), 'YYYYMMDD-HHmmss')}`);
  return rows.length;
}
