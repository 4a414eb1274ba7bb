// Full-page message shared by 404 and 401: a large code, a heading, a sentence and the way out.
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { BrandMark } from './BrandMark';

export function StatusPage({
  code,
  heading,
  description,
  showBack = false,
}: {
  code: string;
  heading: string;
  description: string;
  showBack?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <BrandMark size={40} />
      <p className="text-7xl font-bold tracking-tight text-primary-ink" aria-hidden>
        {code}
      </p>
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-xl font-semibold text-fg">{heading}</h1>
        <p className="text-fg-muted">{description}</p>
      </div>
      <div className="flex gap-3">
        {showBack && <Button onClick={() => window.history.back()}>{t('common.back')}</Button>}
        <Button variant="primary" onClick={() => void navigate({ href: '/dashboard' })}>
          {t('common.backHome')}
        </Button>
      </div>
    </main>
  );
}
