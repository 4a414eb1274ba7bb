// The fixed admin header password some calls carry: asked from the operator once per session through a dialog
// (layout/dialogs/AdminPasswordDialog), kept for the tab's session in sessionStorage (a reload asked again when it
// was in memory only: three prompts in one morning) and forgotten with the session (sign-out, expiry).
import { createStore } from './store';

interface PromptState {
  /** Resolves the pending question; undefined while nobody is asking. */
  answer?: (password: string | undefined) => void;
}

export const adminPasswordPrompt = createStore<PromptState>({});

const KEY = 'adminHeaderPassword';
const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage refused (a sandboxed frame): the memory alone
  }
};

let remembered: string | undefined = storage()?.getItem(KEY) ?? undefined;
let pending: Promise<string> | undefined;

/** The client's `adminPassword` option: the remembered value, or the operator's answer. Cancelling rejects with an
 * AbortError, which the SDK reports as the operator's decision (no red error), not as a wrong password. */
export function askAdminPassword(): Promise<string> {
  if (remembered) return Promise.resolve(remembered);
  pending ??= new Promise<string>((resolve, reject) => {
    adminPasswordPrompt.set({
      answer: (password) => {
        remembered = password || undefined;
        if (remembered) storage()?.setItem(KEY, remembered);
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
  storage()?.removeItem(KEY);
}
