// Re-authentication ("sudo mode"): an action the contract marks x-reauth answers 40013 when the session's proof of
// presence is too old. The API client's `reauthenticate` option lands here: the dialog (layout/dialogs/ReauthDialog)
// asks for the proof the account can give, calls reauthenticate, and the client sends the action again, once.
import type { ReauthChallenge, ReauthRequiredError } from '@wallet-admin/sdk';
import { createStore } from './store';

interface PromptState {
  /** The proofs the account may give, while the dialog asks; undefined while nobody is asking. */
  methods?: ReauthChallenge['methods'];
  /** Ends the question: true once presence was proved, false when the operator cancelled. */
  answer?: (proved: boolean) => void;
}

export const reauthPrompt = createStore<PromptState>({});

let pending: Promise<boolean> | undefined;

/** The client's `reauthenticate` option. Calls refused at the same time share one question. */
export function askReauth(error: ReauthRequiredError): Promise<boolean> {
  pending ??= new Promise<boolean>((resolve) => {
    reauthPrompt.set({
      methods: error.data.methods,
      answer: (proved) => {
        pending = undefined;
        reauthPrompt.set({});
        resolve(proved);
      },
    });
  });
  return pending;
}
