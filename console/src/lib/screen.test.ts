import { describe, expect, it } from 'vitest';
import type { OperationContract } from './contract';
import { filterFor } from './screen';

// A list operation with one parameter of each kind the filters tell apart.
const list: OperationContract = {
  dateRange: 'created_at',
  query: {
    blockchain_id: { type: 'integer' },
    to_blockchain_id: { type: 'integer' },
    category_id: { type: 'integer' },
    lang: { type: 'string', ref: 'Language', enum: ['zh-Hans', 'en'] },
    token_id: { type: 'integer', reference: { resource: 'token', lookup: 'lookupToken', label: ['symbol'] } },
    status: { type: 'integer', enum: [0, 1] },
    address: { type: 'string' },
  },
};

describe('filterFor', () => {
  it.each([
    ['search', { input: 'search' }],
    ['created_at', { field: 'created_at', input: 'dateRange' }],
    ['category_id', { field: 'category_id', input: 'category' }],
    ['blockchain_id', { field: 'blockchain_id', input: 'chain' }],
    ['to_blockchain_id', { field: 'to_blockchain_id', input: 'chain' }],
    ['lang', { field: 'lang', input: 'language' }],
    ['token_id', { field: 'token_id', input: 'ref' }],
    ['status', { field: 'status', input: 'enum' }],
    ['address', { field: 'address', input: 'text' }],
  ])('a bare %s gets its input from the parameter', (name, filter) => {
    expect(filterFor(name, list)).toEqual(filter);
  });
});
