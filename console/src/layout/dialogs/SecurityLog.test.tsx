// 我的账户's security log (issue 55): the account's own events in the catalogue's words, newest first, the
// administrator named beside what they did; the security mail address read and saved with setSecurityEmail.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';

const call = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@/app/api', () => ({ api: { call } }));
vi.mock('@/app/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/query', () => ({
  operationQuery: (operationId: string) => ({
    queryKey: [operationId],
    queryFn: async () => ({
      email: 'ops@wallet.example.com',
      events: [
        {
          id: 9,
          created_at: Date.UTC(2026, 11, 7, 8, 0),
          kind: 'factors_reset',
          operation: 'resetSecondFactors',
          ip: '10.0.0.1',
          by: 'root.ops',
        },
        { id: 8, created_at: Date.UTC(2026, 11, 7, 7, 0), kind: 'sign_in', operation: 'completeSignIn', ip: '10.0.0.2', by: null },
      ],
    }),
  }),
}));

const { SecurityLog } = await import('./SecurityLog');

describe('SecurityLog', () => {
  it('lists the events in its own words, names the administrator, and saves the mail address', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SecurityLog />
      </QueryClientProvider>,
    );
    await screen.findByText('二次验证被重置');
    const events = screen.getByRole('list', { name: '安全事件（最新在前）' });
    const rows = [...events.querySelectorAll('li')].map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('二次验证被重置');
    expect(rows[0]).toContain('操作人：root.ops');
    expect(rows[1]).toContain('登录');
    expect(rows[1]).not.toContain('操作人');
    const address = screen.getByRole('textbox', { name: '安全邮件地址' });
    expect((address as HTMLInputElement).value).toBe('ops@wallet.example.com');
    fireEvent.change(address, { target: { value: ' me@wallet.example.com ' } });
    await act(async () => screen.getByRole('button', { name: '保存地址' }).click());
    expect(call).toHaveBeenCalledWith('setSecurityEmail', { body: { email: 'me@wallet.example.com' } });
  });
});
