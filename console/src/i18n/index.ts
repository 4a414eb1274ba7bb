// One i18next instance for the whole console. The shell's catalogue is bundled; the screens'
// catalogue (src/i18n/<lang>/screens.ts, written with the screens) is loaded with the layout so the
// login page stays small.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enShell from './en/shell';
import zhShell from './zh/shell';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'language';
/** The <html lang> of each catalogue (screen readers pick the voice from it). */
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

type CatalogueModule = { default: object };
const screenCatalogues = import.meta.glob<CatalogueModule>('./*/screens.ts');

function savedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'en' ? 'en' : 'zh';
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zhShell }, en: { translation: enShell } },
  lng: savedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[currentLanguage()];

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

const loaded = new Set<Language>();

/** Merges the screens' catalogue of a language into the instance (once). */
export async function loadScreenCatalogue(language: Language = currentLanguage()): Promise<void> {
  if (loaded.has(language)) return;
  const load = screenCatalogues[`./${language}/screens.ts`];
  if (load) i18n.addResourceBundle(language, 'translation', (await load()).default, true, false);
  loaded.add(language);
}

export async function setLanguage(language: Language): Promise<void> {
  await loadScreenCatalogue(language);
  await i18n.changeLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = HTML_LANG[language];
}

export default i18n;
