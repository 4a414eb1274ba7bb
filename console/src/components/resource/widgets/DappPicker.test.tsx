// The DApp picker (banners, the hot list, recommendations) searches as the spec's DApp search is called (issue 58):
// through pickApplication (the app's DApp search for an operator) with start 0, count 100 and version 10.0.0, in the
// form's language, not the lookup with count 20; the chosen row's id is the answer's hid.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { rowSchema } from '@/lib/screen';
import { contact } from '@/screens/application/contact';
import { bannerList as banner } from '@/screens/banner/list';
import { renderAt } from '../test-utils';
import RefPicker from './RefPicker';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));
afterEach(() => call.mockReset());

const reference = rowSchema(banner)?.properties?.application_id?.reference;
let form: UseFormReturn<Record<string, unknown>>;
function Harness() {
  form = useForm<Record<string, unknown>>({ defaultValues: { application_id: 0, lang: 'en' } });
  const value = form.watch('application_id');
  return (
    <FormProvider {...form}>
      <label htmlFor="dapp">DApp</label>
      <RefPicker
        id="dapp"
        name="application_id"
        reference={reference!}
        value={value}
        onChange={(v) => form.setValue('application_id', v)}
        onBlur={() => undefined}
        invalid={false}
      />
    </FormProvider>
  );
}

describe('the DApp picker', () => {
  it('searches with pickApplication as the spec calls the DApp search, and keeps the chosen hid', async () => {
    expect(reference).toMatchObject({ resource: 'application', search: 'pickApplication' });
    call.mockImplementation(async (operationId: string) =>
      operationId === 'pickApplication' ? { list: [{ hid: 42, title: 'Uniswap' }], total: 1 } : { list: [], total: 0 },
    );
    await renderAt('/', () => <Harness />);
    const box = screen.getByRole('combobox', { name: 'DApp' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Uni' } });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'pickApplication',
        expect.objectContaining({ query: { start: 0, count: 100, version: '10.0.0', key: 'Uni', lang: 'en' } }),
      ),
    );
    expect(call).not.toHaveBeenCalledWith('lookupApplication', expect.objectContaining({ query: expect.objectContaining({ count: 20 }) }));
    fireEvent.click(await screen.findByRole('option', { name: /Uniswap/ }));
    expect(form.getValues('application_id')).toBe(42);
  });
  it("is the lookup on a field that may name any DApp (a contact's: x-ref-search false), hidden ones included", () => {
    const ofContact = rowSchema(contact)?.properties?.application_id?.reference;
    expect(ofContact).toMatchObject({ resource: 'application', lookup: 'lookupApplication' });
    expect(ofContact?.search).toBeUndefined();
  });
});
