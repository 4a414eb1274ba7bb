import { describe, expect, it } from 'vitest';
import blockChain from 'virtual:contract/block_chain';
import { checkScreen } from './screen-checks';
import { defineScreen } from './screen';

describe('checkScreen', () => {
  it('reports what does not match the contract', () => {
    const broken = defineScreen<Record<string, unknown>>({
      route: '/system/blockchain',
      resource: blockChain,
      operations: { get: 'getWalletInfo' },
      list: {
        columns: [{ field: 'nmae' }, { field: 'status', sortable: true }],
        filters: [
          { field: 'blockchain_id', input: 'chain' },
          { field: 'created_at', input: 'dateRange' },
        ],
        sort: { field: 'decimals', order: 'asc' },
      },
      form: { fields: ['name', 'rpc'] },
      actions: ['create', 'export', { id: 'noop', label: 'x', scope: 'row' }],
      pages: { form: '/system/blockchain/new' },
    });
    expect(checkScreen(broken, ['system/blockchain'])).toEqual([
      'get: getWalletInfo needs permission /system/address, the screen is /system/blockchain',
      'get: getWalletInfo is not an operation of block_chain',
      'column nmae: not a field of the entity',
      'column status: sortable, but not in x-sort',
      'filter blockchain_id: not a parameter of the list',
      "filter created_at: not the list's x-date-range",
      'sort decimals: not in x-sort',
      'form field rpc: not in the request body',
      'action noop: does nothing',
      'page /system/blockchain/new: no such screen component',
    ]);
  });
});
