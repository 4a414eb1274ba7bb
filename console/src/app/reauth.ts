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

/** Asks the proof inside a dialog that is already open for the action; undefined when it cannot (the account's proofs
 * are not the ones its form takes), and the shell's dialog asks. */
type InlineProof = (error: ReauthRequiredError) => Promise<boolean> | undefined;
let inline: InlineProof | undefined;

/** A dialog that confirms an action (the password of a password-confirmed delete, a remark) answers that action's
 * 40013 in its own form while it is open: one confirmation, not a second dialog over it (issue 58: deleting a contact
 * asked the password, then who it is). Returns the release, for the dialog's unmount. */
export function answerReauthInline(handler: InlineProof): () => void {
  inline = handler;
  return () => {
    if (inline === handler) inline = undefined;
  };
}

/** The client's `reauthenticate` option. Calls refused at the same time share one question. */
export function askReauth(error: ReauthRequiredError): Promise<boolean> {
  const here = inline?.(error);
  if (here) return here;
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
