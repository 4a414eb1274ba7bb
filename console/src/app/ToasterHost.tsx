// sonner's Toaster, loaded on first use (see notify.ts).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { toasterMounted } from './notify';
import { settings } from './preferences';
import { useStore } from './store';

export default function ToasterHost() {
  const { t } = useTranslation();
  const dark = useStore(settings, (s) => s.dark);
  // Runs after the Toaster's own effect subscribed, so queued toasts are not lost.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      position="top-center"
      theme={dark ? 'dark' : 'light'}
      richColors
      closeButton
      containerAriaLabel={t('toast.label')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
