// The fixed admin header password some calls carry: asked from the operator once per session
// through a dialog (layout/dialogs/AdminPasswordDialog) and kept in memory only.
import { createStore } from './store';

interface PromptState {
  /** Resolves the pending question; undefined while nobody is asking. */
  answer?: (password: string | undefined) => void;
}

export const adminPasswordPrompt = createStore<PromptState>({});

let remembered: string | undefined;
let pending: Promise<string> | undefined;

/** The client's `adminPassword` option: the remembered value, or the operator's answer. Cancelling rejects with an
 * AbortError, which the SDK reports as the operator's decision (no red error), not as a wrong password. */
export function askAdminPassword(): Promise<string> {
  if (remembered) return Promise.resolve(remembered);
  pending ??= new Promise<string>((resolve, reject) => {
    adminPasswordPrompt.set({
      answer: (password) => {
        remembered = password || undefined;
        pending = undefined;
        adminPasswordPrompt.set({});
        if (remembered) resolve(remembered);
        else reject(new DOMException('the admin password prompt was cancelled', 'AbortError'));
      },
    });
  });
  return pending;
}

export function forgetAdminPassword(): void {
  remembered = undefined;
}
