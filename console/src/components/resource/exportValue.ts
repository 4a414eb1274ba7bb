// The one formatter of every export: a value written to a spreadsheet as the list shows it (an enum's label, a
// moment as a date cell in the business time zone, a business day as a date cell of its date, "no limit" for a range's bound of 0, a chain's or a
// referenced row's name (a campaign's, not its id 9), yes/no), never the raw code, id or milliseconds. The list export and the message export (MsgExcelPage) both write through it,
// and both pick a field's kind as the list's cells do (cellOf).
import { formatMoney, isDecimal, toText } from '@wallet-admin/sdk';
import type { DateCell, NumberCell } from '@/lib/export-xlsx';
import type { FieldSchema } from '@/lib/contract';
import type { CellKind, Column } from '@/lib/screen';
import { cellOf } from './cells';
import { moneyFormat } from './widgets/money';
import type { Labels } from './labels';

export interface ExportCell {
  field: string;
  schema: FieldSchema | undefined;
  /** The list column's kind, when a list shows the field (else the schema tells, as for a cell). */
  cell?: CellKind;
  options?: Column<unknown>['options'];
  /** The column's `trim` (money without trailing zeros). */
  trim?: boolean;
}

/** Significant digits a spreadsheet number (a double) keeps exactly; an amount with more is written as its text. */
const EXACT_DIGITS = 15;

/** An amount as a number cell with its precision's number format (`#,##0.00` for fiat, the token's decimals for a
 * token), or its exact text when a spreadsheet number could not hold it. */
function moneyCell(value: unknown, schema: FieldSchema | undefined, row: unknown, trim: boolean): NumberCell | string {
  const text = toText(value).trim();
  if (!isDecimal(text)) return text;
  const { decimals, fixed } = moneyFormat(schema, row, trim);
  // A fixed precision (fiat) writes the value the list shows, rounded to it; zeros past the point count for nothing.
  const shown = fixed && decimals !== undefined ? formatMoney(text, { decimals, fixed }).replace(/,/g, '') : text;
  const [whole = '', fraction = ''] = shown.replace(/^-/, '').split('.');
  const digits = (whole.replace(/^0+/, '') + fraction.replace(/0+$/, '')).length;
  if (digits > EXACT_DIGITS) return text;
  const places = decimals ?? (text.split('.')[1] ?? '').length;
  const format = trim && !fixed ? `#,##0.${'#'.repeat(Math.max(places, 1))}` : places ? `#,##0.${'0'.repeat(places)}` : '#,##0';
  return { value: Number(shown), format };
}

export function exportValue(
  value: unknown,
  { field, schema, cell, options, trim }: ExportCell,
  labels: Labels,
  /** The name of the row an id of the field stands for (a chain, an x-ref row), when the list names it. */
  name?: (id: number) => string | undefined,
  /** The whole row (an amount's token decimals). */
  row?: unknown,
): string | number | NumberCell | DateCell | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return labels.t(value ? 'screens.ui.yes' : 'screens.ui.no');
  const { kind } = cellOf<Record<string, unknown>>({ field, cell, options }, schema);
  // 0 is "no chain" (a centralized exchange), as the list's cell shows it.
  if (kind === 'chain') return Number(value) === 0 ? null : (name?.(Number(value)) ?? Number(value));
  // A referenced row by its label, `#id` when unknown (a row gone), nothing for 0: as the list's cell.
  if (schema?.reference && (kind === 'text' || kind === 'ref'))
    return Number(value) === 0 ? null : (name?.(Number(value)) ?? `#${toText(value)}`);
  // Money as a number cell with its decimals (a spreadsheet's SUM adds it); an upper limit of 0 as the list says it.
  if (kind === 'money') {
    if (schema?.noLimit && /^0*(\.0*)?$/.test(toText(value).trim())) return labels.t('screens.ui.noLimit');
    return moneyCell(value, schema, row, trim === true);
  }
  const moment = kind === 'datetime' || kind === 'relative';
  // A moment of 0 is not 1970, as the list's cell says: a range's bound has no limit, any other has not happened.
  if (moment && schema?.ref === 'TimeMs' && Number(value) === 0) return schema.bound ? labels.t('screens.ui.noLimit') : null;
  // A date cell of the business zone's wall clock (a business day: its date alone), as the list shows it.
  if (moment && typeof value === 'number') return { moment: value, day: schema?.ref === 'BusinessDay' };
  if (kind === 'enum' || kind === 'badge' || options || schema?.enum)
    return labels.options(schema, options).find((o) => String(o.value) === toText(value))?.label ?? toText(value);
  return typeof value === 'number' ? value : toText(value);
}
