// A referenced row (`x-ref`) by id through its resource's lookup, and its label: the referenced entity's x-label
// fields joined by ` · `. Shared by the reference picker and the reference cell, so lists, details and forms say the same.
import { useQuery } from '@tanstack/react-query';
import { rowLabel, type OperationId } from '@wallet-admin/sdk';
import type { FieldSchema } from '@/lib/contract';
import { callOperation, operationQuery, type Page } from '@/lib/query';

type Reference = NonNullable<FieldSchema['reference']>;
export type RefRow = { id: number } & Record<string, unknown>;

export const refLabel = (reference: Reference, row: RefRow): string => rowLabel(reference.label, row);

/** The most ids one lookup call takes (parameters.yaml#/ids). */
const MAX_IDS = 100;

/** The rows of `ids` by one lookup call per hundred (an export's every referenced row, a batch of cells). */
export async function lookupRows(lookup: OperationId, ids: Iterable<number>): Promise<Map<number, RefRow>> {
  const all = [...new Set(ids)];
  const found = new Map<number, RefRow>();
  for (let i = 0; i < all.length; i += MAX_IDS) {
    const chunk = all.slice(i, i + MAX_IDS);
    const page = await callOperation<Page<RefRow>>(lookup, { query: { ids: chunk.join(','), count: chunk.length } });
    for (const row of page.list) found.set(row.id, row);
  }
  return found;
}

/**
 * Ids asked for within one tick, per lookup: a page of 50 cells mounts 50 rows' worth of useRefRow at once, and
 * they are answered by one call with `ids` per referenced resource instead of one call per row. Each id keeps its
 * own cache entry (the key a single lookup by id would have), so a picker showing the same row reuses it.
 */
const batches = new Map<OperationId, { ids: Set<number>; rows: Promise<Map<number, RefRow>> }>();

function lookupRow(lookup: OperationId, id: number): Promise<RefRow | null> {
  let batch = batches.get(lookup);
  if (!batch) {
    const ids = new Set<number>();
    const rows = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      batches.delete(lookup);
      return lookupRows(lookup, ids);
    });
    batch = { ids, rows };
    batches.set(lookup, batch);
  }
  batch.ids.add(id);
  return batch.rows.then((found) => found.get(id) ?? null);
}

const isRowId = (id: number) => Number.isInteger(id) && id > 0;

/** The query of the row `id` of a reference: one cache entry per row, looked up in batches. */
export const refRowQuery = (reference: Reference, id: number) => ({
  queryKey: operationQuery(reference.lookup, { query: { id } }).queryKey,
  queryFn: () => lookupRow(reference.lookup, id),
  enabled: isRowId(id),
});

/** The row `value` names (undefined while loading, for no value or for an id the lookup does not know). */
export function useRefRow(reference: Reference, value: unknown): RefRow | undefined {
  const id = Number(value);
  const found = useQuery(refRowQuery(reference, id));
  return isRowId(id) ? (found.data ?? undefined) : undefined;
}
