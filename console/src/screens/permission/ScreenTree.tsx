// Every grantable screen as a tree of checkboxes; ticking a group ticks all of its screens.
import { useTranslation } from '@/i18n/react';
import { Checkbox } from '@/components/ui';
import { leavesOf, setTicked, tickState, type ScreenNode } from './screenNodes';

interface Props {
  nodes: readonly ScreenNode[];
  selected: ReadonlySet<string>;
  disabled?: boolean;
  onChange: (next: Set<string>) => void;
}

export function ScreenTree({ nodes, selected, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3">
      {nodes.map((group) => {
        const leaves = leavesOf(group);
        const held = leaves.filter((leaf) => selected.has(leaf)).length;
        return (
          <li key={group.path} className="rounded-md border border-border">
            <div className="flex items-center justify-between gap-3 bg-surface-muted px-3 py-2">
              <Checkbox
                checked={tickState(group, selected)}
                disabled={disabled}
                onCheckedChange={(value) => onChange(setTicked(group, selected, value === true))}
                label={<span className="font-medium">{group.title}</span>}
              />
              <span className="text-xs tabular-nums text-fg-muted">
                {held} / {leaves.length}
              </span>
            </div>
            {group.children.length > 0 && (
              <ul className="grid gap-x-4 gap-y-2 px-3 py-3 sm:grid-cols-2 xl:grid-cols-3">
                {group.children.map((screen) => (
                  <li key={screen.path}>
                    <Checkbox
                      checked={tickState(screen, selected)}
                      disabled={disabled}
                      onCheckedChange={(value) => onChange(setTicked(screen, selected, value === true))}
                      label={
                        <span title={screen.path}>
                          {screen.title}
                          {screen.hidden && <span className="ml-1 text-xs text-fg-muted">({t('screens.role.hiddenScreen')})</span>}
                        </span>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
