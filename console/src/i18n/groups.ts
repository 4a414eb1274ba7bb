// The strings of one screen group (`./groups/<group>.ts`, each string written [Chinese, English] so neither can be
// missing), merged under `screens` in the current language when the group's chunk loads and again in another
// language when the operator switches, so the strings of 150 screens never ride with the shell or the login page.
// Groups without such a file keep theirs in `<language>/screens.ts`.
import i18n, { currentLanguage, followLanguage, type Language } from '.';
import type { Catalogue } from './translator';

/** A group's catalogue: every leaf is its text in Chinese and in English. */
export type GroupCatalogue = { readonly [key: string]: readonly [zh: string, en: string] | GroupCatalogue };

/** One language's strings of a group catalogue. */
export function inLanguage(catalogue: GroupCatalogue, language: Language): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, isTexts(value) ? value[language === 'en' ? 1 : 0] : inLanguage(value, language)]),
  );
}
const isTexts = (value: GroupCatalogue[string]): value is readonly [string, string] => Array.isArray(value);

const catalogues = import.meta.glob<{ default: GroupCatalogue }>('./groups/*.ts');
const groups = new Set<string>();
const merged = new Set<string>();

async function merge(language: Language, group: string): Promise<void> {
  const load = catalogues[`./groups/${group}.ts`];
  if (merged.has(`${language}/${group}`) || !load) return;
  i18n.addResources(language, { screens: inLanguage((await load()).default, language) });
  merged.add(`${language}/${group}`);
}

followLanguage((language) => Promise.all([...groups].map((group) => merge(language, group))).then(() => undefined));

export function loadGroupCatalogue(group: string): Promise<void> {
  groups.add(group);
  return merge(currentLanguage(), group);
}
