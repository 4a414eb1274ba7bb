// A list's confirmation answers its action's 40013 itself (issue 58): the authenticator code is asked in the same
// dialog, and the action is sent again once it is proved, with no second dialog over the confirmation.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReauthRequiredError, RESULT, type Schema } from '@wallet-admin/sdk';
import { askReauth, reauthPrompt } from '@/app/reauth';
import { loadGroupCatalogue } from '@/i18n/groups';
import { dapp } from '@/screens/application/dapp';
import { useLabels } from './labels';
import { ScreenDialogs } from './ScreenDialogs';
import { renderAt } from './test-utils';
import type { Row, useRowMutations } from './useRowMutations';

const call = vi.hoisted(() => vi.fn(async (_operation: string, _input?: unknown) => ({ verified_at: 1, expires_at: 2 })));
vi.mock('@/app/api', () => ({ api: { call } }));

const challenge = new ReauthRequiredError({
  result: RESULT.REAUTH_REQUIRED,
  operationId: 'deleteApplication',
  message: 'confirm it is you',
  data: { methods: ['totp'] },
});
const removed: number[] = [];
// What the client does with the console's reauthenticate option: a 40013, the question, then the call again once.
const mutations = {
  remove: async (row: Row) => {
    if (!removed.length && !(await askReauth(challenge))) throw challenge;
    removed.push(row.id);
  },
} as unknown as ReturnType<typeof useRowMutations<Schema<'Application'>, Schema<'ApplicationCreate'>>>;

function Dialogs({ onClose }: { onClose: () => void }) {
  const labels = useLabels(dapp.key);
  return (
    <ScreenDialogs
      screen={dapp}
      labels={labels}
      dialog={{ kind: 'delete', row: { id: 7, title: 'Uniswap' } as Schema<'Application'> }}
      onClose={onClose}
      mutations={mutations}
      navigate={() => undefined}
    />
  );
}

describe('ScreenDialogs', () => {
  it('asks the proof of presence in the delete confirmation itself, then deletes', async () => {
    await loadGroupCatalogue('application');
    const onClose = vi.fn();
    await renderAt('/', () => <Dialogs onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    const code = await within(dialog).findByLabelText('谷歌验证码');
    expect(reauthPrompt.get().answer).toBeUndefined();
    expect(screen.getAllByRole('dialog').length + screen.queryAllByRole('alertdialog').length).toBe(1);
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(removed).toEqual([7]);
    expect(call).toHaveBeenCalledWith('reauthenticate', { body: { method: 'totp', google_verify_code: '654321' } });
  });
});
