// Dropdown and context menus. Radix's menu code (menus, popper, focus and dismiss layers: ~25 kB gzip)
// loads on the first open of any menu, so the shell starts without it: until then the trigger is the
// same element, opening its menu on the same gestures (press, Enter, Space, ↓; right-click).
// The content is a function of the menu's parts: `content={(m) => <m.Item onSelect={…}>…</m.Item>}`.
import {
  cloneElement,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyModule } from './lazy-module';
import type { ContextParts, DropdownContentProps, DropdownParts } from './menu-radix';

export type { ContextParts, DropdownParts };

type Trigger = ReactElement<HTMLAttributes<HTMLElement>>;

const useRadix = lazyModule(() => import('./menu-radix'));

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

export function DropdownMenu({
  trigger,
  ...props
}: DropdownContentProps & { trigger: Trigger; content: (parts: DropdownParts) => ReactNode }) {
  const [radix, load] = useRadix();
  const [openNow, setOpenNow] = useState(false);
  if (radix) return <radix.DropdownMenu trigger={trigger} defaultOpen={openNow} {...props} />;
  const open = () => load(() => setOpenNow(true));
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      trigger.props.onPointerDown?.(event);
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      trigger.props.onKeyDown?.(event);
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      open();
    },
  });
}

export function ContextMenu({
  children,
  ...props
}: {
  children: Trigger;
  content: (parts: ContextParts) => ReactNode;
  className?: string;
}) {
  const [radix, load] = useRadix();
  const [openAt, setOpenAt] = useState<{ clientX: number; clientY: number }>();
  if (radix)
    return (
      <radix.ContextMenu openAt={openAt} {...props}>
        {children}
      </radix.ContextMenu>
    );
  return cloneElement(children, {
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      children.props.onContextMenu?.(event);
      event.preventDefault();
      const at = { clientX: event.clientX, clientY: event.clientY };
      load(() => setOpenAt(at));
    },
  });
}
