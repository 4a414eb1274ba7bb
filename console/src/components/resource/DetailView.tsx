// The read-only view of one row: every entity field (or the description's list) as label/value pairs,
// rendered with the same cells as the list.
import { rowSchema, type Column, type ScreenView } from '@/lib/screen';
import { Cell } from './cells';
import type { Labels } from './labels';

interface Props<E> {
  screen: ScreenView<E>;
  labels: Labels;
  row: E;
}

export function DetailView<E>({ screen, labels, row }: Props<E>) {
  const entity = rowSchema(screen)?.properties ?? {};
  const listed = new Map<string, Column<E>>((screen.list?.columns ?? []).map((column) => [column.field, column]));
  // By default the fields the row has: a page reads its row with get, which answers the entity without the list's
  // joined fields (a recommendation's DApp title, logo, …), shown as empty rows before.
  const fields =
    (screen.detail?.fields as readonly string[] | undefined) ?? Object.keys(entity).filter((field) => field in (row as object));
  const columnOf = (field: string): Column<E> => listed.get(field) ?? { field: field as keyof E & string };
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="font-medium text-fg-muted">{labels.field(field)}</dt>
          <dd className="min-w-0 break-all text-fg">
            <Cell column={columnOf(field)} row={row} schema={entity[field]} labels={labels} full />
          </dd>
        </div>
      ))}
    </dl>
  );
}
