// The signed-in frame: sidebar, top bar, tags bar, the kept-alive pages and the shell's dialogs.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { adminPasswordPrompt } from '@/app/admin-password';
import { reauthPrompt } from '@/app/reauth';
import { findHeldRoute } from '@/app/guard';
import { isRowPage, pageTitles, shownTitle } from '@/app/page-title';
import { layout, settings, setSidebarOpened } from '@/app/preferences';
import { queryClient } from '@/app/query-client';
import { flattenRoutes } from '@/app/routes';
import { onSessionReset, routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { cx } from '@/components/ui/cx';
import { startFocusMemory } from '@/components/ui/focus-memory';
import { recommendConflict } from './dialogs/recommend-conflict-store';
import { Navbar } from './navbar/Navbar';
import { ScreenHost } from './ScreenHost';
import { Sidebar } from './sidebar/Sidebar';
import { pinAffixTabs, tabFor, visitTab } from './tags/tags-store';
import { TagsView } from './tags/TagsView';
import { useResponsiveDevice } from './use-responsive-device';

const AdminPasswordDialog = lazy(() => import('./dialogs/AdminPasswordDialog'));
const RecommendConflictDialog = lazy(() => import('./dialogs/RecommendConflictDialog'));
const ReauthDialog = lazy(() => import('./dialogs/ReauthDialog'));

// Dialogs give the focus back to what opened them, even when the page re-rendered it meanwhile.
startFocusMemory();

// Cached answers belong to the session that fetched them.
onSessionReset(() => queryClient.clear());

/** Records the visited tab of each screen location (and pins the affix tabs once routes load). */
function useVisitedTabs(): void {
  const held = useStore(routeData, (data) => data?.held);
  const location = useRouterState({ select: (state) => state.location });
  useEffect(() => {
    if (held) pinAffixTabs(held);
  }, [held]);
  useEffect(() => {
    const match = held && findHeldRoute(held, location.pathname);
    if (match) visitTab(tabFor(match.item, location.pathname, location.href));
  }, [held, location.pathname, location.href]);
}

/** The held routes' titles follow the console's language (meta.titleEn in English): sidebar, tags, breadcrumb,
 * headings and menu search read them from the route data. */
function useRouteTitlesInLanguage(language: string): void {
  const titledIn = useRef(language);
  useEffect(() => {
    if (titledIn.current === language) return;
    titledIn.current = language;
    routeData.set((data) => data && { ...data, held: flattenRoutes(data.tree, data.visible, language) });
  }, [language]);
}

/** `<page> - <app>` for the screens (the page's own title when it gave one, see page-title.ts; the app's alone while a
 * page of a row loads); RootView titles the pages outside the frame. */
function useDocumentTitle(pathname: string): void {
  const { t } = useTranslation();
  const held = useStore(routeData, (data) => data?.held);
  const titles = useStore(pageTitles, (all) => all);
  const search = useRouterState({ select: (state) => state.location.search });
  useEffect(() => {
    const match = held && findHeldRoute(held, pathname);
    if (!match) return;
    const title = shownTitle(titles, pathname, match.item.title, isRowPage(match.item.path, match.params, search));
    document.title = title === undefined ? t('app.title') : `${title} - ${t('app.title')}`;
  }, [held, titles, pathname, search, t]);
}

function ShellDialogs() {
  const conflict = useStore(recommendConflict, (event) => event);
  const askingAdminPassword = useStore(adminPasswordPrompt, (state) => state.answer !== undefined);
  const askingReauth = useStore(reauthPrompt, (state) => state.answer !== undefined);
  return (
    <Suspense>
      {askingAdminPassword && <AdminPasswordDialog />}
      {askingReauth && <ReauthDialog />}
      {conflict && <RecommendConflictDialog event={conflict} />}
    </Suspense>
  );
}

export default function Layout() {
  const { t, i18n } = useTranslation();
  const { sidebarOpened, device, withoutAnimation } = useStore(layout, (state) => state);
  const { fixedHeader, tagsView } = useStore(settings, (state) => state);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const mobile = device === 'mobile';
  useResponsiveDevice();
  useRouteTitlesInLanguage(i18n.language);
  useVisitedTabs();
  useDocumentTitle(pathname);
  // The mobile drawer closes once the user picked a page.
  useEffect(() => {
    if (layout.get().device === 'mobile') setSidebarOpened(false);
  }, [pathname]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-screen" data-device={device}>
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
          onClick={(e) => {
            e.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          {t('layout.skipToContent')}
        </a>
        {mobile && sidebarOpened && <div className="fixed inset-0 z-30 bg-black/40" aria-hidden onClick={() => setSidebarOpened(false)} />}
        <Sidebar />
        {/* After a resize the layout snaps to its new width instead of sliding (withoutAnimation). */}
        <div
          className={cx(
            'flex min-h-screen flex-col',
            !withoutAnimation && 'transition-[margin] duration-200',
            mobile ? 'ml-0' : sidebarOpened ? 'ml-[210px]' : 'ml-[54px]',
          )}
        >
          <div className={cx('z-20', fixedHeader && 'sticky top-0')}>
            <Navbar />
            {tagsView && <TagsView />}
          </div>
          {/* data-path: the path the main area shows, in the same commit as its page (browser tests wait for it: after a
              hash change the page before it stays on screen until the router has handled the change). */}
          <main id="main-content" data-path={pathname} tabIndex={-1} className="flex-1 p-(--ui-gap) focus:outline-none">
            <ScreenHost />
            <Outlet />
          </main>
        </div>
        <ShellDialogs />
      </div>
    </QueryClientProvider>
  );
}
