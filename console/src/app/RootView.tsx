// Everything every page shares: the outlet and the document title of the pages outside the signed-in frame (the
// frame titles its screens, Layout.tsx). (Toasts: notify.ts.)
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { findHeldRoute } from './guard';
import { routeData } from './session';
import { useStore } from './store';

/** Titles of the fixed pages, by path (catalogue keys). */
const FIXED_TITLES: Record<string, string> = {
  '/login': 'route.login',
  '/404': 'route.notFound',
  '/401': 'route.unauthorized',
  '/auth-redirect': 'route.authRedirect',
};

function useDocumentTitle(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const held = useStore(routeData, (data) => data?.held);
  const { t } = useTranslation();
  useEffect(() => {
    const fixed = FIXED_TITLES[pathname];
    if (!fixed && held && findHeldRoute(held, pathname)) return;
    document.title = fixed ? `${t(fixed)} - ${t('app.title')}` : t('app.title');
  }, [pathname, held, t]);
}

export function RootView() {
  useDocumentTitle();
  return <Outlet />;
}
