// The look of popup lists: menus (menu-radix.tsx) and the select's options.
export const menuContentClass =
  'z-50 min-w-36 overflow-hidden rounded-md border border-border bg-surface p-1 text-fg shadow-lg data-[side=bottom]:mt-1';
export const menuItemClass =
  'relative flex cursor-pointer items-center gap-2 rounded px-2.5 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 dark:data-[highlighted]:bg-primary-900/50 dark:data-[highlighted]:text-primary-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';
