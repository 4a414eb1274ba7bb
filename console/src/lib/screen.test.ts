import { describe, expect, it } from 'vitest';
import type { OperationContract } from './contract';
import { filterFor, rowName } from './screen';

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

describe('rowName', () => {
  const resource = {
    name: 'token_price',
    operations: {},
    entity: {
      label: ['price', 'remark'],
      properties: {
        token_id: { type: 'integer' as const, reference: { resource: 'token', lookup: 'lookupToken' as const, label: ['symbol'] } },
      },
    },
  };
  const row = { id: 4, token_id: 3, price: '95.5', remark: 'audit price' };
  it("names a row by its entity's x-label, else by the description's fields with a reference's row by its label", () => {
    expect(rowName({ resource }, row)).toBe('95.5 · audit price');
    expect(
      rowName({ resource, label: ['token_id', 'price'] }, row, (field, id) => (field === 'token_id' && id === 3 ? 'USDT' : undefined)),
    ).toBe('USDT · 95.5');
    // Not looked up yet: the id as the reference cell shows it, never a bare number.
    expect(rowName({ resource, label: ['token_id', 'price'] }, row)).toBe('#3 · 95.5');
  });
});

describe('a screen with review', () => {
  it('reviews selected rows too: one batch action a move, sent once a row, a rejection with its remark', async () => {
    const { merchant } = await import('@/screens/otc/merchant');
    const flow = merchant.resource.transitions!;
    const batch = merchant.batch ?? [];
    expect(batch.map((a) => a.label)).toEqual(flow.moves.map((move) => `screens.ui.${move.name}`));
    expect(batch.every((a) => a.each && a.operation === merchant.operations.update)).toBe(true);
    const reject = batch.find((a) => a.field)!;
    expect(reject).toMatchObject({ field: flow.remark, tone: 'danger' });
    const move = flow.moves.find((m) => `review-${m.name}` === reject.id)!;
    expect(reject.input([7], '资料不全')).toEqual({ body: { id: 7, [flow.field]: move.to, [flow.remark!]: '资料不全' } });
  });
});
