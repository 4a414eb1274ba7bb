// A route the server grants whose component this version of the console does not have.
import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/ui/empty-state';

export function NotAvailablePage({ title, component }: { title: string; component: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center rounded-lg border border-dashed border-border bg-surface">
      <EmptyState
        icon="alert"
        title={
          <span role="heading" aria-level={1}>
            {t('notAvailable.heading')}
          </span>
        }
      >
        <p className="max-w-md text-sm">{t('notAvailable.description', { title, component })}</p>
      </EmptyState>
    </div>
  );
}
