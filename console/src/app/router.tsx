// Code-based route tree with hash history. Fixed routes are declared here; every screen is served
// by the catch-all under the layout, which resolves the path against the user's route data.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadScreenCatalogue } from '@/i18n';
import LoginPage from '@/pages/LoginPage';
import { decideNavigation, HOME_PATH, LOGIN_PATH, type GuardTarget } from './guard';
import { hashHistory } from './hash-history';
import { RootView } from './RootView';
import { forgetSession, hasToken, loadApi, loadRouteData, resetSession, routeData } from './session';
import { sessionExpired, signedOutElsewhere } from './session-events';

interface LoginSearch {
  redirect?: string;
}

/** /login?redirect=<where the user was going>, replacing the current entry. */
const toLogin = (redirectTo: string) => redirect({ to: LOGIN_PATH, search: { redirect: redirectTo }, replace: true });

/** The signed-in frame (sidebar, top bar, tags, pages). */
const Layout = lazyRouteComponent(() => import('@/layout/Layout'));

async function guard(target: GuardTarget): Promise<void> {
  const state = () => {
    const data = routeData.get();
    return { hasToken: hasToken(), held: data?.held, known: data?.known };
  };
  let decision = decideNavigation(state(), target);
  if (decision.type === 'load') {
    // Signed in: the frame's code downloads while the routes load, not after them.
    void Layout.preload?.();
    try {
      await loadRouteData();
    } catch {
      // Without routes the console cannot show anything: sign out and start over.
      const api = await loadApi().catch(() => undefined);
      void api?.logout();
      resetSession();
      throw toLogin(target.href);
    }
    decision = decideNavigation(state(), target);
  }
  if (decision.type !== 'redirect') return;
  throw decision.redirect === undefined ? redirect({ href: decision.to, replace: true }) : toLogin(decision.redirect);
}

const rootRoute = createRootRoute({
  beforeLoad: ({ location, search }) =>
    guard({ pathname: location.pathname, href: location.href, redirect: (search as LoginSearch).redirect }),
  component: RootView,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // Where a signed-out visit starts: part of the entry, not one more request after it.
  component: LoginPage,
});

const authRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth-redirect',
  component: lazyRouteComponent(() => import('@/pages/AuthRedirectPage')),
});
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '404',
  component: lazyRouteComponent(() => import('@/pages/NotFoundPage')),
});
const unauthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '401',
  component: lazyRouteComponent(() => import('@/pages/UnauthorizedPage')),
});

const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'layout',
  // The screens' catalogue is only needed from here on (the login page stays small).
  loader: () => loadScreenCatalogue(),
  component: Layout,
});

const homeRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ href: HOME_PATH, replace: true });
  },
});

const permissionRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'permission',
  beforeLoad: () => {
    throw redirect({ href: '/permission/role', replace: true });
  },
});

/** Refresh helper: lands here and immediately goes back to the path, remounting its page. */
const redirectRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'redirect/$',
  component: lazyRouteComponent(() => import('@/pages/RedirectPage')),
});

/** The approvals inbox (x-approval requests of the screens the user holds), opened from the top bar. */
const approvalsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'approvals',
  component: lazyRouteComponent(() => import('@/pages/ApprovalsPage')),
});

/** Every screen: the layout's ScreenHost renders it (and keeps visited ones alive). */
const screenRoute = createRoute({ getParentRoute: () => layoutRoute, path: '$', component: () => null });

const routeTree = rootRoute.addChildren([
  loginRoute,
  authRedirectRoute,
  notFoundRoute,
  unauthorizedRoute,
  layoutRoute.addChildren([homeRoute, permissionRoute, redirectRoute, approvalsRoute, screenRoute]),
]);

export const router = createRouter({
  routeTree,
  history: hashHistory(),
  defaultPreload: false,
  scrollRestoration: false,
});

export { redirectRoute };

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

function signInAgain(forget: () => void) {
  const { pathname, href } = router.state.location;
  forget();
  if (pathname !== LOGIN_PATH) void router.navigate({ to: LOGIN_PATH, search: { redirect: href }, replace: true });
}
// The API client cleared the token: forget the rest (in every tab) and sign in again, coming back here after.
sessionExpired.subscribe(() => signInAgain(resetSession));
// Another tab signed out: this one follows without waiting for its next call to fail.
signedOutElsewhere.subscribe(() => signInAgain(forgetSession));
