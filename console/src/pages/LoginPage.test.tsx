// The sign-in page (issue 55): under SSO_ONLY it leads with single sign-on and marks the password form as the
// break-glass account's; a session an administrator ended lands here naming them. (Chinese: the console's default.)
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFlash } from '@/app/flash';

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn(), useSearch: () => ({}) }));
const options = vi.hoisted(() => ({ current: { sso: true, password: false } }));
vi.mock('@/app/sso', () => ({
  signInOptions: () => Promise.resolve(options.current),
  takeProviderAnswer: () => null,
}));

const { default: LoginPage } = await import('./LoginPage');

afterEach(() => sessionStorage.clear());

describe('the sign-in page', () => {
  it('leads with single sign-on under SSO_ONLY, the password form after it for the break-glass account', async () => {
    options.current = { sso: true, password: false };
    render(<LoginPage />);
    const sso = await screen.findByRole('button', { name: '使用单点登录' });
    const account = screen.getByRole('textbox', { name: '账号' });
    expect(sso.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('以下密码登录仅供应急账号使用。')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '使用单点登录' })).toHaveLength(1);
  });

  it('keeps the password form first when passwords are open to every account', async () => {
    options.current = { sso: true, password: true };
    render(<LoginPage />);
    const sso = await screen.findByRole('button', { name: '使用单点登录' });
    const account = screen.getByRole('textbox', { name: '账号' });
    expect(sso.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(screen.queryByText('以下密码登录仅供应急账号使用。')).toBeNull();
  });

  it('names the administrator who ended the session', async () => {
    options.current = { sso: false, password: true };
    setFlash('sessionEnded.admin_by', { name: 'root.ops' });
    const first = render(<LoginPage />);
    expect((await screen.findByRole('status')).textContent).toBe('管理员 root.ops 结束了您的会话，请重新登录');
    // A reload of the login page says it again (the page mounts anew, nothing left it); leaving it forgets it.
    const reloaded = render(<LoginPage />);
    expect(await reloaded.findAllByText('管理员 root.ops 结束了您的会话，请重新登录')).toHaveLength(2);
    first.unmount();
    reloaded.unmount();
    render(<LoginPage />);
    await screen.findByRole('textbox', { name: '账号' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
