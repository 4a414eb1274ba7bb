// Spreadsheet export: a real .xlsx (Office Open XML) written in the browser. The writer is loaded only
// when someone exports, so it never weighs on a screen chunk.
export interface ExportColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
  width?: number;
}

/** Builds the workbook and starts the download of `fileName` (".xlsx" is added when missing). */
export async function exportXlsx<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], fileName: string): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const body = rows.map((row) => columns.map((column) => column.value(row) ?? null));
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  await writeExcelFile([header, ...body], { columns: columns.map((column) => ({ width: column.width ?? 20 })) }).toFile(name);
}
