// The one formatter of every export: a value written to a spreadsheet as the list shows it (an enum's label, a
// date in the console's format, a business day as its date, "no limit" for a range's bound of 0, a chain's or a
// referenced row's name (a campaign's, not its id 9), yes/no), never the raw code, id or milliseconds. The list export and the message export (MsgExcelPage) both write through it,
// and both pick a field's kind as the list's cells do (cellOf).
import { toText } from '@wallet-admin/sdk';
import type { FieldSchema } from '@/lib/contract';
import { formatMoment } from '@/lib/format';
import type { CellKind, Column } from '@/lib/screen';
import { cellOf } from './cells';
import type { Labels } from './labels';

export interface ExportCell {
  field: string;
  schema: FieldSchema | undefined;
  /** The list column's kind, when a list shows the field (else the schema tells, as for a cell). */
  cell?: CellKind;
  options?: Column<unknown>['options'];
}

export function exportValue(
  value: unknown,
  { field, schema, cell, options }: ExportCell,
  labels: Labels,
  /** The name of the row an id of the field stands for (a chain, an x-ref row), when the list names it. */
  name?: (id: number) => string | undefined,
): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return labels.t(value ? 'screens.ui.yes' : 'screens.ui.no');
  const { kind } = cellOf<Record<string, unknown>>({ field, cell, options }, schema);
  // 0 is "no chain" (a centralized exchange), as the list's cell shows it.
  if (kind === 'chain') return Number(value) === 0 ? null : (name?.(Number(value)) ?? Number(value));
  // A referenced row by its label, `#id` when unknown (a row gone), nothing for 0: as the list's cell.
  if (schema?.reference && (kind === 'text' || kind === 'ref'))
    return Number(value) === 0 ? null : (name?.(Number(value)) ?? `#${toText(value)}`);
  const moment = kind === 'datetime' || kind === 'relative';
  // A moment of 0 is not 1970, as the list's cell says: a range's bound has no limit, any other has not happened.
  if (moment && schema?.ref === 'TimeMs' && Number(value) === 0) return schema.bound ? labels.t('screens.ui.noLimit') : null;
  if (moment && typeof value === 'number') return formatMoment(value, schema?.ref);
  if (kind === 'enum' || kind === 'badge' || options || schema?.enum)
    return labels.options(schema, options).find((o) => String(o.value) === toText(value))?.label ?? toText(value);
  return typeof value === 'number' ? value : toText(value);
}
