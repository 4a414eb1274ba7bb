// The navigation guard as a pure decision over the session, so every rule is unit-tested; the root
// route's beforeLoad (router.tsx) performs what it decides.
import { bestMatch } from './route-match';
import type { HeldRoute } from './routes';

export interface GuardState {
  hasToken: boolean;
  /** undefined until the user's routes were loaded after sign-in. */
  held: readonly HeldRoute[] | undefined;
  /** Every screen path the console knows (screen-paths.ts), loaded with the routes. */
  known?: readonly string[] | undefined;
}

export interface GuardTarget {
  pathname: string;
  /** pathname + query, kept in `?redirect=` so sign-in returns exactly there. */
  href: string;
  redirect?: string | undefined;
}

export type GuardDecision = { type: 'allow' } | { type: 'load' } | { type: 'redirect'; to: string; redirect?: string };

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
/** The approvals inbox (pages/ApprovalsPage): any signed-in user; it lists the requests of the screens they hold. */
export const APPROVALS_PATH = '/approvals';
/** Reachable without a session. */
const PUBLIC_PATHS = new Set([LOGIN_PATH, '/auth-redirect']);
/** Shell pages that need a session but not the route data. */
const SHELL_PATHS = new Set(['/404', '/401']);

/** Only same-app paths may be a sign-in target (never another site, never the login page). */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith(LOGIN_PATH)) return HOME_PATH;
  return target;
}

export function findHeldRoute(held: readonly HeldRoute[], pathname: string) {
  return bestMatch(held, (route) => route.path, pathname);
}

export function decideNavigation(state: GuardState, target: GuardTarget): GuardDecision {
  const { pathname } = target;
  if (!state.hasToken) {
    return PUBLIC_PATHS.has(pathname) ? { type: 'allow' } : { type: 'redirect', to: LOGIN_PATH, redirect: target.href };
  }
  if (pathname === LOGIN_PATH) return { type: 'redirect', to: safeRedirect(target.redirect) };
  if (PUBLIC_PATHS.has(pathname) || SHELL_PATHS.has(pathname)) return { type: 'allow' };
  if (!state.held) return { type: 'load' };
  // `/`, `/permission` and `/redirect/…` only forward to a screen, which is guarded in turn.
  if (pathname === '/' || pathname === '/permission' || pathname.startsWith('/redirect/')) return { type: 'allow' };
  if (pathname === APPROVALS_PATH) return { type: 'allow' };
  if (findHeldRoute(state.held, pathname)) return { type: 'allow' };
  // Without even the home screen, sending the user home would loop.
  if (pathname === HOME_PATH) return { type: 'redirect', to: '/401' };
  const known = bestMatch(state.known ?? [], (path) => path, pathname);
  return { type: 'redirect', to: known ? HOME_PATH : '/404' };
}
