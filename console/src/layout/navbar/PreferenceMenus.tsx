// Size (density) and language menus of the top bar.
import { useTranslation } from '@/i18n/react';
import { layout, setSize, SIZES } from '@/app/preferences';
import { useStore } from '@/app/store';
import { DropdownMenu } from '@/components/ui/menu';
import { currentLanguage, LANGUAGES, setLanguage, type Language } from '@/i18n';
import { ToolButton } from './ToolButton';
import { notify } from '@/app/notify';

export function SizeMenu() {
  const { t } = useTranslation();
  const size = useStore(layout, (state) => state.size);
  const choose = (value: string) => {
    const next = SIZES.find((s) => s === value);
    if (!next || next === size) return;
    setSize(next);
    notify.success(t('navbar.sizeChanged'));
  };
  return (
    <DropdownMenu
      trigger={<ToolButton icon="textSize" label={`${t('navbar.size')}: ${t(`sizes.${size}`)}`} />}
      content={(m) => (
        <m.RadioGroup value={size} onValueChange={choose}>
          {SIZES.map((value) => (
            <m.RadioItem key={value} value={value}>
              {t(`sizes.${value}`)}
            </m.RadioItem>
          ))}
        </m.RadioGroup>
      )}
    />
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DropdownMenu
      trigger={<ToolButton icon="globe" label={t('navbar.language')} />}
      content={(m) => (
        <m.RadioGroup value={language} onValueChange={(value) => void setLanguage(value as Language)}>
          {LANGUAGES.map((value) => (
            <m.RadioItem key={value} value={value} lang={value === 'zh' ? 'zh-CN' : 'en'}>
              {t(`languages.${value}`)}
            </m.RadioItem>
          ))}
        </m.RadioGroup>
      )}
    />
  );
}
