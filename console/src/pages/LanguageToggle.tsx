// zh ⇄ en switch used on the login page (the top bar has its own menu).
import { useTranslation } from '@/i18n/react';
import { currentLanguage, setLanguage } from '@/i18n';
import { Icon } from '@/components/ui/icons';

export function LanguageToggle() {
  const { t } = useTranslation();
  const next = currentLanguage() === 'zh' ? 'en' : 'zh';
  return (
    <button
      type="button"
      onClick={() => void setLanguage(next)}
      className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm text-fg-muted hover:bg-surface hover:text-fg"
      aria-label={`${t('navbar.language')}: ${t(`languages.${next}`)}`}
    >
      <Icon name="globe" size={16} />
      <span lang={next === 'zh' ? 'zh-CN' : 'en'}>{t(`languages.${next}`)}</span>
    </button>
  );
}
