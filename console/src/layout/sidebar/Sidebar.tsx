// The sidebar (210 px, 54 px collapsed; a drawer on mobile) with the menu built from held routes.
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { usePendingApprovals } from '@/app/approvals';
import { APPROVALS_PATH, findHeldRoute } from '@/app/guard';
import { layout, settings } from '@/app/preferences';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { cx } from '@/components/ui/cx';
import { buildMenu, withInbox } from './menu';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';

/** The menu entry to highlight: the route's activeMenu (detail pages light up their list). */
function useActiveMenu(): string {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const held = useStore(routeData, (data) => data?.held);
  return (held && findHeldRoute(held, pathname)?.item.activeMenu) || pathname;
}

export function Sidebar() {
  const { t, i18n } = useTranslation();
  const data = useStore(routeData, (d) => d);
  const { sidebarOpened, device, withoutAnimation } = useStore(layout, (state) => state);
  const showLogo = useStore(settings, (s) => s.sidebarLogo);
  const language = i18n.language;
  const { decides, count } = usePendingApprovals();
  const menu = useMemo(() => {
    const built = data ? buildMenu(data.tree, data.visible, language) : [];
    // Whoever decides approval requests finds the inbox here too, with the count of those waiting.
    return decides
      ? withInbox(built, { path: APPROVALS_PATH, title: t('approvals.title'), icon: 'check', external: false, badge: count })
      : built;
  }, [data, language, decides, count, t]);
  const active = useActiveMenu();
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebarOpened;
  const hidden = mobile && !sidebarOpened;

  return (
    <aside
      inert={hidden}
      className={cx(
        'fixed inset-y-0 left-0 z-40 flex flex-col overflow-hidden bg-sidebar text-sidebar-fg shadow-[2px_0_6px_rgba(0,21,41,0.2)]',
        !withoutAnimation && 'transition-[width,translate] duration-200',
        collapsed ? 'w-[54px]' : 'w-[210px]',
        hidden && '-translate-x-full',
      )}
    >
      {showLogo && <SidebarLogo collapsed={collapsed} />}
      <nav aria-label={t('sidebar.label')} className="scrollbar-thin min-h-0 flex-1 overflow-x-hidden overflow-y-auto py-1">
        <SidebarMenu items={menu} active={active} collapsed={collapsed} />
      </nav>
    </aside>
  );
}
