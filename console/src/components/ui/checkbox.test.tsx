import { render } from '@testing-library/react';
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
});
