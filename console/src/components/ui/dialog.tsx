import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
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

export function Dialog({ open, onOpenChange, title, description, footer, side = 'center', size = 'md', className, children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <DialogPrimitive.Content
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
          <div className="min-h-0 flex-1 overflow-auto px-5 py-4">{children}</div>
          {footer && <footer className="flex justify-end gap-2 border-t border-border px-5 py-3">{footer}</footer>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
