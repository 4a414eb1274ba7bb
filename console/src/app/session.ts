// The signed-in user's route data. Who is signed in lives in the SDK's cookie token store; this
// holds what the guard loads after sign-in (getUserRoutes, getUserRoleType, and the business zone: getConsoleSettings).
import type { HeldRoute, RouteFilter, RouteItem } from './routes';
import { setBusinessOffset } from '@/lib/business-time';
import { askProviderSignInNextTime } from './sso';
import { createStore } from './store';
import { tokenStore } from './token-store';

/** The API client, loaded on first use (the login page and the guard do without it). */
export const loadApi = () => import('./api').then((module) => module.api);
/** Single sign-on's start and finish, with the client (api.ts). */
export const loadSso = () => import('./api').then(({ startSso, finishSso }) => ({ startSso, finishSso }));

/** The login page's passkey sign-in, with the client (api.ts signInWithPasskey). */
export const loadPasskeySignIn = () => import('./api').then((module) => module.signInWithPasskey);

/** role_type 0 holds every screen and every meta.roles. */
const SUPER_ADMIN_ROLE_TYPE = 0;

export interface RouteData {
  tree: RouteItem[];
  held: HeldRoute[];
  roleType: number;
  /** Which routes this user may see (meta.roles). */
  visible: RouteFilter;
  /** Every screen path the console knows (screen-paths.ts), for the guard's unheld paths. */
  known: readonly string[];
}

/** undefined until loaded after sign-in, and again after sign-out. */
export const routeData = createStore<RouteData | undefined>(undefined);

/** Signed in, as far as this tab knows: the store holds who (USER_ID). The session itself is the server's HttpOnly
 * cookie, which no script reads; when it has ended, the next call says so (9999–10003) and the tab signs out. */
export function hasToken(): boolean {
  return tokenStore.get() !== null;
}

export function currentUser() {
  return tokenStore.get();
}

let loading: Promise<void> | undefined;

/**
 * Loads the user's routes and role type once per sign-in (concurrent navigations share it), with the
 * code that reads them: signed-out pages never load it.
 */
export function loadRouteData(): Promise<void> {
  // The business time zone comes with them: every screen shows and filters moments in it (lib/business-time.ts).
  const calls = () =>
    loadApi().then((api) =>
      Promise.all([
        api.call('getUserRoutes'),
        api.call('getUserRoleType'),
        api.call('getConsoleSettings').then((settings) => setBusinessOffset(settings.business_utc_offset)),
      ]),
    );
  // A signed-in tab also listens for the others' sign-out (other-tabs.ts).
  loading ??= Promise.all([calls(), import('./routes'), import('./screen-paths'), import('./other-tabs')])
    .then(([[tree, { role_type: roleType, role_code: roleCode }], { flattenRoutes, rolesFilter }, { SCREEN_PATHS }]) => {
      const visible = rolesFilter([roleCode], roleType === SUPER_ADMIN_ROLE_TYPE);
      routeData.set({ tree, held: flattenRoutes(tree, visible), roleType, visible, known: SCREEN_PATHS });
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

type ResetListener = () => void;
const resetListeners = new Set<ResetListener>();

/** Shell stores that must be emptied with the session (tabs, kept-alive pages) register here. */
export function onSessionReset(listener: ResetListener): () => void {
  resetListeners.add(listener);
  return () => void resetListeners.delete(listener);
}

/** Forgets everything of this session in this tab: the USER_NAME/USER_ID cookies, routes, and (via listeners) tabs and cached data. */
export function forgetSession(): void {
  tokenStore.clear();
  routeData.set(undefined);
  resetListeners.forEach((listener) => listener());
}

/** Forgets the session here and tells the console's other tabs to do the same (other-tabs.ts). */
export function resetSession(): void {
  forgetSession();
  void tellOtherTabs();
}

const tellOtherTabs = () => import('./other-tabs').then((tabs) => tabs.tellOtherTabs());

/** Ends the session on the server too, then starts over from the login page. */
export async function logout(): Promise<void> {
  const answer = await (await loadApi()).logout();
  forgetSession();
  await tellOtherTabs(); // before the reload ends this page
  // A session of single sign-on ends at the provider too (its end-session address), which sends the browser back here:
  // the next "Sign in with SSO" asks for the provider's sign-in again instead of re-entering silently (issue 55).
  if (answer?.end_session_url) {
    window.location.assign(providerLogoutUrl(answer.end_session_url, window.location.origin + window.location.pathname));
    return;
  }
  // A provider with no end-session address keeps its session: the next single sign-on asks for its sign-in instead.
  if (answer?.prompt_login) askProviderSignInNextTime();
  window.location.reload();
}

/** The provider's end-session address with this console as where it returns (the SSO sign-in's redirect_uri, which the
 * provider must also list as a post-logout redirect URI). */
function providerLogoutUrl(endSessionUrl: string, back: string): string {
  const url = new URL(endSessionUrl);
  url.searchParams.set('post_logout_redirect_uri', back);
  return url.href;
}
