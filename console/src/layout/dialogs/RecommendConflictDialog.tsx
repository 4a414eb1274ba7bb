// A delete or update refused because recommendations still point at the DApps: lists the pairs, each
// recommendation linked to its page (recommend/detail/{id}) so the operator can remove it. The pairs' first id is
// the row the refused write was about: a DApp (deleteApplication) or a category (updateCategory, deleteCategory).
import { operationTable, type RecommendConflictEvent } from '@wallet-admin/sdk';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AppLink } from '@/layout/sidebar/app-link';
import { recommendConflict } from './recommend-conflict-store';

export default function RecommendConflictDialog({ event }: { event: RecommendConflictEvent }) {
  const { t } = useTranslation();
  const close = () => recommendConflict.set(undefined);
  const category = operationTable[event.operationId].resource === 'category';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('recommendConflict.title')}
      description={t(category ? 'recommendConflict.categoryDescription' : 'recommendConflict.description')}
      footer={
        <Button variant="primary" onClick={close}>
          {t('common.confirm')}
        </Button>
      }
    >
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-left text-fg-muted">
            <th scope="col" className="py-2 font-medium">
              {t(category ? 'recommendConflict.categoryId' : 'recommendConflict.dappId')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('recommendConflict.recommendId')}
            </th>
          </tr>
        </thead>
        <tbody>
          {event.conflicts.map((conflict) => (
            <tr key={`${conflict.id}-${conflict.recommend}`} className="border-b border-border last:border-0">
              <td className="py-2 font-mono">{conflict.id}</td>
              <td className="py-2 font-mono">
                <AppLink
                  to={`/application/recommend/detail/${conflict.recommend}`}
                  onClick={close}
                  className="text-primary-ink underline-offset-2 hover:underline"
                >
                  {t('recommendConflict.open', { id: conflict.recommend })}
                </AppLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
