// A row with a request waiting for approval is marked on screens whose entity's data is guarded (x-approval-policy),
// not only on those with an x-approval operation (issue 54: a token delete sent to approval got no 待审批 mark).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { blockchain } from '@/screens/system/blockchain';
import { tokenlist } from '@/screens/token/token';
import { renderAt } from './test-utils';
import { useWaitingRows } from './waiting';

const call = vi.fn(async (_operation: string, input: { query: { resource: string } }) => ({
  list: [{ id: 1, target: `${input.query.resource}:5` }],
  total: 1,
}));
vi.mock('@/app/api', () => ({ api: { call: (...args: unknown[]) => call(...(args as Parameters<typeof call>)) } }));
afterEach(cleanup);

function Marks({ screen = tokenlist }: { screen?: typeof tokenlist | typeof blockchain }) {
  const waiting = useWaitingRows(screen);
  return <p>{[...waiting].join(',') || 'none'}</p>;
}

describe('useWaitingRows', () => {
  it("marks a token whose delete waits for approval (the entity's approval policy)", async () => {
    await renderAt('/token/tokenlist', () => <Marks />);
    expect(await screen.findByText('5')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('listApproval', expect.objectContaining({ query: expect.objectContaining({ resource: 'token' }) }));
  });

  it('marks a chain whose delete waits for approval (deleteBlockChain is x-approval)', async () => {
    await renderAt('/system/blockchain', () => <Marks screen={blockchain} />);
    expect(await screen.findByText('5')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'listApproval',
      expect.objectContaining({ query: expect.objectContaining({ resource: 'block_chain' }) }),
    );
  });
});
