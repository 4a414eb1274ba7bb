import { useTranslation } from '@/i18n/react';
import { StatusPage } from './StatusPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" heading={t('notFound.heading')} description={t('notFound.description')} />;
}
