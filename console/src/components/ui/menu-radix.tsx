// Radix dropdown menu with the console's look. Compose: DropdownMenu > Trigger + Content > Item.
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

/** Shared by the dropdown and the tags bar's context menu. */
export const menuContentClass =
  'z-50 min-w-36 overflow-hidden rounded-md border border-border bg-surface p-1 text-fg shadow-lg data-[side=bottom]:mt-1';
export const menuItemClass =
  'relative flex cursor-pointer items-center gap-2 rounded px-2.5 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 dark:data-[highlighted]:bg-primary-900/50 dark:data-[highlighted]:text-primary-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export function DropdownMenuContent({ className, sideOffset = 4, align = 'end', ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content sideOffset={sideOffset} align={align} className={cx(menuContentClass, className)} {...props} />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cx(menuItemClass, className)} {...props} />;
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cx(menuItemClass, 'pl-7', className)} {...props}>
      <Menu.ItemIndicator className="absolute left-2">
        <Icon name="check" size={14} />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cx('px-2.5 py-1.5 text-xs text-fg-muted', className)} {...props} />;
}
