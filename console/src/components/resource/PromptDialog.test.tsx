// A password-confirmed write sent to approval (20202) closes its dialog (issue 54: pressing again filed a second
// request for the same delete); any other refusal keeps it open for another try.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, RESULT } from '@wallet-admin/sdk';
import { PromptDialog } from './PromptDialog';

afterEach(cleanup);

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
});
