// The chain picker lists the chains in the chain list's order (issue 58: TRON first, Ethereum last in the token form).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { EnumSelectProps } from './EnumSelect';
import { ChainPicker } from './ChainPicker';
import { renderAt } from '../test-utils';

const seen = vi.hoisted(() => ({ options: [] as EnumSelectProps['options'] }));
vi.mock('./EnumSelect', () => ({
  EnumSelect: (props: EnumSelectProps) => {
    seen.options = props.options;
    return null;
  },
}));
const chains = [
  { id: 1, name: 'Ethereum', symbol: 'ETH', sort: 1 },
  { id: 2, name: 'BNB Chain', symbol: 'BNB', sort: 2 },
  { id: 8, name: 'TRON', symbol: 'TRX', sort: 8 },
];
const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));
afterEach(cleanup);

describe('ChainPicker', () => {
  it('asks for the chains in their list order and offers Ethereum first', async () => {
    call.mockImplementation(async (_: string, input: { query: { sort?: string; order?: string } }) => ({
      list: input.query.sort === 'sort' && input.query.order === 'asc' ? chains : [...chains].reverse(),
      total: 3,
    }));
    await renderAt('/', () => <ChainPicker value={undefined} onChange={() => undefined} />);
    await waitFor(() => expect(seen.options.map((o) => o.label)).toEqual(['Ethereum (ETH)', 'BNB Chain (BNB)', 'TRON (TRX)']));
    expect(call).toHaveBeenCalledWith(
      'lookupBlockChain',
      expect.objectContaining({ query: { start: 0, count: 1000, sort: 'sort', order: 'asc' } }),
    );
  });
});
