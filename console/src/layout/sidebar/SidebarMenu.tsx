// The menu tree in the expanded sidebar: groups fold open (the one holding the active page opens by
// itself), leaves are links, external links open in a new browser tab.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/icons';
import { MenuBadge } from './MenuBadge';
import { MenuIcon } from './menu-icons';
import { AppLink } from './app-link';
import { CollapsedMenu } from './CollapsedMenu';
import { openGroupsFor, type MenuItem } from './menu';

const rowClass = 'flex w-full items-center gap-2.5 pr-4 text-left text-sm transition-colors hover:bg-sidebar-hover';
const indent = (depth: number) => ({ paddingLeft: `${20 + depth * 16}px` });

export function SidebarMenu({ items, active, collapsed }: { items: readonly MenuItem[]; active: string; collapsed: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(openGroupsFor(items, active)));
  useEffect(() => setOpen((current) => new Set([...current, ...openGroupsFor(items, active)])), [items, active]);
  if (collapsed) return <CollapsedMenu items={items} active={active} />;
  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  return <MenuList items={items} active={active} open={open} toggle={toggle} depth={0} />;
}

interface ListProps {
  items: readonly MenuItem[];
  active: string;
  open: ReadonlySet<string>;
  toggle: (path: string) => void;
  depth: number;
}

function MenuList({ items, active, open, toggle, depth }: ListProps) {
  return (
    <ul className={cx(depth > 0 && 'bg-sidebar-deep')}>
      {items.map((item) => (
        <li key={item.path}>
          {item.children ? (
            <MenuGroup item={item} entries={item.children} {...{ active, open, toggle, depth }} />
          ) : (
            <MenuLeaf item={item} active={active} depth={depth} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuGroup({ item, entries, active, open, toggle, depth }: Omit<ListProps, 'items'> & { item: MenuItem; entries: MenuItem[] }) {
  const expanded = open.has(item.path);
  const holdsActive = openGroupsFor([item], active).length > 0;
  const listId = `menu-${item.path.replace(/\W/g, '-')}`;
  return (
    <>
      <button
        type="button"
        className={cx(rowClass, 'h-12', holdsActive && 'text-white')}
        style={indent(depth)}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => toggle(item.path)}
      >
        <MenuIcon name={item.icon} size={16} className="shrink-0" />
        <span className="min-w-0 flex-1 truncate">{item.title}</span>
        <Icon name="chevronDown" size={14} className={cx('shrink-0 transition-transform', expanded && 'rotate-180')} />
      </button>
      {/* A folded group's pages are not rendered at all: most of the menu is folded, and this keeps the
          sidebar's first render (and the page's DOM) small. */}
      <div id={listId} hidden={!expanded}>
        {expanded && <MenuList items={entries} active={active} open={open} toggle={toggle} depth={depth + 1} />}
      </div>
    </>
  );
}

function MenuLeaf({ item, active, depth }: { item: MenuItem; active: string; depth: number }) {
  const { t } = useTranslation();
  const current = item.path === active;
  const className = cx(
    rowClass,
    'h-11',
    current && 'bg-sidebar-hover font-medium text-sidebar-active shadow-[inset_3px_0_0_var(--color-sidebar-active)]',
  );
  const content = (
    <>
      <MenuIcon name={item.icon} size={16} className="shrink-0" />
      <span className="min-w-0 flex-1 truncate">{item.title}</span>
      {item.badge ? <MenuBadge count={item.badge} /> : null}
    </>
  );
  if (item.external) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer" className={className} style={indent(depth)}>
        {content}
        <Icon name="external" size={12} className="shrink-0 opacity-70" />
        <span className="sr-only">{t('sidebar.newWindow')}</span>
      </a>
    );
  }
  return (
    <AppLink to={item.path} className={className} style={indent(depth)} aria-current={current ? 'page' : undefined}>
      {content}
    </AppLink>
  );
}
