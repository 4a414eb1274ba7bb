// Opens the menu search (click or Ctrl+K / ⌘K); the dialog and fuse.js load on first use.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Icon } from '@/components/ui/icons';

const MenuSearchDialog = lazy(() => import('./MenuSearchDialog'));

export function MenuSearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K"
        aria-label={t('navbar.search')}
        className="mr-1 flex h-8 items-center gap-2 rounded-md border border-border bg-surface-muted px-2.5 text-sm text-fg-muted transition-colors hover:border-border-strong hover:text-fg"
      >
        <Icon name="search" size={15} />
        <span className="hidden lg:inline">{t('navbar.search')}</span>
        <kbd className="hidden rounded border border-border bg-surface px-1 font-sans text-[11px] lg:inline">
          {t('navbar.searchShortcut')}
        </kbd>
      </button>
      {open && (
        <Suspense>
          <MenuSearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
