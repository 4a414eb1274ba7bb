import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import type { ScreenInfo } from './screen-context';
import { ScreenOutlet } from './ScreenOutlet';

const info = (component: string): ScreenInfo => ({
  path: '/x/y',
  pattern: '/x/y',
  params: {},
  title: '某页面',
  component,
  active: true,
  visit: 1,
});

describe('ScreenOutlet', () => {
  it('says a held route whose component this version lacks is not available', async () => {
    render(<ScreenOutlet info={info('no-such-group/screen')} />);
    expect(await screen.findByText('当前版本暂不支持此页面')).toBeTruthy();
    expect(screen.getByText(/某页面/).textContent).toContain('no-such-group/screen');
  });

  it('says the same for an unknown component of a known group', async () => {
    // The dashboard group's chunk loads first (the component suspends meanwhile).
    await act(async () => {
      render(<ScreenOutlet info={info('dashboard/no-such-screen')} />);
    });
    expect(await screen.findByText('当前版本暂不支持此页面', {}, { timeout: 5000 })).toBeTruthy();
  });
});
