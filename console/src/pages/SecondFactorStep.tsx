// The sign-in's second step (issue 55), after a right password: the authenticator's code (or a recovery code), or, for
// an account without an authenticator, its enrolment (QR code and key, confirmed by a code), then the recovery codes,
// shown once. No session exists until this step passes.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Challenge } from '@/app/second-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const loadSteps = () => import('@/app/second-factor');
const WRONG_PASSWORD = 40001;

interface Props {
  challenge: Challenge;
  /** Signed in (and any recovery codes seen). */
  onDone: () => void;
  /** The pending sign-in ended (expired, used): back to the password. */
  onRestart: (message: string) => void;
}

export default function SecondFactorStep({ challenge, onDone, onRestart }: Props) {
  const { t } = useTranslation();
  const [byRecovery, setByRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<{ secret: string; qr: string }>();
  const [codes, setCodes] = useState<string[]>();

  useEffect(() => {
    if (!challenge.enrol) return;
    void loadSteps()
      .then((steps) => steps.enrolmentSecret(challenge.pending_token))
      .then(setEnrolment)
      .catch(() => onRestart(t('secondFactor.expired')));
  }, [challenge, onRestart, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = code.trim();
    if (byRecovery ? clean.length < 16 : !/^\d{6}$/.test(clean)) {
      setError(t(byRecovery ? 'secondFactor.recoveryRequired' : 'secondFactor.codeRequired'));
      return;
    }
    setBusy(true);
    try {
      const steps = await loadSteps();
      if (challenge.enrol) {
        const outcome = await steps.confirmEnrolment(challenge.pending_token, clean);
        if ('codes' in outcome) return setCodes(outcome.codes);
        if (outcome.result === WRONG_PASSWORD) return onRestart(outcome.message);
        return setError(t('secondFactor.codeWrong'));
      }
      const refused = await steps.finishWithCode(challenge.pending_token, byRecovery ? 'recovery_code' : 'totp', clean);
      if (!refused) return onDone();
      if (refused.result === WRONG_PASSWORD) return onRestart(refused.message);
      setError(refused.message);
    } finally {
      setBusy(false);
    }
  }

  if (codes)
    return (
      <section
        aria-labelledby="recovery-heading"
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6 shadow-lg shadow-black/5"
      >
        <h2 id="recovery-heading" className="text-lg font-semibold text-fg">
          {t('secondFactor.recoveryHeading')}
        </h2>
        <p className="text-sm text-fg-muted">{t('secondFactor.recoveryHint')}</p>
        <ol aria-label={t('secondFactor.recoveryHeading')} className="grid grid-cols-2 gap-2 font-mono text-sm text-fg" data-recovery-codes>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <Button variant="primary" className="w-full" onClick={onDone}>
          {t('secondFactor.saved')}
        </Button>
      </section>
    );

  const label = byRecovery ? t('secondFactor.recoveryCode') : t('secondFactor.code');
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t(challenge.enrol ? 'secondFactor.enrolHeading' : 'secondFactor.heading')}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6 shadow-lg shadow-black/5"
    >
      <h2 className="text-lg font-semibold text-fg">{t(challenge.enrol ? 'secondFactor.enrolHeading' : 'secondFactor.heading')}</h2>
      {challenge.enrol ? (
        <>
          <p className="text-sm text-fg-muted">{t('secondFactor.enrolHint')}</p>
          {enrolment && (
            <>
              <img
                src={enrolment.qr}
                alt={t('secondFactor.qrAlt')}
                width={200}
                height={200}
                className="mx-auto rounded bg-white"
                data-totp-qr
              />
              <p className="text-sm text-fg-muted">
                {t('secondFactor.keyLabel')}{' '}
                <code className="font-mono break-all text-fg" data-totp-key>
                  {enrolment.secret}
                </code>
              </p>
            </>
          )}
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t(byRecovery ? 'secondFactor.recoveryHint2' : 'secondFactor.codeHint')}</p>
      )}
      <FormField label={label} error={error} required>
        {(field) => (
          <Input
            {...field}
            name={byRecovery ? 'recovery_code' : 'code'}
            autoComplete="one-time-code"
            {...(byRecovery ? {} : { inputMode: 'numeric' as const, maxLength: 6 })}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" loading={busy} className="w-full">
        {t(challenge.enrol ? 'secondFactor.enrolSubmit' : 'secondFactor.submit')}
      </Button>
      {challenge.methods.includes('recovery_code') && (
        <Button
          className="w-full"
          onClick={() => {
            setByRecovery(!byRecovery);
            setCode('');
            setError(undefined);
          }}
        >
          {t(byRecovery ? 'secondFactor.useCode' : 'secondFactor.useRecovery')}
        </Button>
      )}
    </form>
  );
}
