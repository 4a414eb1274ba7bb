// The names of a list's rows as the operator knows them (lib/screen rowName), with the rows their `x-ref` name fields
// stand for looked up (a price override named by its token, not `#3`): the same cached, batched lookups the table's
// reference cells make, so naming costs no call of its own once the cells have asked.
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { rowName, rowNameFields, type ScreenView } from '@/lib/screen';
import { refLabel, refRowQuery } from './widgets/refRows';

type Row = Record<string, unknown>;

export function useRowNames<E>(screen: Pick<ScreenView<E>, 'resource' | 'label'>, rows: readonly unknown[]): (row: unknown) => string {
  const properties = screen.resource.entity?.properties ?? {};
  const refs = rowNameFields(screen).flatMap((field) => {
    const reference = properties[field]?.reference;
    return reference ? [{ field, reference }] : [];
  });
  const wanted = refs.flatMap(({ field, reference }) =>
    [...new Set(rows.map((row) => Number((row as Row)[field])))].map((id) => ({ field, reference, id })),
  );
  const found = useQueries({ queries: wanted.map(({ reference, id }) => refRowQuery(reference, id)) });
  const names = new Map<string, string>();
  wanted.forEach(({ field, reference, id }, at) => {
    const hit = found[at]?.data;
    if (hit) names.set(`${field}:${id}`, refLabel(reference, hit));
  });
  // A new function when a name arrives: the buttons and checkboxes that use it render again with it.
  const known = JSON.stringify([...names]);
  return useMemo(() => {
    const byKey = new Map(JSON.parse(known) as [string, string][]);
    return (row: unknown) => rowName(screen, row, (field, id) => byKey.get(`${field}:${Number(id)}`));
  }, [screen, known]);
}
