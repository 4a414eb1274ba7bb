// Single sign-on in the console (issue 43). The sign-in page reads the server's sign-in options with one small GET
// (before the API client loads: the page's budget), and keeps the browser key startSso hands out in this tab's
// session storage while the browser is at the provider; the provider sends it back to this page with ?code&state,
// which hash-history.ts hands here before it clears the address.
import type { DataOf } from '@wallet-admin/sdk';

const BROWSER_KEY = 'wallet-admin.sso-browser-key';
/** Set by a sign-out whose provider session lives on (logout's prompt_login): this browser's next single sign-on asks
 * the provider for its own sign-in (prompt=login) instead of re-entering silently. Kept in localStorage: it outlives the
 * tab, as the provider's session does; a finished single sign-on clears it. */
const PROMPT_LOGIN = 'wallet-admin.sso-prompt-login';

export function askProviderSignInNextTime(): void {
  localStorage.setItem(PROMPT_LOGIN, '1');
}

/** The startSso body's prompt: `login` after such a sign-out. */
export function providerPrompt(): { prompt?: 'login' } {
  return localStorage.getItem(PROMPT_LOGIN) ? { prompt: 'login' } : {};
}

export function providerSignedInAgain(): void {
  localStorage.removeItem(PROMPT_LOGIN);
}

export type SignInOptions = DataOf<'getSignInOptions'>;

/** What the server offers; password sign-in alone when it cannot tell (an older server, a failure). */
export async function signInOptions(): Promise<SignInOptions> {
  const answer = (await (await fetch('/v1/admin/sso/options')).json()) as { result: number; data?: SignInOptions };
  return answer.result === 0 && answer.data ? answer.data : { sso: false, password: true };
}

export function keepBrowserKey(key: string): void {
  sessionStorage.setItem(BROWSER_KEY, key);
}

/** The provider's answer (`/?code=…&state=…&iss=…`, or `?error=…&state=…`) the page was opened with. */
let answer: string | null = null;

/** Called by hash-history.ts before it drops the query from the address: the one query the console reads. */
export function keepProviderAnswer(href: string): void {
  if (new URL(href).searchParams.has('state')) answer = href;
}

/** The provider's answer with the browser key of the sign-in this tab began, when the page was opened with one;
 * taken at once, so it is finished once whatever renders twice. */
export function takeProviderAnswer(): { url: string; browserKey: string } | null {
  const url = answer;
  answer = null;
  const browserKey = sessionStorage.getItem(BROWSER_KEY);
  sessionStorage.removeItem(BROWSER_KEY);
  return url !== null && browserKey !== null ? { url, browserKey } : null;
}
