// sonner's Toaster, mounted on the first notification (see notify.ts) in a React root of its own:
// it needs no router, and the pages need not know about it.
import { useEffect, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '@/i18n/react';
import { toast, Toaster } from 'sonner';
import { settings } from './preferences';
import { useStore } from './store';

/** sonner's rich colours fall below AA contrast in the light theme (success 4.3:1, error 4.4:1, warning
 * 3.1:1): toasts use the console's own palette instead, which dark mode switches too. */
const RICH_COLORS = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'color-mix(in srgb, var(--color-success) 30%, transparent)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'color-mix(in srgb, var(--color-danger) 30%, transparent)',
  '--error-text': 'var(--color-danger)',
  '--warning-bg': 'var(--color-warning-soft)',
  '--warning-border': 'color-mix(in srgb, var(--color-warning) 30%, transparent)',
  '--warning-text': 'var(--color-warning)',
} as CSSProperties;

function ToasterHost({ onMounted }: { onMounted: () => void }) {
  const { t } = useTranslation();
  const dark = useStore(settings, (s) => s.dark);
  // Runs after the Toaster's own effect subscribed, so the first toast is not lost.
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster
      position="top-center"
      theme={dark ? 'dark' : 'light'}
      richColors
      style={RICH_COLORS}
      closeButton
      containerAriaLabel={t('toast.label')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

/** Mounts the Toaster once; resolves with sonner's toast() when it listens. */
export function mountToaster(): Promise<typeof toast> {
  const container = document.body.appendChild(document.createElement('div'));
  return new Promise((resolve) => createRoot(container).render(<ToasterHost onMounted={() => resolve(toast)} />));
}
