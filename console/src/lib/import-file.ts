// Reading an import file with its limits checked before the work they bound: the file's size before any byte is
// read, an .xlsx archive's inflated size while it inflates (a 320 kB file can inflate to 300 MB), a .csv's rows as
// they stream in (a million-row file stops at row 10,001). Runs in the import worker (import-worker.ts), so the tab
// stays responsive; `onProgress` reports the bytes read.
import { Unzip, UnzipInflate } from 'fflate';
import { MAX_IMPORT_ROWS, type SheetCell } from './import-rows';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Ten thousand rows of twenty cells are about 10 MB of sheet XML: 64 MB leaves room, a zip bomb does not fit. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type ImportLimit = 'size' | 'inflated' | 'rows';

/** A file refused by a limit, before it was read whole. */
export class ImportLimitError extends Error {
  constructor(readonly limit: ImportLimit) {
    super(`import limit: ${limit}`);
    this.name = 'ImportLimitError';
  }
}

export interface ReadOptions {
  maxRows?: number;
  onProgress?: (done: number, total: number) => void;
}

const CHUNK = 256 * 1024;
const CSV_PIECE = 64 * 1024;

/** The sheet of a chosen file (.csv streamed here, .xlsx by read-excel-file once its archive passed), its heading
 * row included; ImportLimitError when a limit is passed. */
export async function readSheetLimited(file: Blob & { name: string }, options: ReadOptions = {}): Promise<SheetCell[][]> {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  if (file.size > MAX_IMPORT_BYTES) throw new ImportLimitError('size');
  if (/\.csv$/i.test(file.name)) return readCsv(file, maxRows, options.onProgress);
  const bytes = new Uint8Array(await file.arrayBuffer());
  assertInflatesWithin(bytes, MAX_INFLATED_BYTES, options.onProgress);
  const { readSheet } = await import('read-excel-file/universal');
  const sheet = (await readSheet(bytes.buffer)) as SheetCell[][];
  if (sheet.length > maxRows + 1) throw new ImportLimitError('rows');
  return sheet;
}

/** Inflates every entry of the archive, counting and dropping the bytes, and stops past `max`. */
export function assertInflatesWithin(bytes: Uint8Array, max: number, onProgress?: (done: number, total: number) => void): void {
  let inflated = 0;
  let over = false;
  const unzip = new Unzip((entry) => {
    entry.ondata = (error, data) => {
      if (error) throw error;
      inflated += data.length;
      if (inflated > max && !over) {
        over = true;
        entry.terminate();
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !over; at += CHUNK) {
    unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
    onProgress?.(Math.min(at + CHUNK, bytes.length), bytes.length);
  }
  if (over) throw new ImportLimitError('inflated');
}

async function readCsv(file: Blob, maxRows: number, onProgress?: (done: number, total: number) => void): Promise<string[][]> {
  const parser = new CsvParser();
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // In pieces: a stream may hand over the whole file at once, and the row limit is checked between pieces.
    for (let at = 0; at < value.length; at += CSV_PIECE) {
      parser.push(value.slice(at, at + CSV_PIECE));
      if (parser.rows.length > maxRows + 1) {
        await reader.cancel();
        throw new ImportLimitError('rows');
      }
    }
    read += value.length;
    onProgress?.(Math.min(read, file.size), file.size);
  }
  return parser.end();
}

/** Comma-separated values (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks), fed in pieces. */
export class CsvParser {
  readonly rows: string[][] = [];
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  /** The last piece ended on a quote inside a quoted cell, or on a \r: its meaning depends on the next character. */
  private pending = '';
  private started = false;

  push(piece: string): void {
    let source = this.pending + piece;
    this.pending = '';
    if (!this.started && source) {
      this.started = true;
      source = source.replace(/^\uFEFF/, '');
    }
    for (let i = 0; i < source.length; i++) {
      const c = source[i]!;
      if ((c === '"' && this.quoted) || (c === '\r' && !this.quoted)) {
        if (i === source.length - 1) {
          this.pending = c;
          return;
        }
      }
      if (this.quoted && c === '"' && source[i + 1] === '"') {
        this.cell += '"';
        i++;
      } else if (c === '"') this.quoted = !this.quoted;
      else if (this.quoted) this.cell += c;
      else if (c === ',') {
        this.row.push(this.cell);
        this.cell = '';
      } else if (c === '\n' || c === '\r') {
        if (c === '\r' && source[i + 1] === '\n') i++;
        this.endRow();
      } else this.cell += c;
    }
  }

  /** The rows, the last one ended. */
  end(): string[][] {
    const rest = this.pending;
    this.pending = '';
    if (rest === '"') this.quoted = !this.quoted;
    else if (rest === '\r') this.endRow();
    if (this.cell !== '' || this.row.length) this.endRow();
    return this.rows;
  }

  private endRow(): void {
    this.rows.push([...this.row, this.cell]);
    this.row = [];
    this.cell = '';
  }
}

/** A whole text's rows. */
export function parseCsv(text: string): string[][] {
  const parser = new CsvParser();
  parser.push(text);
  return parser.end();
}
