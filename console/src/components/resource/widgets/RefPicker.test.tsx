import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { FieldSchema } from '@/lib/contract';
import { renderAt } from '../test-utils';
import RefPicker from './RefPicker';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));
afterEach(() => call.mockReset());

type Reference = NonNullable<FieldSchema['reference']>;
const token = (id: number) => ({
  id,
  symbol: `T${id}`,
  name: `Token ${id}`,
  blockchain_id: id <= 30 ? 1 : 2,
  address: '',
  logo: '',
  status: 0,
});
const ALL = Array.from({ length: 40 }, (_, i) => token(i + 1));

/** A fake lookup: filters by ids (the comma-separated list a label is read by), blockchain_id and key (symbol),
 * pages by start/count. */
function fakeLookup() {
  call.mockImplementation(async (_operationId: string, input: { query?: Record<string, unknown> }) => {
    const { ids, blockchain_id: chain, key = '', start = 0, count = 10 } = input.query ?? {};
    const wanted = typeof ids === 'string' ? new Set(ids.split(',').map(Number)) : null;
    const rows = ALL.filter(
      (row) =>
        (wanted === null || wanted.has(row.id)) && (chain === undefined || row.blockchain_id === chain) && row.symbol.includes(String(key)),
    );
    return { list: rows.slice(Number(start), Number(start) + Number(count)), total: rows.length };
  });
}

let form: UseFormReturn<Record<string, unknown>>;
function Harness({ reference, initial }: { reference: Reference; initial: Record<string, unknown> }) {
  form = useForm<Record<string, unknown>>({ defaultValues: initial });
  const value = form.watch('token_id');
  return (
    <FormProvider {...form}>
      <label htmlFor="token">代币</label>
      <RefPicker
        id="token"
        name="token_id"
        reference={reference}
        value={value}
        onChange={(v) => form.setValue('token_id', v)}
        onBlur={() => undefined}
        invalid={false}
      />
    </FormProvider>
  );
}

describe('RefPicker', () => {
  it("shows the label of its value, pages through the lookup and fills the form's other references from the chosen row", async () => {
    fakeLookup();
    const reference: Reference = { resource: 'token', lookup: 'lookupToken', label: ['symbol', 'name'] };
    await renderAt('/', () => <Harness reference={reference} initial={{ token_id: 3, blockchain_id: '' }} />);
    const box = screen.getByRole('combobox', { name: '代币' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('T3 · Token 3'));
    fireEvent.change(box, { target: { value: 'T' } });
    // The search goes out once the typing settles.
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('lookupToken', expect.objectContaining({ query: { start: 0, count: 20, key: 'T' } })),
    );
    await screen.findByRole('option', { name: /T20 · Token 20/ });
    expect(screen.queryByRole('option', { name: /T21 ·/ })).toBeNull(); // a page of 20
    fireEvent.click(screen.getByRole('button', { name: '更多…' }));
    fireEvent.click(await screen.findByRole('option', { name: /T35 · Token 35/ }));
    expect(form.getValues()).toEqual({ token_id: 35, blockchain_id: 2 });
    expect((box as HTMLInputElement).value).toBe('T35 · Token 35');
  });

  it("as the child of a parent → child pair, lists only the parent's rows and forgets its value when the parent changes", async () => {
    fakeLookup();
    const reference: Reference = { resource: 'token', lookup: 'lookupToken', label: ['symbol'], scope: 'blockchain_id' };
    await renderAt('/', () => <Harness reference={reference} initial={{ token_id: '', blockchain_id: '' }} />);
    const box = screen.getByRole('combobox', { name: '代币' });
    expect((box as HTMLInputElement).disabled).toBe(true); // no parent yet
    act(() => form.setValue('blockchain_id', 2));
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    fireEvent.focus(box);
    fireEvent.click(await screen.findByRole('option', { name: /T31/ }));
    expect(screen.queryByRole('option', { name: /T1 / })).toBeNull();
    expect(call).toHaveBeenCalledWith('lookupToken', expect.objectContaining({ query: expect.objectContaining({ blockchain_id: 2 }) }));
    expect(form.getValues('token_id')).toBe(31);
    act(() => form.setValue('blockchain_id', 1));
    await waitFor(() => expect(form.getValues('token_id')).toBeUndefined());
  });

  it('selects the shown label when focused, so typing searches afresh', async () => {
    fakeLookup();
    const reference: Reference = { resource: 'token', lookup: 'lookupToken', label: ['symbol', 'name'] };
    await renderAt('/', () => <Harness reference={reference} initial={{ token_id: 3, blockchain_id: '' }} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: '代币' });
    await waitFor(() => expect(box.value).toBe('T3 · Token 3'));
    act(() => box.focus());
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
  });

  it('lists exact and prefix matches first: "Eth" puts Ethereum first and Enter takes it (issue 56)', async () => {
    // The server's lookup matches the name or the coin and answers in its own order: the L2s whose coin is ETH first.
    const chains = [
      { id: 24, name: 'zkSync Era', symbol: 'ETH' },
      { id: 16, name: 'Arbitrum One', symbol: 'ETH' },
      { id: 1, name: 'Ethereum', symbol: 'ETH' },
    ];
    call.mockImplementation(async () => ({ list: chains, total: chains.length }));
    const reference: Reference = { resource: 'block_chain', lookup: 'lookupBlockChain', label: ['name'] };
    await renderAt('/', () => <Harness reference={reference} initial={{ token_id: '' }} />);
    const box = screen.getByRole('combobox', { name: '代币' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Eth' } });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('lookupBlockChain', expect.objectContaining({ query: expect.objectContaining({ key: 'Eth' }) })),
    );
    await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toContain('Ethereum'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ethereum #1', 'zkSync Era #24', 'Arbitrum One #16']);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(form.getValues('token_id')).toBe(1);
  });
});
