// A row's status toggle says what it does in the status's own words (issue 58: an AppKey read 显示/隐藏, not 启用/停用).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { rowSchema } from '@/lib/screen';
import { appkey } from '@/screens/system/appkey';
import { blockchain } from '@/screens/system/blockchain';
import { useLabels } from './labels';
import { RowActions } from './RowActions';
import { renderAt } from './test-utils';

vi.mock('@/app/api', () => ({ api: { call: vi.fn(async () => ({ list: [], total: 0 })) } }));
afterEach(cleanup);

function Actions({ of, status }: { of: typeof appkey | typeof blockchain; status: number }) {
  const labels = useLabels(of.key);
  return (
    <RowActions
      row={{ id: 1, status } as never}
      name="K"
      actions={['toggleStatus']}
      labels={labels}
      onIntent={() => undefined}
      status={rowSchema(of)?.properties?.status}
    />
  );
}

describe('RowActions toggle', () => {
  it('an AppKey is 停用 while enabled and 启用 while disabled', async () => {
    await renderAt('/', () => <Actions of={appkey} status={0} />);
    expect(screen.getByRole('button').textContent).toBe('停用');
    cleanup();
    await renderAt('/', () => <Actions of={appkey} status={1} />);
    expect(screen.getByRole('button').textContent).toBe('启用');
  });
  it('a shown row is hidden with 隐藏 and a hidden one shown with 显示', async () => {
    await renderAt('/', () => <Actions of={blockchain} status={0} />);
    expect(screen.getByRole('button').textContent).toBe('隐藏');
    cleanup();
    await renderAt('/', () => <Actions of={blockchain} status={1} />);
    expect(screen.getByRole('button').textContent).toBe('显示');
  });
});
