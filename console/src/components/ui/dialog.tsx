// The console's modal and drawer. It opens with focus on its first field (not on ×), waiting for a lazily loaded form
// to show one, and gives focus back to whatever opened it (a row's 编辑 button, …) when it closes: the dialogs are
// opened from state, without a Radix Trigger to return to.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx';
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

/** Focus management of one dialog: first field on open (also once a lazy body shows it), the opener on close. */
function useDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
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
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
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
      stopWatching();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}

export function Dialog({ open, onOpenChange, title, description, footer, side = 'center', size = 'md', className, children }: DialogProps) {
  const { t } = useTranslation();
  const focus = useDialogFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
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
