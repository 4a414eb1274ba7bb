import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenSkeleton, skeletonKindOf } from './skeleton';

describe('screen skeleton', () => {
  it('picks the outline from the route pattern', () => {
    expect(skeletonKindOf('/dashboard')).toBe('cards');
    expect(skeletonKindOf('/system/blockchain')).toBe('list');
    expect(skeletonKindOf('/app/version/{path}')).toBe('form');
    expect(skeletonKindOf('/application/dapp/{path}/{id*}')).toBe('form');
    expect(skeletonKindOf('/system/blockchain/add*')).toBe('form');
    expect(skeletonKindOf('/app/messagePushInfo')).toBe('form');
    expect(skeletonKindOf('/token/tokenadd')).toBe('form');
    expect(skeletonKindOf('/token/tokendetail')).toBe('form');
    expect(skeletonKindOf('/flashCash/ordertracking')).toBe('list');
  });
  it('is one status for screen readers, with table rows for a list and fields for a form', () => {
    const { container, unmount } = render(<ScreenSkeleton kind="list" label="加载中…" />);
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
    expect(container.querySelectorAll('.border-t').length).toBe(8);
    unmount();
    const form = render(<ScreenSkeleton kind="form" label="加载中…" />);
    expect(form.container.querySelectorAll('.space-y-2').length).toBe(6);
  });
});
