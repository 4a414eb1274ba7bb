// What a screen, page or config document shows when its read failed (not "gone": the server did not say so):
// the failure and a retry.
import { Button, EmptyState } from '@/components/ui';
import type { Labels } from './labels';

export function LoadFailed({ labels, onRetry }: { labels: Labels; onRetry: () => void }) {
  return (
    <EmptyState icon="alert" title={labels.t('screens.ui.loadFailed')}>
      <Button size="sm" onClick={onRetry}>
        {labels.t('screens.ui.retry')}
      </Button>
    </EmptyState>
  );
}
