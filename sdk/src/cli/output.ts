// What the command line prints: data for people (tables, key/value lines) and rows for other programs
// (JSON Lines, CSV, .xlsx). Data goes to stdout or a file; messages and progress go to stderr.
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { once } from 'node:events';
import { toText } from '../encode.js';
import { isObject } from '../contract/document.js';
import { UsageError } from './usage.js';

function table(rows: readonly unknown[]): string {
  if (rows.length === 0) return '(no rows)';
  const columns = [...new Set(rows.flatMap((row) => (isObject(row) ? Object.keys(row) : [])))];
  if (columns.length === 0) return rows.map(toText).join('\n');
  const cells = rows.map((row) => columns.map((c) => toText(isObject(row) ? row[c] : undefined).replace(/\s+/g, ' ')));
  const widths = columns.map((c, i) => Math.min(40, Math.max(c.length, ...cells.map((r) => r[i]?.length ?? 0))));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (v.length > (widths[i] ?? 0) ? `${v.slice(0, (widths[i] ?? 1) - 1)}…` : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns), ...cells.map(line)].join('\n');
}

/** A call's data for a person: a page as a table, an object as aligned `key  value` lines. */
export function human(data: unknown): string {
  if (data === undefined) return 'ok';
  if (isObject(data) && Array.isArray(data.list) && typeof data.total === 'number') {
    return `${table(data.list)}\n(${data.list.length} of ${data.total} rows; "wallet-admin list" pages through all of them)`;
  }
  if (Array.isArray(data)) return table(data);
  if (isObject(data)) {
    const width = Math.max(...Object.keys(data).map((k) => k.length));
    return Object.entries(data)
      .map(([k, v]) => `${k.padEnd(width)}  ${toText(v)}`)
      .join('\n');
  }
  return toText(data);
}

export type RowFormat = 'jsonl' | 'csv' | 'xlsx';
const FORMATS: readonly RowFormat[] = ['jsonl', 'csv', 'xlsx'];
const EXTENSIONS: Readonly<Record<string, RowFormat>> = { '.jsonl': 'jsonl', '.ndjson': 'jsonl', '.csv': 'csv', '.xlsx': 'xlsx' };

/** --format, else the --output file's extension, else JSON Lines. */
export function rowFormat(format: string | undefined, output: string | undefined): RowFormat {
  if (format !== undefined) {
    if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be ${FORMATS.join(', ')}, got "${format}"`);
    return format as RowFormat;
  }
  return (output && EXTENSIONS[extname(output).toLowerCase()]) || 'jsonl';
}

/**
 * RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. Text that a spreadsheet would read as
 * a formula (starting `= + - @`, tab or CR: a token named `=HYPERLINK(…)`) gets a leading `'`, which Excel and
 * LibreOffice show as text (OWASP's CSV injection advice); numbers keep their sign.
 */
function csvCell(value: unknown): string {
  let s = toText(value);
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Excel reads a CSV without a byte order mark in the system's code page, which garbles the Chinese text. */
const UTF8_BOM = '\uFEFF';

/**
 * A file written beside its final name and renamed over it once complete, so a failed export leaves the file that
 * was there (or none), never half of one.
 */
function atomicTarget(output: string) {
  const temporary = join(dirname(output), `.${basename(output)}.${process.pid}.${Date.now()}.tmp`);
  return {
    path: temporary,
    commit: () => rename(temporary, output),
    discard: () => rm(temporary, { force: true }),
  };
}

export interface RowWriter {
  write(row: unknown): Promise<void>;
  /** Completes the output (a file takes its final name only now). */
  close(): Promise<void>;
  /** Gives up: a file being written is removed, and the one that was there stays. */
  abort(): Promise<void>;
}

async function put(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

type XlsxWriter = typeof import('write-excel-file/node').default;

async function loadXlsx(): Promise<XlsxWriter> {
  try {
    return (await import('write-excel-file/node')).default;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new UsageError('--format xlsx needs the optional peer dependency write-excel-file: npm install write-excel-file');
  }
}

/**
 * Opens the output before the first request, so a bad --format/--output (or a missing xlsx writer) fails
 * without sending anything. CSV and .xlsx columns are the contract's row properties.
 */
export async function openRowWriter(
  format: RowFormat,
  columns: readonly string[],
  output: string | undefined,
  stdout: NodeJS.WritableStream,
): Promise<RowWriter> {
  const value = (row: unknown, column: string) => (isObject(row) ? row[column] : undefined);
  if (format === 'xlsx') {
    if (!output) throw new UsageError('--format xlsx needs --output FILE.xlsx');
    const writeXlsx = await loadXlsx();
    const rows: unknown[] = [];
    const target = atomicTarget(output);
    return {
      write: async (row) => void rows.push(row),
      abort: async () => undefined, // nothing is written before close
      async close() {
        const header = columns.map((c) => ({ value: c, fontWeight: 'bold' as const }));
        const body = rows.map((row) =>
          columns.map((c) => {
            const v = value(row, c);
            return typeof v === 'number' || typeof v === 'boolean' ? v : v === null || v === undefined ? null : toText(v);
          }),
        );
        try {
          await writeXlsx([header, ...body]).toFile(target.path);
          await target.commit();
        } catch (error) {
          await target.discard();
          throw error;
        }
      },
    };
  }
  const target = output ? atomicTarget(output) : undefined;
  const file: WriteStream | undefined = target ? createWriteStream(target.path) : undefined;
  if (file) {
    await once(file, 'open').catch((error: unknown) => {
      throw new UsageError(`--output: cannot write ${output}: ${(error as Error).message}`);
    });
  }
  const out = file ?? stdout;
  const end = () => new Promise<void>((resolve, reject) => file?.end((error?: Error | null) => (error ? reject(error) : resolve())));
  if (format === 'csv') await put(out, `${UTF8_BOM}${columns.map(csvCell).join(',')}\r\n`);
  return {
    write: (row) => put(out, format === 'csv' ? `${columns.map((c) => csvCell(value(row, c))).join(',')}\r\n` : `${JSON.stringify(row)}\n`),
    async abort() {
      if (!file || !target) return;
      await end().catch(() => undefined);
      await target.discard();
    },
    async close() {
      if (!file || !target) return;
      await end();
      await target.commit();
    },
  };
}
