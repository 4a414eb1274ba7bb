// 首页 / group / page for the current screen (group crumbs link to the group's first page).
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/react';
import { findHeldRoute, HOME_PATH } from '@/app/guard';
import { isRowPage, pageTitles, shownTitle } from '@/app/page-title';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { TitleSkeleton } from '@/components/ui/skeleton';
import { AppLink } from '../sidebar/app-link';

interface Crumb {
  /** undefined while the page's title is not known (see page-title.ts). */
  title: string | undefined;
  to?: string;
}

export function Breadcrumb() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.search });
  const held = useStore(routeData, (data) => data?.held);
  const titles = useStore(pageTitles, (all) => all);
  const found = held && findHeldRoute(held, pathname);
  if (!found) return null;
  const match = found.item;
  const home = held.find((route) => route.path === HOME_PATH);
  const crumbs: Crumb[] = [
    ...(match.path === HOME_PATH ? [] : [{ title: home?.title ?? t('user.home'), to: HOME_PATH }]),
    ...match.trail.map((crumb) => ({ title: crumb.title, ...(crumb.redirect ? { to: crumb.redirect } : {}) })),
    { title: shownTitle(titles, pathname, match.title, isRowPage(match.path, found.params, search)) },
  ];
  return (
    <nav aria-label={t('navbar.breadcrumb')} className="hidden min-w-0 sm:block">
      <ol className="flex items-center gap-2 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title ?? ''}`} className="flex min-w-0 items-center gap-2">
              {index > 0 && (
                <span aria-hidden className="text-fg-muted">
                  /
                </span>
              )}
              {last || !crumb.to ? (
                <span className={last ? 'truncate text-fg-muted' : 'truncate font-medium text-fg'} aria-current={last ? 'page' : undefined}>
                  {crumb.title ?? <TitleSkeleton label={t('common.loading')} />}
                </span>
              ) : (
                <AppLink to={crumb.to} className="truncate font-medium text-fg hover:text-primary-ink">
                  {crumb.title}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
