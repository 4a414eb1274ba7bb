// The user's name with Home, the account's record, change password and sign-out.
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { currentUser, logout } from '@/app/session';
import { DropdownMenu } from '@/components/ui/menu';
import { Icon } from '@/components/ui/icons';

const ChangePasswordDialog = lazy(() => import('../dialogs/ChangePasswordDialog'));
const AccountDialog = lazy(() => import('../dialogs/AccountDialog'));
/** Asks first while a form has unsaved edits (lib/unsaved, already loaded by any form that has some). */
const confirmLeaving = () => import('@/lib/unsaved').then((unsaved) => unsaved.confirmLeaving());

export function UserMenu() {
  const { t } = useTranslation();
  const router = useRouter();
  const [changing, setChanging] = useState(false);
  const [viewing, setViewing] = useState(false);
  const userName = currentUser()?.userName ?? '';
  return (
    <>
      <DropdownMenu
        className="min-w-44"
        trigger={
          <button
            type="button"
            className="ml-1 flex h-9 items-center gap-2 rounded-md px-1.5 text-sm text-fg hover:bg-surface-muted"
            aria-label={`${t('navbar.userMenu')}: ${userName}`}
          >
            <span
              className="flex size-7 items-center justify-center rounded-full bg-primary-solid text-xs font-semibold text-white uppercase"
              aria-hidden
            >
              {userName.slice(0, 1)}
            </span>
            <span className="hidden max-w-28 truncate md:inline">{userName}</span>
            <Icon name="chevronDown" size={14} className="text-fg-muted" />
          </button>
        }
        content={(m) => (
          <>
            <m.Label>{userName}</m.Label>
            <m.Separator />
            <m.Item onSelect={() => void router.navigate({ href: '/dashboard' })}>
              <Icon name="home" size={15} />
              {t('user.home')}
            </m.Item>
            <m.Item onSelect={() => setViewing(true)}>
              <Icon name="user" size={15} />
              {t('user.account.title')}
            </m.Item>
            <m.Item onSelect={() => setChanging(true)}>
              <Icon name="key" size={15} />
              {t('user.changePassword')}
            </m.Item>
            <m.Separator />
            <m.Item onSelect={() => void confirmLeaving().then((leave) => (leave ? logout() : undefined))}>
              <Icon name="logout" size={15} />
              {t('user.logout')}
            </m.Item>
          </>
        )}
      />
      {viewing && (
        <Suspense>
          <AccountDialog onClose={() => setViewing(false)} />
        </Suspense>
      )}
      {changing && (
        <Suspense>
          <ChangePasswordDialog onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}
