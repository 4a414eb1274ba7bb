// The proof of presence asked inside a confirmation that is already open: an action marked x-reauth answered 40013
// while its dialog (a password-confirmed delete, a remark, a confirmation) waits for it, so the authenticator code is
// asked there, below what the dialog already asks, and one more press proves it and lets the client send the action
// again. One confirmation, not the shell's second dialog over this one (issue 58: deleting a contact asked the
// password, then who it is). A passkey-only or recovery-only account gets the shell's dialog (layout/dialogs/ReauthDialog).
import { useEffect, useState, type ReactNode } from 'react';
import { answerReauthInline } from '@/app/reauth';
import { useTranslation } from '@/i18n/react';
import { FormField, Input } from '@/components/ui';

interface InlineProof {
  /** The action waits for the code: the dialog's button proves it (prove) instead of starting the action again. */
  asking: boolean;
  proving: boolean;
  prove: () => Promise<void>;
  /** The dialog closes: the waiting action gives up (its refusal's toast says so). */
  cancel: () => void;
  /** The code's field while asking, else null. */
  field: ReactNode;
}

export function useInlineProof(): InlineProof {
  const { t } = useTranslation();
  // The action's call waits: answer(true) sends it again, answer(false) gives up.
  const [proof, setProof] = useState<{ answer: (proved: boolean) => void }>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [proving, setProving] = useState(false);

  useEffect(
    () =>
      answerReauthInline((challenge) =>
        challenge.data.methods.includes('totp') ? new Promise<boolean>((answer) => setProof({ answer })) : undefined,
      ),
    [],
  );

  const prove = async () => {
    if (!proof) return;
    if (!/^\d{6}$/.test(code)) return setError(t('reauth.codeRequired'));
    setProving(true);
    try {
      const { api } = await import('@/app/api');
      await api.call('reauthenticate', { body: { method: 'totp', google_verify_code: code } });
      setProof(undefined);
      setCode('');
      proof.answer(true);
    } catch {
      // The toast names the failure; the field says to try again.
      setError(t('reauth.codeWrong'));
    } finally {
      setProving(false);
    }
  };

  const field = proof ? (
    <FormField label={t('reauth.code')} help={t('reauth.inline')} error={error} required>
      {(ids) => (
        <Input
          {...ids}
          name="google_verify_code"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
        />
      )}
    </FormField>
  ) : null;

  return { asking: Boolean(proof), proving, prove, cancel: () => proof?.answer(false), field };
}
