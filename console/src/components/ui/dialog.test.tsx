// A dialog raised on one page does not stay over another (issue 58): hidden while its page is kept alive behind
// another tab, and closed (onOpenChange(false)) when the page shows again.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { ScreenContext, type ScreenInfo } from '@/app/screen-context';
import { Dialog } from './dialog';

const page = (active: boolean, visit = 1): ScreenInfo => ({
  path: '/app/splash',
  pattern: '/app/splash',
  params: {},
  title: '闪屏',
  component: 'app/splash',
  active,
  visit,
});

describe('Dialog', () => {
  it('closes when the operator leaves its page and does not come back with the page', async () => {
    const onOpenChange = vi.fn();
    const at = (active: boolean, visit: number) => (
      <ScreenContext value={page(active, visit)}>
        <Dialog open onOpenChange={onOpenChange} title="编辑">
          <input aria-label="名称" />
        </Dialog>
      </ScreenContext>
    );
    const { rerender } = render(at(true, 1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => rerender(at(false, 1)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => rerender(at(true, 2)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
  it('closes when its page was left and shown again before it rendered hidden (a busy browser)', async () => {
    const onOpenChange = vi.fn();
    const at = (visit: number) => (
      <ScreenContext value={page(true, visit)}>
        <Dialog open onOpenChange={onOpenChange} title="编辑">
          <input aria-label="名称" />
        </Dialog>
      </ScreenContext>
    );
    const { rerender } = render(at(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => rerender(at(2)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
  it('outside a page (the layout’s own dialogs) stays as it is', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="设置">
        <p>x</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
