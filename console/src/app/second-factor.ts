// The sign-in's second step (issue 55): a right password answers 20203 with a pending sign-in, finished here with a
// code of the authenticator or a recovery code, or, for an account without an authenticator, by enrolling one (its
// secret as a QR code and as text, confirmed by a code; then the recovery codes, shown once). Loaded with the client.
import { isApiError, RESULT, type Schema } from '@wallet-admin/sdk';
import { failureText } from '@/lib/api-messages';
import { api } from './api';

export type Challenge = Schema<'SecondFactorChallenge'>;

/** What the password step gave: signed in, a refusal (as api.signIn answers it), or the pending sign-in. */
export type PasswordOutcome =
  { kind: 'signedIn' } | { kind: 'refused'; result: number; message: string } | { kind: 'second'; challenge: Challenge };

export async function passwordStep(user: string, password: string): Promise<PasswordOutcome> {
  try {
    await api.login(user, password);
    return { kind: 'signedIn' };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.result === RESULT.SECOND_FACTOR_REQUIRED) return { kind: 'second', challenge: error.data as Challenge };
    return { kind: 'refused', result: error.result, message: (await failureText(error)).title };
  }
}

const keep = (data: Schema<'LoginData'>) => api.tokenStore.set({ token: data.token, userName: data.user_name ?? '', userId: data.user_id });

/** Finishes with a code (`totp`) or a recovery code: nothing when signed in, else the refusal's result and words. */
export async function finishWithCode(
  pending_token: string,
  method: 'totp' | 'recovery_code',
  code: string,
): Promise<{ result: number; message: string } | undefined> {
  try {
    keep(await api.call('completeSignIn', { body: { pending_token, method, code: code.trim() } }));
    return undefined;
  } catch (error) {
    if (isApiError(error)) return { result: error.result, message: (await failureText(error)).title };
    throw error;
  }
}

/** A fresh secret to enrol, with its QR code as an SVG data address (qrcode, loaded here only). */
export async function enrolmentSecret(pending_token: string): Promise<{ secret: string; qr: string }> {
  const [{ secret, otpauth_uri }, QRCode] = await Promise.all([
    api.call('signInTotpOptions', { body: { pending_token } }),
    import('qrcode'),
  ]);
  const svg = await QRCode.toString(otpauth_uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, qr: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` };
}

/** Confirms the enrolled authenticator: the recovery codes to show once (the session is kept already), or a refusal. */
export async function confirmEnrolment(
  pending_token: string,
  code: string,
): Promise<{ codes: string[] } | { result: number; message: string }> {
  try {
    const data = await api.call('enrolSignInTotp', { body: { pending_token, code: code.trim() } });
    keep(data);
    return { codes: data.recovery_codes };
  } catch (error) {
    if (isApiError(error)) return { result: error.result, message: (await failureText(error)).title };
    throw error;
  }
}
