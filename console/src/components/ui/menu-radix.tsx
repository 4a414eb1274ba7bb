// The Radix side of components/ui/menu.tsx, loaded on the first open of any menu: dropdown and
// context menus with the console's look.
import * as Context from '@radix-ui/react-context-menu';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';
import { menuContentClass, menuItemClass } from './menu-classes';

/** The parts a dropdown menu's content is made of. */
export const dropdownParts = {
  Item: ({ className, ...props }: ComponentProps<typeof Dropdown.Item>) => (
    <Dropdown.Item className={cx(menuItemClass, className)} {...props} />
  ),
  RadioGroup: Dropdown.RadioGroup,
  RadioItem: ({ className, children, ...props }: ComponentProps<typeof Dropdown.RadioItem>) => (
    <Dropdown.RadioItem className={cx(menuItemClass, 'pl-7', className)} {...props}>
      <Dropdown.ItemIndicator className="absolute left-2">
        <Icon name="check" size={14} />
      </Dropdown.ItemIndicator>
      {children}
    </Dropdown.RadioItem>
  ),
  Label: ({ className, ...props }: ComponentProps<typeof Dropdown.Label>) => (
    <Dropdown.Label className={cx('px-2.5 py-1.5 text-xs text-fg-muted', className)} {...props} />
  ),
  Separator: () => <Dropdown.Separator className="my-1 h-px bg-border" />,
};
export type DropdownParts = typeof dropdownParts;

/** The parts a context menu's content is made of. */
export const contextParts = {
  Item: ({ className, ...props }: ComponentProps<typeof Context.Item>) => (
    <Context.Item className={cx(menuItemClass, className)} {...props} />
  ),
};
export type ContextParts = typeof contextParts;

export type DropdownContentProps = Pick<ComponentProps<typeof Dropdown.Content>, 'side' | 'align' | 'className'>;

export function DropdownMenu({
  trigger,
  content,
  defaultOpen,
  align = 'end',
  className,
  ...contentProps
}: DropdownContentProps & { trigger: ReactElement; content: (parts: DropdownParts) => ReactNode; defaultOpen: boolean }) {
  return (
    <Dropdown.Root defaultOpen={defaultOpen}>
      <Dropdown.Trigger asChild>{trigger}</Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content sideOffset={4} align={align} className={cx(menuContentClass, className)} {...contentProps}>
          {content(dropdownParts)}
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}

export function ContextMenu({
  children,
  content,
  className,
  openAt,
}: {
  children: ReactElement;
  content: (parts: ContextParts) => ReactNode;
  className?: string | undefined;
  /** Where the right-click that loaded this module happened: replayed once mounted. */
  openAt: { clientX: number; clientY: number } | undefined;
}) {
  const trigger = useRef<HTMLSpanElement>(null);
  const [replay] = useState(openAt);
  useEffect(() => {
    if (replay) trigger.current?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, ...replay }));
  }, [replay]);
  return (
    <Context.Root>
      <Context.Trigger asChild ref={trigger}>
        {children}
      </Context.Trigger>
      <Context.Portal>
        <Context.Content className={cx(menuContentClass, className)}>{content(contextParts)}</Context.Content>
      </Context.Portal>
    </Context.Root>
  );
}
