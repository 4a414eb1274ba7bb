// The signed-in user's route data. The token itself lives in the SDK's cookie token store; this
// holds what the guard loads after sign-in (getUserRoutes, getUserRoleType).
import { api } from './api';
import { forgetAdminPassword } from './admin-password';
import { flattenRoutes, rolesFilter, type HeldRoute, type RouteFilter, type RouteItem } from './routes';
import { createStore } from './store';

/** role_type 0 holds every screen and every meta.roles. */
export const SUPER_ADMIN_ROLE_TYPE = 0;

export interface RouteData {
  tree: RouteItem[];
  held: HeldRoute[];
  roleType: number;
  /** Which routes this user may see (meta.roles). */
  visible: RouteFilter;
}

/** undefined until loaded after sign-in, and again after sign-out. */
export const routeData = createStore<RouteData | undefined>(undefined);

export function hasToken(): boolean {
  return Boolean(api.tokenStore.get()?.token);
}

export function currentUser() {
  return api.tokenStore.get();
}

let loading: Promise<void> | undefined;

/** Loads the user's routes and role type once per sign-in (concurrent navigations share it). */
export function loadRouteData(): Promise<void> {
  loading ??= Promise.all([api.call('getUserRoutes'), api.call('getUserRoleType')])
    .then(([tree, { role_type: roleType, role_code: roleCode }]) => {
      const visible = rolesFilter([roleCode], roleType === SUPER_ADMIN_ROLE_TYPE);
      routeData.set({ tree, held: flattenRoutes(tree, visible), roleType, visible });
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

/** Forgets everything of this session locally: token cookies, routes, and (via listeners) tabs and cached data. */
export function resetSession(): void {
  api.tokenStore.clear();
  routeData.set(undefined);
  forgetAdminPassword();
  resetListeners.forEach((listener) => listener());
}

/** Ends the session on the server too, then starts over from the login page. */
export async function logout(): Promise<void> {
  await api.logout();
  resetSession();
  window.location.reload();
}
