// The import preview's rules: headings by field name or label, cells to body values (enum labels, chain names),
// the create schema through zod-from-contract and each address by its chain's rule (the SDK's, as the server's).
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './contract';
import { checkRows, fieldError, prepareRows, type ImportSetup } from './import-rows';

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
      { row: 2, field: 'label', reason: 'schema', message: 'required' },
      { row: 2, field: 'category', reason: 'schema', message: 'oneOf' },
    ]);
    expect(checkRows(setup, prepared.rows, 2, 3).map((e) => e.row)).toEqual([2, 2]);
  });

  it('names a row from a field path', () => {
    expect(fieldError('rows[4].category', 'bad')).toEqual({ row: 4, field: 'category', reason: 'schema', message: 'bad' });
    expect(fieldError('rows', 'bad')).toBeNull();
  });
});
