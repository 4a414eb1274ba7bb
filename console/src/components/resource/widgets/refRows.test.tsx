import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FieldSchema } from '@/lib/contract';
import { refLabel, useRefRow } from './refRows';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));

const token: NonNullable<FieldSchema['reference']> = { resource: 'token', lookup: 'lookupToken', label: ['symbol'] };
const application: NonNullable<FieldSchema['reference']> = { resource: 'application', lookup: 'lookupApplication', label: ['title'] };

function Name({ reference, id }: { reference: NonNullable<FieldSchema['reference']>; id: number }) {
  const row = useRefRow(reference, id);
  return <span>{row ? refLabel(reference, row) : `#${id}`}</span>;
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('useRefRow', () => {
  it('fetches the labels of a page of cells with one lookup call per referenced resource', async () => {
    call.mockImplementation(async (operationId: string, input: { query: { ids: string } }) => ({
      list: input.query.ids.split(',').map((id) => ({ id: Number(id), symbol: `T${id}`, title: `App ${id}` })),
      total: 0,
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        {Array.from({ length: 50 }, (_, i) => (
          <Name key={`t${i}`} reference={token} id={(i % 25) + 1} />
        ))}
        {Array.from({ length: 5 }, (_, i) => (
          <Name key={`a${i}`} reference={application} id={i + 7} />
        ))}
      </QueryClientProvider>,
    );
    expect(await screen.findAllByText('T25')).toHaveLength(2);
    await screen.findByText('App 11');
    expect(call).toHaveBeenCalledTimes(2);
    const ids = (operationId: string) =>
      (call.mock.calls.find(([op]) => op === operationId)![1] as { query: { ids: string; count: number } }).query;
    expect(
      ids('lookupToken')
        .ids.split(',')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(ids('lookupToken').count).toBe(25);
    expect(ids('lookupApplication')).toMatchObject({ ids: '7,8,9,10,11', count: 5 });
  });
});
