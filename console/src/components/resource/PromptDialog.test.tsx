// A password-confirmed write sent to approval (20202) closes its dialog (issue 54: pressing again filed a second
// request for the same delete); any other refusal keeps it open for another try. An action that needs a fresh proof of
// presence (40013) asks the authenticator code in the same dialog, not in a second one (issue 58: deleting a contact
// asked the password, then who it is, in two dialogs).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, ReauthRequiredError, RESULT } from '@wallet-admin/sdk';
import { i18nReady, loadScreenCatalogue } from '@/i18n';
import { askReauth, reauthPrompt } from '@/app/reauth';
import { PromptDialog } from './PromptDialog';

const call = vi.hoisted(() => vi.fn(async (_operation: string, _input?: unknown) => ({ verified_at: 1, expires_at: 2 })));
vi.mock('@/app/api', () => ({ api: { call } }));

afterEach(cleanup);
beforeAll(() => Promise.all([i18nReady, loadScreenCatalogue('zh')]));

const refusal = (result: number, data?: unknown) => new ApiError({ result: result, operationId: 'deleteToken', message: 'no', data });

async function submitWith(error: ApiError) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn(() => Promise.reject(error));
  render(<PromptDialog kind="password" name="DAI" confirmLabel="删除" onCancel={onCancel} onConfirm={onConfirm} />);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(dialog.querySelector('input')!, { target: { value: 'Operator@12345' } });
  fireEvent.click(screen.getByRole('button', { name: '删除' }));
  await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  return onCancel;
}

describe('PromptDialog', () => {
  it('closes when the write waits for approval (20202)', async () => {
    const onCancel = await submitWith(refusal(RESULT.PENDING_APPROVAL, { approval_id: 7, expires_at: 1 }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('stays open on a refusal (a wrong password)', async () => {
    const onCancel = await submitWith(refusal(40003));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('asks the proof of presence in its own form when the action answers 40013, and sends the action again', async () => {
    const challenge = new ReauthRequiredError({
      result: RESULT.REAUTH_REQUIRED,
      operationId: 'deleteContact',
      message: 'confirm it is you',
      data: { methods: ['totp'] },
    });
    const sent: string[] = [];
    // What the SDK does with the console's reauthenticate option: a 40013, the question, then the call again once.
    const onConfirm = vi.fn(async (hash: string) => {
      if (!sent.length && !(await askReauth(challenge))) throw challenge;
      sent.push(hash);
    });
    render(<PromptDialog kind="password" name="Lido BD" confirmLabel="删除" onCancel={vi.fn()} onConfirm={onConfirm} />);
    fireEvent.change(await screen.findByLabelText('登录密码'), { target: { value: 'Operator@12345' } });
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const code = await screen.findByLabelText('谷歌验证码');
    // One dialog: the shell's own question was not raised over this one.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(reauthPrompt.get().answer).toBeUndefined();
    expect(screen.getByLabelText<HTMLInputElement>('登录密码').value).toBe('Operator@12345');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(call).toHaveBeenCalledWith('reauthenticate', { body: { method: 'totp', google_verify_code: '123456' } });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
