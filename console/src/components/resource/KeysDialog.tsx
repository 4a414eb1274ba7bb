// The keys of a list (`?`, or the ? button above it).
import { Dialog } from '@/components/ui';
import type { Labels } from './labels';

const KEYS = [
  ['J', 'screens.workbench.keyNext'],
  ['K', 'screens.workbench.keyPrevious'],
  ['Enter', 'screens.workbench.keyOpen'],
  ['E', 'screens.workbench.keyEdit'],
  ['/', 'screens.workbench.keySearch'],
  ['?', 'screens.workbench.keyHelp'],
] as const;

export function KeysDialog({ labels, onClose }: { labels: Labels; onClose: () => void }) {
  const { t } = labels;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('screens.workbench.keys')}
      description={t('screens.workbench.keysHint')}
      size="sm"
    >
      <dl data-dialog-body="" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {KEYS.map(([key, text]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-border bg-surface-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
            </dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
