import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPasswordPrompt, askAdminPassword, forgetAdminPassword } from './admin-password';

const answer = (password: string | undefined) => {
  const pending = adminPasswordPrompt.get().answer;
  if (!pending) throw new Error('nobody is asking');
  pending(password);
};

describe('askAdminPassword', () => {
  beforeEach(forgetAdminPassword);

  it('asks once for concurrent calls and remembers the answer for the session', async () => {
    const first = askAdminPassword();
    const second = askAdminPassword();
    answer('secret');
    expect(await Promise.all([first, second])).toEqual(['secret', 'secret']);
    expect(adminPasswordPrompt.get().answer).toBeUndefined();
    expect(await askAdminPassword()).toBe('secret');
  });

  it('refuses the call when cancelled and asks again next time', async () => {
    const cancelled = askAdminPassword();
    answer(undefined);
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    const again = askAdminPassword();
    expect(adminPasswordPrompt.get().answer).toBeTypeOf('function');
    answer('later');
    expect(await again).toBe('later');
  });

  it('is not asked again after a reload of the tab (issue 58: asked three times in a session)', async () => {
    const asked = askAdminPassword();
    answer('secret');
    await asked;
    vi.resetModules();
    const reloaded = await import('./admin-password');
    expect(await reloaded.askAdminPassword()).toBe('secret');
    expect(reloaded.adminPasswordPrompt.get().answer).toBeUndefined();
    reloaded.forgetAdminPassword();
    vi.resetModules();
    const signedOut = await import('./admin-password');
    void signedOut.askAdminPassword().catch(() => undefined);
    expect(signedOut.adminPasswordPrompt.get().answer).toBeTypeOf('function');
    signedOut.adminPasswordPrompt.get().answer?.(undefined);
  });

  it('forgets the password with the session', async () => {
    const asked = askAdminPassword();
    answer('secret');
    await asked;
    forgetAdminPassword();
    const again = askAdminPassword();
    expect(adminPasswordPrompt.get().answer).toBeTypeOf('function');
    answer(undefined);
    await expect(again).rejects.toMatchObject({ name: 'AbortError' });
  });
});
