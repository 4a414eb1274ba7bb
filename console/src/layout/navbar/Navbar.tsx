// The top bar: sidebar toggle, breadcrumb, then the tools and the user menu.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { layout, setSidebarOpened } from '@/app/preferences';
import { useStore } from '@/app/store';
import { Icon } from '@/components/ui/icons';
import { Breadcrumb } from './Breadcrumb';
import { ErrorLogButton } from './ErrorLogButton';
import { FullscreenButton } from './FullscreenButton';
import { LanguageMenu, SizeMenu } from './PreferenceMenus';
import { MenuSearchButton } from './MenuSearchButton';
import { DarkModeButton, ToolButton } from './ToolButton';
import { UserMenu } from './UserMenu';

const SettingsPanel = lazy(() => import('../settings/SettingsPanel'));
const ApprovalsButton = lazy(() => import('./ApprovalsButton'));

export function Navbar() {
  const { t } = useTranslation();
  const { sidebarOpened, device } = useStore(layout, (state) => state);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const desktop = device === 'desktop';
  return (
    <header
      aria-label={t('navbar.label')}
      className="flex h-[50px] items-center gap-1 border-b border-border bg-surface pr-2 shadow-[0_1px_4px_rgba(0,21,41,0.08)]"
    >
      <button
        type="button"
        className="flex h-full items-center px-4 text-fg transition-colors hover:bg-surface-muted"
        aria-label={sidebarOpened ? t('navbar.closeSidebar') : t('navbar.openSidebar')}
        aria-expanded={sidebarOpened}
        onClick={() => setSidebarOpened(!sidebarOpened)}
      >
        <Icon name="menu" size={20} />
      </button>
      <Breadcrumb />
      <div className="ml-auto flex h-full items-center gap-0.5">
        <MenuSearchButton />
        <Suspense>
          <ApprovalsButton />
        </Suspense>
        <ErrorLogButton />
        {desktop && <FullscreenButton />}
        {desktop && <SizeMenu />}
        <LanguageMenu />
        <DarkModeButton />
        <ToolButton icon="settings" label={t('navbar.settings')} onClick={() => setSettingsOpen(true)} />
        <UserMenu />
      </div>
      {settingsOpen && (
        <Suspense>
          <SettingsPanel open onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
    </header>
  );
}
