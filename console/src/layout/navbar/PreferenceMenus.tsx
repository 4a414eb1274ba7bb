// Size (density) and language menus of the top bar.
import { useTranslation } from 'react-i18next';
import { layout, setSize, SIZES, type Size } from '@/app/preferences';
import { useStore } from '@/app/store';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { currentLanguage, LANGUAGES, setLanguage, type Language } from '@/i18n';
import { ToolButton } from './ToolButton';
import { notify } from '@/app/notify';

export function SizeMenu() {
  const { t } = useTranslation();
  const size = useStore(layout, (state) => state.size);
  const choose = (value: string) => {
    const next = SIZES.find((s) => s === value);
    if (!next || next === size) return;
    setSize(next as Size);
    notify.success(t('navbar.sizeChanged'));
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ToolButton icon="textSize" label={`${t('navbar.size')}: ${t(`sizes.${size}`)}`} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={size} onValueChange={choose}>
          {SIZES.map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {t(`sizes.${value}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ToolButton icon="globe" label={t('navbar.language')} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={language} onValueChange={(value) => void setLanguage(value as Language)}>
          {LANGUAGES.map((value) => (
            <DropdownMenuRadioItem key={value} value={value} lang={value === 'zh' ? 'zh-CN' : 'en'}>
              {t(`languages.${value}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
