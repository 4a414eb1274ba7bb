// The production errors collected so far (message, info, url, stack), with Clear All.
import { useTranslation } from '@/i18n/react';
import { useStore } from '@/app/store';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { clearErrorLog, errorLog } from './error-log-store';

export default function ErrorLogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const entries = useStore(errorLog, (list) => list);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={t('errorLog.title')}
      footer={
        <Button variant="danger" disabled={entries.length === 0} onClick={clearErrorLog}>
          {t('errorLog.clearAll')}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <EmptyState icon="check" title={t('errorLog.empty')} />
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry, index) => (
            <li key={`${entry.time}-${index}`} className="rounded-md border border-border p-3 text-sm">
              <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1">
                <dt className="text-fg-muted">{t('errorLog.message')}</dt>
                <dd className="font-medium text-danger">{entry.message}</dd>
                <dt className="text-fg-muted">{t('errorLog.info')}</dt>
                <dd className="break-all whitespace-pre-wrap">{entry.info.trim()}</dd>
                <dt className="text-fg-muted">{t('errorLog.url')}</dt>
                <dd className="break-all">
                  {entry.url} <span className="text-fg-muted">({formatDateTime(entry.time)})</span>
                </dd>
              </dl>
              {entry.stack && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-fg-muted">{t('errorLog.stack')}</summary>
                  <pre className="mt-1 max-h-48 overflow-auto rounded bg-surface-muted p-2 text-xs">{entry.stack}</pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
