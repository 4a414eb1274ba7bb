// Spreadsheet export: a real .xlsx (Office Open XML) written in the browser. The writer is loaded only
// when someone exports, so it never weighs on a screen chunk.
/** A number written with a spreadsheet number format (an amount with its token's decimals: `#,##0.000000`), so a
 * spreadsheet's SUM adds it (a text cell sums to 0). */
export interface NumberCell {
  value: number;
  format: string;
}

export interface ExportColumn<Row> {
  title: string;
  value: (row: Row) => string | number | NumberCell | null | undefined;
  width?: number;
}

const cellOf = (value: string | number | NumberCell | null | undefined) =>
  typeof value === 'object' && value !== null ? { type: Number, value: value.value, format: value.format } : (value ?? null);

/** Builds the workbook and starts the download of `fileName` (".xlsx" is added when missing). */
export async function exportXlsx<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], fileName: string): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const body = rows.map((row) => columns.map((column) => cellOf(column.value(row))));
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  await writeExcelFile([header, ...body], { columns: columns.map((column) => ({ width: column.width ?? 20 })) }).toFile(name);
}
