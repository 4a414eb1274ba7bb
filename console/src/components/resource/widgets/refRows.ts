// A referenced row (`x-ref`) by id through its resource's lookup, and its label: the referenced entity's x-label
// fields joined by ` · `. Shared by the reference picker and the reference cell, so lists, details and forms say the same.
import { rowLabel } from '@wallet-admin/sdk';
import type { FieldSchema } from '@/lib/contract';
import { useOperation, type Page } from '@/lib/query';

type Reference = NonNullable<FieldSchema['reference']>;
export type RefRow = { id: number } & Record<string, unknown>;

export const refLabel = (reference: Reference, row: RefRow): string => rowLabel(reference.label, row);

/** The row `value` names (undefined while loading, for no value or for an id the lookup does not know). */
export function useRefRow(reference: Reference, value: unknown): RefRow | undefined {
  const id = Number(value);
  const known = Number.isInteger(id) && id > 0;
  const found = useOperation<Page<RefRow>>(reference.lookup, { query: { id } }, known);
  return known ? found.data?.list[0] : undefined;
}
