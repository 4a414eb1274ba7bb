// Layout settings drawer: theme colour (palette rebuilt locally, nothing fetched), tags bar, fixed
// header, sidebar logo and dark mode. Everything persists in localStorage.
import { useTranslation } from '@/i18n/react';
import { DEFAULT_SETTINGS, setDark, setTheme, settings, THEME_PRESETS, type Settings } from '@/app/preferences';
import { useStore } from '@/app/store';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { Switch } from '@/components/ui/switch';

type Toggle = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const TOGGLES: readonly Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

export default function SettingsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const current = useStore(settings, (state) => state);
  const update = (patch: Partial<Settings>) => settings.set((state) => ({ ...state, ...patch }));
  const reset = () => {
    void setTheme(DEFAULT_SETTINGS.theme);
    setDark(DEFAULT_SETTINGS.dark);
    update({ tagsView: DEFAULT_SETTINGS.tagsView, fixedHeader: DEFAULT_SETTINGS.fixedHeader, sidebarLogo: DEFAULT_SETTINGS.sidebarLogo });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      side="drawer"
      title={t('settings.title')}
      description={t('settings.description')}
      footer={<Button onClick={reset}>{t('settings.reset')}</Button>}
    >
      <section aria-labelledby="settings-theme" className="mb-6">
        <h3 id="settings-theme" className="mb-3 text-sm font-medium">
          {t('settings.theme')}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {THEME_PRESETS.map((color) => {
            const chosen = current.theme.toLowerCase() === color;
            return (
              <button
                key={color}
                type="button"
                aria-label={t('settings.themePreset', { color })}
                aria-pressed={chosen}
                onClick={() => void setTheme(color)}
                className={cx(
                  'flex size-7 items-center justify-center rounded-md text-white ring-offset-2 ring-offset-surface',
                  chosen && 'ring-2 ring-fg',
                )}
                style={{ backgroundColor: color }}
              >
                {chosen && <Icon name="check" size={14} strokeWidth={3} />}
              </button>
            );
          })}
          <label className="ml-1 flex items-center gap-2 text-sm text-fg-muted">
            <input
              type="color"
              value={current.theme}
              onChange={(e) => void setTheme(e.target.value)}
              className="size-7 cursor-pointer rounded border border-border bg-transparent"
            />
            {t('settings.themeCustom')}
          </label>
        </div>
      </section>
      <ul className="flex flex-col divide-y divide-border">
        {TOGGLES.map((key) => (
          <SettingRow
            key={key}
            id={`setting-${key}`}
            label={t(`settings.${key}`)}
            checked={current[key]}
            onChange={(value) => update({ [key]: value })}
          />
        ))}
        <SettingRow id="setting-dark" label={t('settings.darkMode')} checked={current.dark} onChange={setDark} />
      </ul>
    </Dialog>
  );
}

function SettingRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <li className="flex items-center justify-between py-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </li>
  );
}
