// The import preview's rules: headings by field name or label, cells to body values (enum labels, chain names),
// the create schema through zod-from-contract and each address by its chain's rule (the SDK's, as the server's).
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './contract';
import { checkRows, fieldError, goodRows, prepareRows, type ImportSetup } from './import-rows';

const body: FieldSchema = {
  type: 'object',
  required: ['blockchain_id', 'address', 'label', 'category'],
  properties: {
    blockchain_id: { type: 'integer', minimum: 1 },
    address: { type: 'string', minLength: 1, maxLength: 128, address: 'blockchain_id' },
    label: { type: 'string', minLength: 1, maxLength: 64 },
    category: {
      type: 'string',
      enum: ['exchange', 'defi'],
      enumLabels: { exchange: '交易所', defi: 'DeFi' },
      enumLabelsEn: { exchange: 'Exchange' },
    },
  },
};
const chains = new Map([
  ['1', { id: 1, platform: 1 }],
  ['ethereum', { id: 1, platform: 1 }],
  ['21', { id: 21, platform: 8 }],
]);
const setup: ImportSetup = {
  body,
  headings: (field) => [field, { blockchain_id: '链', address: '地址', label: '标签', category: '类型' }[field] ?? field],
  enumLabels: (schema, value) => [schema.enumLabels?.[String(value)] ?? '', schema.enumLabelsEn?.[String(value)] ?? ''],
  chain: (cell) => chains.get(cell.trim().toLowerCase()),
  rules: {
    required: 'required',
    minLength: () => 'short',
    maxLength: () => 'long',
    pattern: 'pattern',
    oneOf: 'oneOf',
    integer: 'integer',
    number: 'number',
    min: () => 'min',
    max: () => 'max',
    url: 'url',
    maxItems: () => 'items',
    dateTime: 'dateTime',
    endBeforeStart: 'end',
    notAbove: () => 'above',
  },
  addressMessage: (rule) => `address: ${rule}`,
  unknownMessage: (field, schema, typed) => `${schema.enum ? 'no option' : 'no chain'} ${typed} (${field})`,
};

describe('import preview', () => {
  it('reads headings by name or label and cells by value or label, and lists each row refused with its field', () => {
    const sheet = [
      ['链', 'address', '标签', '类型', 'ignored'],
      ['Ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'Good', '交易所', 'x'],
      [null, null, null, null, null],
      ['1', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'Bad checksum', 'Exchange', ''],
      [21, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '', 'bank', ''],
    ];
    const prepared = prepareRows(setup, sheet);
    expect(prepared.columns).toEqual(['blockchain_id', 'address', 'label', 'category', null]);
    expect(prepared.rows).toHaveLength(3);
    expect(prepared.lines).toEqual([2, 4, 5]);
    const errors = checkRows(setup, prepared.rows);
    expect(prepared.rows[0]).toEqual({
      blockchain_id: 1,
      address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      label: 'Good',
      category: 'exchange',
    });
    expect(errors).toEqual([
      { row: 1, field: 'address', reason: 'address', rule: 'evmChecksum', message: 'address: evmChecksum' },
      { row: 2, field: 'category', reason: 'schema', message: 'no option bank (category)' },
      { row: 2, field: 'label', reason: 'schema', message: 'required' },
    ]);
    // What the operator typed, for the preview and the error report (not the stored codes).
    expect(prepared.typed[0]).toEqual({
      blockchain_id: 'Ethereum',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      label: 'Good',
      category: '交易所',
    });
    expect(prepared.typed[2]).toMatchObject({ blockchain_id: '21', category: 'bank' });
    expect(checkRows(setup, prepared.rows, 2, 3).map((e) => e.row)).toEqual([2, 2]);
  });

  it('names an unknown chain in words, by name or by id, instead of the number rule', () => {
    const prepared = prepareRows(setup, [
      ['链', '地址', '标签', '类型'],
      ['Solana', 'So1anaAddre55', 'x', 'exchange'],
      ['77', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'y', 'exchange'],
    ]);
    expect(checkRows(setup, prepared.rows)).toEqual([
      { row: 0, field: 'blockchain_id', reason: 'schema', message: 'no chain Solana (blockchain_id)' },
      { row: 1, field: 'blockchain_id', reason: 'schema', message: 'no chain 77 (blockchain_id)' },
    ]);
  });

  it("sends the rows without problems and puts the import's answer back at their sheet indexes", () => {
    const rows = [{ a: 0 }, { a: 1 }, { a: 2 }, { a: 3 }];
    const local = [{ row: 1, field: 'a', reason: 'schema' as const, message: 'bad' }];
    const good = goodRows(rows, local);
    expect(good.indexes).toEqual([0, 2, 3]);
    expect(good.rows).toEqual([{ a: 0 }, { a: 2 }, { a: 3 }]);
    // The server's row 2 (sheet index 3) repeats its row 0 (sheet index 0).
    expect(good.merge([{ row: 2, field: 'a', reason: 'duplicate', first: 0, message: 'a repeats row 0' }])).toEqual([
      local[0],
      { row: 3, field: 'a', reason: 'duplicate', first: 0, message: 'a repeats row 0' },
    ]);
    expect(good.merge([{ row: 1, field: 'a', reason: 'exists', message: 'a already exists' }]).map((e) => e.row)).toEqual([1, 2]);
  });

  it('names a row from a field path', () => {
    expect(fieldError('rows[4].category', 'bad')).toEqual({ row: 4, field: 'category', reason: 'schema', message: 'bad' });
    expect(fieldError('rows', 'bad')).toBeNull();
  });
});
