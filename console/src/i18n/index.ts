// One translator for the whole console (./translator.ts; components use it through `useTranslation`, ./react.ts).
// Only the Chinese shell catalogue (the default and the fallback) is bundled; another language's shell catalogue
// loads when it is chosen, and the screens' catalogue (src/i18n/<lang>/screens.ts, written with the screens) with
// the layout, so the login page stays small.
import { createTranslator, type Catalogue } from './translator';
import zhShell from './zh/shell';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'language';
/** The <html lang> of each catalogue (screen readers pick the voice from it). */
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

type CatalogueModule = { default: Catalogue };
/** `./<language>/<part>.ts`, part `shell`, `screens` or `results` (the API's result codes). */
const catalogues = import.meta.glob<CatalogueModule>(['./*/*.ts', '!./zh/shell.ts']);

function savedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'en' ? 'en' : 'zh';
}

const i18n = createTranslator(savedLanguage(), 'zh', { zh: zhShell });
if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[currentLanguage()];

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

const loaded = new Set<string>(['zh/shell']);

/** Merges one catalogue of a language into the instance (once). */
async function loadCatalogue(language: Language, part: 'shell' | 'screens' | 'results'): Promise<void> {
  const name = `${language}/${part}`;
  if (loaded.has(name)) return;
  const load = catalogues[`./${name}.ts`];
  if (load) i18n.addResources(language, (await load()).default);
  loaded.add(name);
}

/** Catalogues loaded later (screen groups, see groups.ts) that must follow a language switch. */
const followers: ((language: Language) => Promise<void>)[] = [];
export const followLanguage = (load: (language: Language) => Promise<void>): void => void followers.push(load);

/** Settles once the saved language's shell catalogue is in (main.tsx renders after it); on failure
 * the Chinese fallback shows. */
export const i18nReady: Promise<void> = loadCatalogue(currentLanguage(), 'shell').catch(() => undefined);

/** Merges the screens' catalogue of a language into the instance (once). */
export function loadScreenCatalogue(language: Language = currentLanguage()): Promise<void> {
  return loadCatalogue(language, 'screens');
}

/** Merges the result codes' messages of a language (the API client's, on its first failure). */
export function loadResultCatalogue(language: Language = currentLanguage()): Promise<void> {
  return loadCatalogue(language, 'results');
}

export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadCatalogue(language, 'shell'),
    loadCatalogue(language, 'screens'),
    loadCatalogue(language, 'results'),
    ...followers.map((load) => load(language)),
  ]);
  i18n.changeLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = HTML_LANG[language];
}

export default i18n;
