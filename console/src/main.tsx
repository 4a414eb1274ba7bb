// Entry: preferences on <html> first (no flash), then the router, which guards every navigation.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/i18n';
import './styles.css';
import { applyPreferences } from '@/app/preferences';
import { router } from '@/app/router';
import { installErrorCapture } from '@/layout/error-log/error-log-store';

applyPreferences();
if (import.meta.env.PROD) installErrorCapture();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
