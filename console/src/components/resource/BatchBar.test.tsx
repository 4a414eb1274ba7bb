// Bulk actions on a list's selected rows (issue 58): the DApp list deletes the selected DApps, one request each.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadGroupCatalogue } from '@/i18n/groups';
import { dapp } from '@/screens/application/dapp';
import { BatchBar } from './BatchBar';
import { useLabels } from './labels';
import { renderAt } from './test-utils';

const call = vi.hoisted(() => vi.fn(async (_operation: string, _input?: unknown) => null));
vi.mock('@/app/api', () => ({ api: { call } }));
afterEach(cleanup);

function Bar({ onDone }: { onDone: () => void }) {
  const labels = useLabels(dapp.key);
  return <BatchBar screen={dapp} labels={labels} selected={new Set([4, 9])} onDone={onDone} />;
}

describe('BatchBar', () => {
  it('offers 显示, 隐藏 and 删除 on the selected DApps; 删除 deletes each after one confirmation', async () => {
    await loadGroupCatalogue('application');
    const onDone = vi.fn();
    await renderAt('/', () => <Bar onDone={onDone} />);
    const bar = screen.getByRole('region');
    for (const name of ['显示', '隐藏', '删除']) expect(within(bar).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(call.mock.calls.filter(([op]) => op === 'deleteApplication').map(([, input]) => (input as { path: unknown }).path)).toEqual([
      { id: 4 },
      { id: 9 },
    ]);
  });
});
