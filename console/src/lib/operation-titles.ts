// An operation named as operators read it: its contract title in the current language ("更新版本", "Update an app
// version"), not its operationId. The titles (virtual:operation-titles, every operation's) load with the pages that
// import this module: the approval inbox and the audit log.
import titles from 'virtual:operation-titles';
import type { Language } from '@/i18n';

export function operationTitleIn(operationId: string, language: Language): string {
  const title = titles[operationId];
  return title ? title[language === 'en' ? 1 : 0] : operationId;
}
