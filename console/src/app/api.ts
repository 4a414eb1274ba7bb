// The one API client of the console, loaded on first use (sign-in, the route data): the login page
// and the guard need only the token store. Failures are routed here once: a red toast, the
// recommendation-conflict dialog, or the end of the session. (The query client: query-client.ts.)
import { createAdminClient } from '@wallet-admin/sdk';
import { showRecommendConflict } from '@/layout/dialogs/recommend-conflict-store';
import { askAdminPassword, forgetAdminPassword } from './admin-password';
import { notify } from './notify';
import { onSessionReset } from './session';
import { sessionExpired } from './session-events';
import { tokenStore } from './token-store';

export const api = createAdminClient({
  baseUrl: '', // same origin; the Vite dev server proxies /v1 to the API server
  tokenStore,
  appKey: 'console',
  appSecret: import.meta.env.VITE_APP_SECRET ?? 'wallet-admin-console-demo-secret',
  adminPassword: askAdminPassword,
  onError: (error) => notify.error(error.message),
  onSessionExpired: () => sessionExpired.emit(),
  onRecommendConflict: showRecommendConflict,
});

// The admin header password is remembered for one session only.
onSessionReset(forgetAdminPassword);
