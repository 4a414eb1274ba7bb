// The console's modal and drawer. It opens with focus on its first field (not on ×), waiting for a lazily loaded form
// to show one, and gives focus back to whatever opened it (a row's 编辑 button, …) when it closes: the dialogs are
// opened from state, without a Radix Trigger to return to. A dialog of a page closes when the operator moves to
// another page: kept alive behind the other tab, it no longer shows, and it is closed when its page shows again.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from '@/i18n/react';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ScreenContext } from '@/app/screen-context';
import { cx } from './cx';
import { lastFocused } from './focus-memory';
import { Icon } from './icons';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons row at the bottom (right-aligned). */
  footer?: ReactNode;
  /** `drawer` sits on the right edge (settings panel); `center` is a modal of `size` width. */
  side?: 'center' | 'drawer';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  children?: ReactNode;
}

const WIDTHS = {
  sm: 'w-[min(24rem,calc(100vw-2rem))]',
  md: 'w-[min(32rem,calc(100vw-2rem))]',
  lg: 'w-[min(48rem,calc(100vw-2rem))]',
  xl: 'w-[min(64rem,calc(100vw-2rem))]',
};

/** What the first focus goes to: a field of the body, else the body's first control, else the footer's first button. */
const FIELDS =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role=combobox], [contenteditable=true]';
const CONTROLS = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function firstFocus(content: HTMLElement): HTMLElement | null {
  const body = content.querySelector<HTMLElement>('[data-dialog-body]');
  const footer = content.querySelector<HTMLElement>('footer');
  return (
    body?.querySelector<HTMLElement>(FIELDS) ??
    body?.querySelector<HTMLElement>(CONTROLS) ??
    footer?.querySelector<HTMLElement>(CONTROLS) ??
    null
  );
}

/** The opener again after the dialog closed: the element itself, or, when the page re-rendered it meanwhile (a
 * table redraws its rows), the connected element of the same kind with the same name (`编辑 Ethereum`). */
function findOpener(opener: HTMLElement): HTMLElement | undefined {
  if (opener.isConnected) return opener;
  const name = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  const wanted = name(opener);
  return [...document.querySelectorAll<HTMLElement>(opener.tagName)].find((el) => name(el) === wanted && el.getClientRects().length > 0);
}

/** Focus management of one dialog: first field on open (also once a lazy body shows it), the opener on close. */
function useDialogFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Radix runs the close hook also when the content re-mounts while the dialog stays open: only a real close counts.
  const stillOpen = useRef(open);
  stillOpen.current = open;
  useEffect(
    () => () => {
      stillOpen.current = false;
    },
    [],
  );
  const content = useRef<HTMLDivElement>(null);
  const watcher = useRef<MutationObserver | null>(null);
  const stopWatching = () => {
    watcher.current?.disconnect();
    watcher.current = null;
  };
  useEffect(() => stopWatching, []);
  return {
    ref: content,
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      const active = document.activeElement;
      opener.current ??= active instanceof HTMLElement && active !== document.body ? active : lastFocused();
      const node = content.current;
      if (!node) return;
      const first = firstFocus(node) ?? node;
      first.focus();
      if (node.querySelector(`[data-dialog-body] :is(${FIELDS})`)) return;
      // The body is still loading: focus its first field when it shows, unless the user moved the focus meanwhile.
      stopWatching();
      watcher.current = new MutationObserver(() => {
        const field = node.querySelector<HTMLElement>(`[data-dialog-body] :is(${FIELDS})`);
        if (!field) return;
        stopWatching();
        if (document.activeElement === first || document.activeElement === document.body) field.focus();
      });
      watcher.current.observe(node, { childList: true, subtree: true });
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (stillOpen.current) return;
      stopWatching();
      const previous = opener.current;
      opener.current = null;
      if (!previous) return;
      const found = findOpener(previous);
      if (found) found.focus();
      else requestAnimationFrame(() => findOpener(previous)?.focus()); // the page may redraw it a frame later
    },
  };
}

/** False once the page the dialog was opened on is left (ScreenContext's `active`): hidden while away, and closed
 * through `onOpenChange(false)` when the page shows again, as if the operator had closed it. The page's visit the
 * dialog opened in tells it was left, not a render while away: React renders a page behind another tab late (at idle
 * priority), and a busy browser came back before it did, so a dialog that never saw the page hidden showed again. */
function useOpenOnItsPage(open: boolean, onOpenChange: (open: boolean) => void): boolean {
  const screen = useContext(ScreenContext);
  const away = screen?.active === false;
  const visit = screen?.visit ?? 0;
  const [openedIn, setOpenedIn] = useState<number | null>(null);
  if (open && openedIn === null) setOpenedIn(visit);
  if (!open && openedIn !== null) setOpenedIn(null);
  const left = open && openedIn !== null && openedIn !== visit;
  useEffect(() => {
    if (left && !away) onOpenChange(false);
  }, [left, away, onOpenChange]);
  return open && !away && !left;
}

export function Dialog({ open, onOpenChange, title, description, footer, side = 'center', size = 'md', className, children }: DialogProps) {
  const { t } = useTranslation();
  const shown = useOpenOnItsPage(open, onOpenChange);
  const focus = useDialogFocus(shown);
  return (
    <DialogPrimitive.Root open={shown} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <DialogPrimitive.Content
          ref={focus.ref}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={cx(
            'fixed z-50 flex flex-col bg-surface text-fg shadow-2xl focus:outline-none',
            side === 'drawer'
              ? 'inset-y-0 right-0 w-[min(22rem,100vw)] border-l border-border'
              : cx('top-1/2 left-1/2 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border', WIDTHS[size]),
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-base font-semibold">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-sm text-fg-muted">{description}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              className="-m-1 rounded p-1 text-fg-muted hover:bg-surface-muted hover:text-fg"
              aria-label={t('common.close')}
            >
              <Icon name="x" size={18} />
            </DialogPrimitive.Close>
          </header>
          <div data-dialog-body className="min-h-0 flex-1 overflow-auto px-5 py-4">
            {children}
          </div>
          {footer && <footer className="flex justify-end gap-2 border-t border-border px-5 py-3">{footer}</footer>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
