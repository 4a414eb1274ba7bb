// The fixed admin header password some calls carry: asked from the operator once per session
// through a dialog (layout/dialogs/AdminPasswordDialog) and kept in memory only.
import { createStore } from './store';

interface PromptState {
  /** Resolves the pending question; undefined while nobody is asking. */
  answer?: (password: string | undefined) => void;
}

export const adminPasswordPrompt = createStore<PromptState>({});

let remembered: string | undefined;
let pending: Promise<string | undefined> | undefined;

/** The client's `adminPassword` option: the remembered value, or the operator's answer. */
export function askAdminPassword(): Promise<string | undefined> {
  if (remembered) return Promise.resolve(remembered);
  pending ??= new Promise<string | undefined>((resolve) => {
    adminPasswordPrompt.set({
      answer: (password) => {
        remembered = password || undefined;
        pending = undefined;
        adminPasswordPrompt.set({});
        resolve(remembered);
      },
    });
  });
  return pending;
}

export function forgetAdminPassword(): void {
  remembered = undefined;
}
