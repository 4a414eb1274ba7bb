// The one API client of the console, loaded on first use (sign-in, the route data): the login page
// and the guard need only the token store. Failures are routed here once: a red toast, the
// recommendation-conflict dialog, or the end of the session. (The query client: query-client.ts.)
import { createAdminClient, isApiError, isPendingApproval } from '@wallet-admin/sdk';
import i18n, { currentLanguage } from '@/i18n';
import { failureText } from '@/lib/api-messages';
import { showRecommendConflict } from '@/layout/dialogs/recommend-conflict-store';
import { askAdminPassword, forgetAdminPassword } from './admin-password';
import { peekFlash, setFlash } from './flash';
import { askReauth } from './reauth';
import { notify } from './notify';
import { onSessionReset } from './session';
import { sessionEndedBy, sessionEndKey } from './session-end';
import { sessionExpired } from './session-events';
import { keepBrowserKey, providerPrompt, providerSignedInAgain } from './sso';
import { tokenStore } from './token-store';

export const api = createAdminClient({
  baseUrl: '', // same origin; the Vite dev server proxies /v1 to the API server
  tokenStore,
  // No signing key or secret: the signed public calls are the wallet app's, and a secret in a bundle is public.
  adminPassword: askAdminPassword,
  // An action marked x-reauth refused for an old proof of presence (40013): the dialog asks for one, then it is sent
  // again once; cancelled, it fails with its toast.
  reauthenticate: askReauth,
  // The server writes its messages (the details under a toast, a script's reading) in the console's language.
  language: () => (currentLanguage() === 'en' ? 'en' : 'zh-Hans'),
  // The one text of a failure (lib/api-messages: the server's own words, in the console's language). A write marked
  // x-approval that waits for another operator (20202) is news, not a failure: an info toast naming the request.
  // The inbox count and the rows' waiting marks are read again at once (the query client is in by then: loaded
  // here only when needed, so the login page stays without it).
  onError: (error) => {
    if (isPendingApproval(error))
      void import('./query-client').then(({ queryClient }) => queryClient.invalidateQueries({ queryKey: ['listApproval'] }));
    void failureText(error).then(({ title }) =>
      isPendingApproval(error)
        ? notify.info(title, {
            description: i18n.t('approvals.pendingDetail', { id: error.data.approval_id }),
            // Where the request is: the inbox, one click away (a second identical submit answers this same request).
            action: {
              label: i18n.t('approvals.openInbox'),
              onClick: () =>
                void Promise.all([import('./router'), import('./guard')]).then(([{ router }, { APPROVALS_PATH }]) =>
                  router.navigate({ to: APPROVALS_PATH }),
                ),
            },
          })
        : notify.error(title),
    );
  },
  // The sign-in page it lands on says why (an administrator ended it, a password reset, …), unless a message of this
  // tab's own is already waiting there (a password change's confirmation).
  onSessionExpired: (error) => {
    const reason = sessionEndKey(error);
    const by = sessionEndedBy(error);
    if (reason && !peekFlash()) setFlash(reason, by ? { name: by } : undefined);
    sessionExpired.emit();
  },
  onRecommendConflict: showRecommendConflict,
});

// The admin header password is remembered for one session only.
onSessionReset(forgetAdminPassword);

/** Single sign-on's start: the browser goes to the provider, which sends it back to this page (its address is the
 * redirect URI registered at the provider). */
export async function startSso(): Promise<void> {
  const { url, browser_key } = await api.call('startSso', {
    body: { redirect_uri: window.location.origin + window.location.pathname, ...providerPrompt() },
  });
  keepBrowserKey(browser_key);
  window.location.assign(url);
}

/** Single sign-on's finish with the address the provider sent the browser back to (its code already gone from the
 * address bar: hash-history.ts): signed in (nothing), or the refusal. */
export async function finishSso(url: string, browserKey: string): Promise<{ result: number; message: string } | undefined> {
  try {
    const data = await api.call('finishSso', { body: { url, browser_key: browserKey } });
    api.tokenStore.set({ token: data.token, userName: data.user_name ?? '', userId: data.user_id });
    providerSignedInAgain();
    return undefined;
  } catch (error) {
    // The server's own words: why the provider's answer was refused (a group without a role, a disabled account).
    if (isApiError(error)) return { result: error.result, message: error.message };
    throw error;
  }
}

/** The login page's "use a passkey": the browser's WebAuthn prompt (@simplewebauthn/browser, loaded here only), then the
 * server's verdict, as signIn answers it. A prompt the operator dismissed is a refusal without a server answer. */
export async function signInWithPasskey(): Promise<{ result: number; message: string } | undefined> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const { challenge_id, options } = await api.call('passkeyLoginOptions');
    const response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
    const data = await api.call('passkeyLogin', { body: { challenge_id, response: response as unknown as Record<string, unknown> } });
    api.tokenStore.set({ token: data.token, userName: data.user_name ?? '', userId: data.user_id });
    providerSignedInAgain();
    return undefined;
  } catch (error) {
    if (isApiError(error)) return { result: error.result, message: (await failureText(error)).title };
    return { result: -1, message: i18n.t('login.passkeyCancelled') };
  }
}

/** The re-authentication dialog's "use a passkey": the browser's WebAuthn prompt for one of the account's own passkeys,
 * then reauthenticate. True once proved; false when refused or dismissed (the toast names a server's refusal). */
export async function reauthWithPasskey(): Promise<boolean> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const options = await api.call('reauthPasskeyOptions');
    const response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
    await api.call('reauthenticate', { body: { method: 'passkey', response: response as unknown as Record<string, unknown> } });
    return true;
  } catch {
    return false;
  }
}
