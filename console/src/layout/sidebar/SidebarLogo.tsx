import { useTranslation } from '@/i18n/react';
import { BrandMark } from '@/pages/BrandMark';
import { AppLink } from './app-link';

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to="/dashboard"
      className="flex h-[50px] shrink-0 items-center gap-2.5 bg-sidebar-deep px-3.5 text-white"
      aria-label={t('sidebar.home')}
    >
      <BrandMark size={26} />
      {!collapsed && <span className="truncate text-sm font-semibold">{t('app.title')}</span>}
    </AppLink>
  );
}
