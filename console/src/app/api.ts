// The one API client of the console. Failures are routed here once: a red toast, the
// recommendation-conflict dialog, or the end of the session. (The query client: query-client.ts.)
import { createAdminClient, createCookieTokenStore } from '@wallet-admin/sdk';
import { showRecommendConflict } from '@/layout/dialogs/recommend-conflict-store';
import { askAdminPassword } from './admin-password';
import { notify } from './notify';
import { sessionExpired } from './session-events';

export const api = createAdminClient({
  baseUrl: '', // same origin; the Vite dev server proxies /v1 to the API server
  tokenStore: createCookieTokenStore(),
  appKey: 'console',
  appSecret: import.meta.env.VITE_APP_SECRET ?? 'wallet-admin-console-demo-secret',
  adminPassword: askAdminPassword,
  onError: (error) => notify.error(error.message),
  onSessionExpired: () => sessionExpired.emit(),
  onRecommendConflict: showRecommendConflict,
});
