import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadScreenCatalogue } from '@/i18n';
import { Pagination } from './Pagination';

beforeAll(() => loadScreenCatalogue('zh'));
afterEach(cleanup);

const buttons = () => screen.getAllByRole('button', { name: /^跳转到第 \d+ 页$/ }).map((b) => b.textContent);

describe('Pagination', () => {
  it('an exact total shows its last page', () => {
    render(<Pagination page={1} size={10} total={95} onChange={() => undefined} />);
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(buttons()).toEqual(['1', '2', '3', '10']);
  });

  it('a bounded total says "more than" and offers the next page however far, never a last page', () => {
    const onChange = vi.fn();
    render(<Pagination page={1000} size={10} total={10_000} more rows={10} onChange={onChange} />);
    expect(screen.getByText('超过 10,000 条')).toBeTruthy();
    expect(buttons()).toEqual(['1', '998', '999', '1000', '1001']);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenCalledWith({ page: 1001, size: 10 });
  });

  it('past the bound, a short page is the last one', () => {
    render(<Pagination page={1500} size={10} total={10_000} more rows={3} onChange={() => undefined} />);
    expect(buttons()).toEqual(['1', '1498', '1499', '1500']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '下一页' }).disabled).toBe(true);
  });
});
