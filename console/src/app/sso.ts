// Single sign-on in the console (issue 43). The sign-in page reads the server's sign-in options with one small GET
// (before the API client loads: the page's budget), and keeps the browser key startSso hands out in this tab's
// session storage while the browser is at the provider; the provider sends it back to this page with ?code&state.
import type { DataOf } from '@wallet-admin/sdk';

const BROWSER_KEY = 'wallet-admin.sso-browser-key';

export type SignInOptions = DataOf<'getSignInOptions'>;

/** What the server offers; password sign-in alone when it cannot tell (an older server, a failure). */
export async function signInOptions(): Promise<SignInOptions> {
  const answer = (await (await fetch('/v1/admin/sso/options')).json()) as { result: number; data?: SignInOptions };
  return answer.result === 0 && answer.data ? answer.data : { sso: false, password: true };
}

export function keepBrowserKey(key: string): void {
  sessionStorage.setItem(BROWSER_KEY, key);
}

/** The browser key of a sign-in this tab began, when the provider has just sent the browser back (state in the
 * address); taken at once, so the answer is used once whatever renders twice. */
export function takeBrowserKey(): string | null {
  if (!new URLSearchParams(window.location.search).has('state')) return null;
  const key = sessionStorage.getItem(BROWSER_KEY);
  sessionStorage.removeItem(BROWSER_KEY);
  return key;
}
