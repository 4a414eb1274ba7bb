// Right-click menu of a tag (Radix context menu, 105 px wide).
import * as ContextMenu from '@radix-ui/react-context-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { menuContentClass, menuItemClass } from '@/components/ui/dropdown-menu';
import type { VisitedTab } from './tags';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';
const ACTIONS: readonly TagAction[] = ['refresh', 'close', 'closeOthers', 'closeAll'];

export function TagContextMenu({ tab, onAction, children }: { tab: VisitedTab; onAction: (action: TagAction) => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className={cx(menuContentClass, 'w-[105px] min-w-[105px]')}>
          {ACTIONS.map((action) => (
            <ContextMenu.Item key={action} disabled={action === 'close' && tab.affix} className={menuItemClass} onSelect={() => onAction(action)}>
              {t(`tags.${action}`)}
            </ContextMenu.Item>
          ))}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
