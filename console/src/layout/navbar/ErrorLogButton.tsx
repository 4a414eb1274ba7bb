// Shown only once an error was logged; opens the error-log dialog.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useStore } from '@/app/store';
import { errorLog } from '../error-log/error-log-store';
import { ToolButton } from './ToolButton';

const ErrorLogDialog = lazy(() => import('../error-log/ErrorLogDialog'));

export function ErrorLogButton() {
  const { t } = useTranslation();
  const count = useStore(errorLog, (entries) => entries.length);
  const [open, setOpen] = useState(false);
  if (count === 0 && !open) return null;
  return (
    <>
      <ToolButton
        icon="bug"
        label={t('navbar.errorLog', { count })}
        className="text-danger hover:text-danger"
        onClick={() => setOpen(true)}
      >
        <span
          className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-white dark:text-black"
          aria-hidden
        >
          {count}
        </span>
      </ToolButton>
      {open && (
        <Suspense>
          <ErrorLogDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
