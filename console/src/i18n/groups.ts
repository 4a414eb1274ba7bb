// The strings of one screen group (`./<language>/groups/<group>.ts`), merged under `screens` when the group's
// chunk loads and again in another language when the operator switches, so the strings of 150 screens never ride
// with the shell or the login page. Groups without such a file keep theirs in `<language>/screens.ts`.
import i18n, { currentLanguage, followLanguage, type Language } from '.';
import type { Catalogue } from './translator';

const catalogues = import.meta.glob<{ default: Catalogue }>('./*/groups/*.ts');
const groups = new Set<string>();
const merged = new Set<string>();

async function merge(language: Language, group: string): Promise<void> {
  const name = `./${language}/groups/${group}.ts`;
  const load = catalogues[name];
  if (merged.has(name) || !load) return;
  i18n.addResources(language, { screens: (await load()).default });
  merged.add(name);
}

followLanguage((language) => Promise.all([...groups].map((group) => merge(language, group))).then(() => undefined));

export function loadGroupCatalogue(group: string): Promise<void> {
  groups.add(group);
  return merge(currentLanguage(), group);
}
