// The 54 px sidebar: one icon per top-level entry; a group opens its pages in a flyout menu. Every icon shows its
// title beside it on hover and on keyboard focus (a fixed tooltip: the sidebar clips what overflows it).
import { useRouter } from '@tanstack/react-router';
import { useState, type FocusEvent, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/icons';
import { DropdownMenu, type DropdownParts } from '@/components/ui/menu';
import { MenuBadge } from './MenuBadge';
import { MenuIcon } from './menu-icons';
import { AppLink } from './app-link';
import { openGroupsFor, type MenuItem } from './menu';

const cellClass = 'flex h-12 w-full items-center justify-center transition-colors hover:bg-sidebar-hover';

interface Tip {
  title: string;
  top: number;
  left: number;
}

export function CollapsedMenu({ items, active }: { items: readonly MenuItem[]; active: string }) {
  const [tip, setTip] = useState<Tip>();
  const tipFor = (title: string) => ({
    onMouseEnter: (event: MouseEvent<HTMLElement>) => show(event.currentTarget, title),
    onFocus: (event: FocusEvent<HTMLElement>) => show(event.currentTarget, title),
    onMouseLeave: () => setTip(undefined),
    onBlur: () => setTip(undefined),
  });
  const show = (cell: HTMLElement, title: string) => {
    const rect = cell.getBoundingClientRect();
    setTip({ title, top: rect.top + rect.height / 2, left: rect.right + 6 });
  };
  return (
    <ul onPointerDown={() => setTip(undefined)}>
      {items.map((item) => {
        const current = item.path === active || openGroupsFor([item], active).length > 0;
        const className = cx(cellClass, current && 'text-sidebar-active shadow-[inset_3px_0_0_var(--color-sidebar-active)]');
        return (
          <li key={item.path}>
            {item.children ? (
              <Flyout item={item} items={item.children} active={active} className={className} tip={tipFor(item.title)} />
            ) : item.external ? (
              <a
                href={item.path}
                target="_blank"
                rel="noopener noreferrer"
                className={className}
                aria-label={item.title}
                {...tipFor(item.title)}
              >
                <MenuIcon name={item.icon} size={18} />
              </a>
            ) : (
              <AppLink
                to={item.path}
                className={cx(className, Boolean(item.badge) && 'relative')}
                aria-label={item.badge ? `${item.title} ${item.badge}` : item.title}
                {...tipFor(item.badge ? `${item.title} ${item.badge}` : item.title)}
                aria-current={item.path === active ? 'page' : undefined}
              >
                <MenuIcon name={item.icon} size={18} />
                {item.badge ? <MenuBadge count={item.badge} className="absolute top-1 right-1 min-w-4 px-1 text-[10px] leading-4" /> : null}
              </AppLink>
            )}
          </li>
        );
      })}
      {tip && (
        <li
          role="presentation"
          aria-hidden
          data-sidebar-tip
          className="pointer-events-none fixed z-50 -translate-y-1/2 rounded bg-fg px-2 py-1 text-xs whitespace-nowrap text-surface shadow-md"
          style={{ top: tip.top, left: tip.left }}
        >
          {tip.title}
        </li>
      )}
    </ul>
  );
}

type TipHandlers = Pick<HTMLAttributes<HTMLElement>, 'onMouseEnter' | 'onFocus' | 'onMouseLeave' | 'onBlur'>;

function Flyout({
  item,
  items,
  active,
  className,
  tip,
}: {
  item: MenuItem;
  items: MenuItem[];
  active: string;
  className: string;
  tip: TipHandlers;
}) {
  const router = useRouter();
  const open = (leaf: MenuItem) =>
    leaf.external ? window.open(leaf.path, '_blank', 'noopener') : void router.navigate({ href: leaf.path });
  const entries = (m: DropdownParts, list: MenuItem[]): ReactNode =>
    list.map((leaf) =>
      leaf.children ? (
        <div key={leaf.path}>
          <m.Label>{leaf.title}</m.Label>
          {entries(m, leaf.children)}
        </div>
      ) : (
        <m.Item key={leaf.path} onSelect={() => open(leaf)} className={cx(leaf.path === active && 'font-medium text-primary-ink')}>
          {leaf.title}
          {leaf.external && <Icon name="external" size={12} className="ml-auto" />}
        </m.Item>
      ),
    );
  return (
    <DropdownMenu
      side="right"
      align="start"
      className="max-h-[80vh] overflow-y-auto"
      trigger={
        <button type="button" className={className} aria-label={item.title} {...tip}>
          <MenuIcon name={item.icon} size={18} />
        </button>
      }
      content={(m) => (
        <>
          <m.Label className="font-semibold text-fg">{item.title}</m.Label>
          {entries(m, items)}
        </>
      )}
    />
  );
}
