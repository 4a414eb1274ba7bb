import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

const glyph = () => document.querySelector('button[role="checkbox"] path')?.getAttribute('d');

describe('Checkbox', () => {
  it('shows a tick when checked and a dash when indeterminate', () => {
    const { rerender } = render(<Checkbox checked onCheckedChange={() => undefined} aria-label="x" />);
    expect(glyph()).toBe('M20 6 9 17l-5-5');
    rerender(<Checkbox checked="indeterminate" onCheckedChange={() => undefined} aria-label="x" />);
    expect(document.querySelector('button[role="checkbox"]')?.getAttribute('aria-checked')).toBe('mixed');
    expect(glyph()).toBe('M5 12h14');
    rerender(<Checkbox checked={false} onCheckedChange={() => undefined} aria-label="x" />);
    expect(glyph()).toBeUndefined();
  });
  it('is named by its label (issue 58: the role screen boxes had no accessible names)', () => {
    render(<Checkbox checked={false} onCheckedChange={() => undefined} label={<span>区块链管理</span>} />);
    const box = screen.getByRole('checkbox');
    expect(document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('区块链管理');
    expect(screen.getByRole('checkbox', { name: '区块链管理' })).toBe(box);
  });
});
