// Spreadsheet export: a real .xlsx (Office Open XML) written in the browser. The writer is loaded only
// when someone exports, so it never weighs on a screen chunk.
import { wallClock } from './business-time';
/** A number written with a spreadsheet number format (an amount with its token's decimals: `#,##0.000000`), so a
 * spreadsheet's SUM adds it (a text cell sums to 0). */
export interface NumberCell {
  value: number;
  format: string;
}

/** A moment (Unix ms) written as a spreadsheet date cell showing the business time zone's wall clock, the list's
 * format (YYYY-MM-DD HH:mm:ss, or the date alone for a business day), so a spreadsheet sorts and filters it as a date. */
export interface DateCell {
  moment: number;
  /** A business day (common.yaml#/BusinessDay): the date alone. */
  day?: boolean;
}

type CellValue = string | number | NumberCell | DateCell | null | undefined;

export interface ExportColumn<Row> {
  title: string;
  value: (row: Row) => CellValue;
  width?: number;
}

// write-excel-file stores a Date as its UTC fields (convertDateToSerialNumber: ms / day + 25569), so the cell gets a
// Date whose UTC fields are the business zone's wall clock.
function cellOf(value: CellValue) {
  if (typeof value !== 'object' || value === null) return value ?? null;
  if ('moment' in value) return { type: Date, value: wallClock(value.moment), format: value.day ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss' };
  return { type: Number, value: value.value, format: value.format };
}

/** Builds the workbook and starts the download of `fileName` (".xlsx" is added when missing). */
export async function exportXlsx<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], fileName: string): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const body = rows.map((row) => columns.map((column) => cellOf(column.value(row))));
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  await writeExcelFile([header, ...body], { columns: columns.map((column) => ({ width: column.width ?? 20 })) }).toFile(name);
}
