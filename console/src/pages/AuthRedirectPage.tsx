// /auth-redirect: the landing page of a third-party sign-in window. It hands the query (the
// provider's code) to the window that opened it and closes; opened directly, it goes to /login.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { Spinner } from '@/components/ui/spinner';

/** Read by the opener (the original console used the same key). */
const OAUTH_CODE_KEY = 'x-admin-oauth-code';

export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = window.location.hash.split('?')[1] ?? '';
    if (window.opener && query) {
      localStorage.setItem(OAUTH_CODE_KEY, query);
      window.close();
    } else {
      void navigate({ to: '/login', replace: true });
    }
  }, [navigate]);
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner size={20} label={t('authRedirect.message')} />
    </main>
  );
}
