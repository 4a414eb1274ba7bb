// Sign-in: account + password (hashed by the SDK). Empty fields are flagged under each field;
// a wrong password under the password field; throttling (40029) stays visible above the button.
// When the server offers single sign-on, a button sends the browser to the provider; back here with its answer
// (?code&state), the page finishes the sign-in, or shows why it was refused. Under SSO_ONLY (the server says password
// sign-in is for the break-glass account alone) the page leads with single sign-on and the password form follows it,
// marked as the break-glass way in. A session ended by an administrator lands here saying who (the flash's name).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { clearFlash, flashParams, peekFlash } from '@/app/flash';
import { safeRedirect } from '@/app/guard';
import { loadApi, loadPasskeySignIn, loadSso } from '@/app/session';
import type { Challenge } from '@/app/second-factor';
import { signInOptions, takeProviderAnswer, type SignInOptions } from '@/app/sso';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { BrandMark } from './BrandMark';
import { LanguageToggle } from './LanguageToggle';
import { PasswordInput } from './PasswordInput';
import SecondFactorStep from './SecondFactorStep';

const WRONG_PASSWORD = 40001;
const TOO_MANY_ATTEMPTS = 40029;

interface LoginErrors {
  account?: string;
  password?: string;
  form?: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const [flash] = useState(peekFlash);
  const [flashValues] = useState(flashParams);
  // Gone once the login page is left (signed in, or elsewhere), not when shown: a reload of the login page still says
  // why the session ended (the page may have landed here by a background call before the operator reloaded).
  useEffect(() => clearFlash, []);
  const [options, setOptions] = useState<SignInOptions>();
  const [ssoPending, setSsoPending] = useState(false);
  // A right password's pending sign-in (issue 55): the second step replaces the form until it passes.
  const [challenge, setChallenge] = useState<Challenge>();
  useEffect(() => {
    void signInOptions()
      .then(setOptions)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    const answer = takeProviderAnswer();
    if (answer === null) return;
    setSsoPending(true);
    void (async () => {
      try {
        const refused = await (await loadSso()).finishSso(answer.url, answer.browserKey);
        if (!refused) return void (await navigate({ href: safeRedirect(redirect), replace: true }));
        setErrors({ form: refused.message });
      } catch {
        setErrors({ form: t('screen.loadFailed') });
      }
      setSsoPending(false);
    })();
    // Runs again only to find the answer taken: the provider's answer is finished once.
  }, [navigate, redirect, t]);

  // SSO_ONLY: single sign-on is the way in; the password form is the break-glass account's.
  const ssoOnly = options?.sso === true && !options.password;

  async function startSso() {
    setSsoPending(true);
    try {
      await (await loadSso()).startSso();
    } catch {
      // A refusal is a toast already (api onError); the client not loading says nothing else.
      setSsoPending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: LoginErrors = {};
    if (!account.trim()) missing.account = t('login.accountRequired');
    if (!password) missing.password = t('login.passwordRequired');
    setErrors(missing);
    if (missing.account || missing.password) return;
    setPending(true);
    try {
      const outcome = await (await import('@/app/second-factor')).passwordStep(account.trim(), password);
      const refused = outcome.kind === 'refused' ? outcome : undefined;
      if (outcome.kind === 'signedIn') await navigate({ href: safeRedirect(redirect), replace: true });
      else if (outcome.kind === 'second') {
        setPassword('');
        setChallenge(outcome.challenge);
      }
      // Every refusal is also a toast (api onError); these two deserve to stay on the form.
      else if (refused?.result === WRONG_PASSWORD) setErrors({ password: refused.message });
      else if (refused?.result === TOO_MANY_ATTEMPTS) setErrors({ form: t('login.throttled', { reason: refused.message }) });
    } catch {
      // The client itself did not load (offline, a new deployment): nothing else would say so.
      setErrors({ form: t('screen.loadFailed') });
    } finally {
      setPending(false);
    }
  }

  /** A passkey in place of account and password (WebAuthn): the authenticator names the account. */
  async function passkeySignIn() {
    setErrors({});
    setPending(true);
    try {
      const refused = await (await loadPasskeySignIn())();
      if (!refused) await navigate({ href: safeRedirect(redirect), replace: true });
      else setErrors({ form: refused.result === WRONG_PASSWORD ? t('login.passkeyRefused') : refused.message });
    } catch {
      setErrors({ form: t('screen.loadFailed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="relative flex min-h-screen items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-primary-100),transparent_60%),linear-gradient(180deg,var(--color-page),var(--color-page))] px-4 py-12 dark:bg-[radial-gradient(ellipse_at_top,color-mix(in_srgb,var(--color-primary-900)_60%,transparent),transparent_60%)]">
      <div className="absolute top-4 right-4">
        <LanguageToggle />
      </div>
      <main className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark size={48} />
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('login.heading')}</h1>
          <p className="text-sm text-fg-muted">{t('login.subtitle')}</p>
        </div>
        {flash && (
          <p role="status" className="mb-4 rounded-md border border-success/30 bg-success-soft px-3 py-2 text-center text-sm text-success">
            {t(flash, flashValues)}
          </p>
        )}
        {!challenge && ssoOnly && (
          <div className="mb-4 flex flex-col gap-2">
            <Button type="button" variant="primary" loading={ssoPending} className="w-full" onClick={() => void startSso()}>
              {ssoPending ? t('login.ssoPending') : t('login.sso')}
            </Button>
            <p className="text-center text-xs text-fg-muted">{t('login.breakGlass')}</p>
          </div>
        )}
        {challenge ? (
          <SecondFactorStep
            challenge={challenge}
            onDone={() => void navigate({ href: safeRedirect(redirect), replace: true })}
            onRestart={(message) => {
              setChallenge(undefined);
              setErrors({ form: message });
            }}
          />
        ) : (
          /* The API client loads with the first keystroke, so signing in does not wait for it. */
          <form
            noValidate
            onSubmit={submit}
            onInput={() => void loadApi().catch(() => undefined)}
            className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6 shadow-lg shadow-black/5"
            aria-label={t('route.login')}
          >
            <FormField label={t('login.account')} error={errors.account} required>
              {(field) => (
                <Input
                  {...field}
                  name="user_name"
                  autoComplete="username"
                  autoFocus
                  placeholder={t('login.accountPlaceholder')}
                  value={account}
                  onChange={(e) => setAccount(e.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('login.password')} error={errors.password} required>
              {(field) => (
                <PasswordInput
                  {...field}
                  name="password"
                  autoComplete="current-password"
                  placeholder={t('login.passwordPlaceholder')}
                  value={password}
                  onChange={setPassword}
                />
              )}
            </FormField>
            {errors.form && (
              <p role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
                {errors.form}
              </p>
            )}
            <Button type="submit" variant={ssoOnly ? 'default' : 'primary'} loading={pending} className="mt-1 w-full">
              {pending ? t('login.submitting') : t('login.submit')}
            </Button>
            <Button disabled={pending} className="w-full" onClick={() => void passkeySignIn()}>
              {t('login.usePasskey')}
            </Button>
            {options?.sso && !ssoOnly && (
              <>
                <p className="text-center text-xs text-fg-muted">{t('login.or')}</p>
                <Button type="button" variant="default" loading={ssoPending} className="w-full" onClick={() => void startSso()}>
                  {ssoPending ? t('login.ssoPending') : t('login.sso')}
                </Button>
              </>
            )}
          </form>
        )}
        <p className="mt-6 text-center text-xs text-fg-muted">{t('login.footer')}</p>
      </main>
    </div>
  );
}
