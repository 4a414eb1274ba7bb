// Right-click menu of a tag (105 px wide).
import type { ComponentProps } from 'react';
import { useTranslation } from '@/i18n/react';
import { ContextMenu } from '@/components/ui/menu';
import type { VisitedTab } from './tags';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';
const ACTIONS: readonly TagAction[] = ['refresh', 'close', 'closeOthers', 'closeAll'];

export function TagContextMenu({
  tab,
  onAction,
  children,
}: {
  tab: VisitedTab;
  onAction: (action: TagAction) => void;
  children: ComponentProps<typeof ContextMenu>['children'];
}) {
  const { t } = useTranslation();
  return (
    <ContextMenu
      className="w-[105px] min-w-[105px]"
      content={(m) =>
        ACTIONS.map((action) => (
          <m.Item key={action} disabled={action === 'close' && tab.affix} onSelect={() => onAction(action)}>
            {t(`tags.${action}`)}
          </m.Item>
        ))
      }
    >
      {children}
    </ContextMenu>
  );
}
