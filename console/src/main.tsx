// Entry: preferences on <html> first (no flash), then the router, which guards every navigation.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n';
import './styles.css';
import { applyPreferences } from '@/app/preferences';
import { router } from '@/app/router';

applyPreferences();
if (import.meta.env.PROD) {
  // Production errors are kept for the error-log dialog; its store loads with the first one.
  const log = (error: unknown, info: string) =>
    void import('@/layout/error-log/error-log-store').then((store) => store.logError(error, info));
  window.addEventListener('error', (event) => log(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) => log(event.reason, 'unhandledrejection'));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// English (when saved) loads its catalogue first, so the first paint is already in English.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
