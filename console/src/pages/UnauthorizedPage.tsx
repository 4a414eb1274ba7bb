import { useTranslation } from '@/i18n/react';
import { StatusPage } from './StatusPage';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <StatusPage code="401" heading={t('unauthorized.heading')} description={t('unauthorized.description')} showBack />;
}
