// @vitest-environment node
// The import file's limits, checked before the work they bound (the reader runs in a worker in the console; here
// directly): size before reading, an archive's inflated size while inflating, a CSV's rows as they stream.
import { zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { assertInflatesWithin, CsvParser, ImportLimitError, MAX_IMPORT_BYTES, parseCsv, readSheetLimited } from './import-file';

const file = (parts: BlobPart[], name: string) => new File(parts, name);
const limitOf = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof ImportLimitError ? error.limit : error;
};

describe('readSheetLimited', () => {
  it('refuses a file over the size limit before reading it', async () => {
    expect(await limitOf(readSheetLimited(file([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'big.csv')))).toBe('size');
  });

  it('stops a million-row CSV at the row limit', async () => {
    const big = file(['label\n', 'x\n'.repeat(1_000_000)], 'million.csv');
    expect(await limitOf(readSheetLimited(big, { maxRows: 10_000 }))).toBe('rows');
    expect(await readSheetLimited(file(['label\n', 'x\n'.repeat(10_000)], 'ok.csv'), { maxRows: 10_000 })).toHaveLength(10_001);
  });

  it('reads a CSV and an .xlsx within the limits, heading row first', async () => {
    expect(await readSheetLimited(file(['\uFEFFa,b\r\n1,"x, y"\r\n'], 'ok.csv'))).toEqual([
      ['a', 'b'],
      ['1', 'x, y'],
    ]);
    const xlsx = await writeXlsxFile([
      ['a', 'b'],
      ['钱包', 2],
    ]).toBuffer();
    expect(await readSheetLimited(file([new Uint8Array(xlsx)], 'ok.xlsx'))).toEqual([
      ['a', 'b'],
      ['钱包', 2],
    ]);
  });

  it('refuses an .xlsx with more rows than the limit', async () => {
    const rows = [['a'], ...Array.from({ length: 30 }, (_, i) => [i])];
    const xlsx = await writeXlsxFile(rows).toBuffer();
    expect(await limitOf(readSheetLimited(file([new Uint8Array(xlsx)], 'rows.xlsx'), { maxRows: 20 }))).toBe('rows');
  });
});

describe('assertInflatesWithin', () => {
  it('stops an archive that inflates past the limit (a small file, a big sheet)', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => assertInflatesWithin(bomb, 4 * 1024 * 1024)).toThrow(ImportLimitError);
    expect(() => assertInflatesWithin(bomb, 9 * 1024 * 1024)).not.toThrow();
  });
});

describe('CsvParser', () => {
  it('reads quoted cells (commas, doubled quotes, line breaks), a BOM and CRLF', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""",2\n"multi\nline",3')).toEqual([
      ['a', 'b'],
      ['x, "y"', '2'],
      ['multi\nline', '3'],
    ]);
  });

  it('gives the same rows whatever the pieces it is fed in', () => {
    const text = '\uFEFFa,"b ""q""",c\r\n"1\r\n2",,3\r\n"",x\r\n\r\nlast,"",""';
    const whole = parseCsv(text);
    for (let seed = 1; seed <= 200; seed++) {
      const parser = new CsvParser();
      let at = 0;
      let state = seed;
      while (at < text.length) {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        const size = 1 + (state % 4);
        parser.push(text.slice(at, at + size));
        at += size;
      }
      expect(parser.end(), `seed ${seed}`).toEqual(whole);
    }
  });
});
