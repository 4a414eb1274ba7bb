// Django-style checks of every screen description against the contract, plus the registry and the
// catalogue: a misspelled field, a missing operation or label fails here, not on a click.
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '@/app/screen-paths';
import en from '@/i18n/en/screens';
import zh from '@/i18n/zh/screens';
import { checkConfigScreen, checkScreen } from '@/lib/screen-checks';
import type { Screen } from '@/lib/screen';
import { formLayout } from '@/components/resource/ResourceForm';
import type { ConfigScreen } from '@/lib/config-screen';
import type { Page } from '@/lib/page';
import { componentOf } from '@/lib/page-route';
import { entryActions } from '@/lib/entries';
import routesTsv from '../../../docs/spec/routes.tsv?raw';
import { inLanguage, type GroupCatalogue } from '@/i18n/groups';
import { descriptionsOf } from './group';
import { groupOf, screenGroups } from './registry';

// Every description of every group folder, embedded ones included (the .tsx files too).
const described = descriptionsOf(import.meta.glob(['./*/*.{ts,tsx}', '!./*/*.test.*'], { eager: true }));
const named = <T extends { key: string; route: string; embedded?: boolean }>(items: T[]) =>
  Object.fromEntries(items.map((item) => [`${item.route} ${item.key}${item.embedded ? ' (embedded)' : ''}`, item]));
const screens: Record<string, Screen<never, never>> = named(described.filter((d): d is Screen<never, never> => d.kind === 'screen'));
const configScreens: Record<string, ConfigScreen> = named(
  described.filter((d): d is ConfigScreen<never> => d.kind === 'config') as ConfigScreen[],
);
const groups = await Promise.all(
  Object.entries(screenGroups).map(async ([group, load]) => [group, Object.keys((await load()).default).sort()] as const),
);
const knownComponents = groups.flatMap(([, names]) => names);

type Tree = Record<string, unknown>;
const has = (tree: Tree, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree) !== undefined;
// A screen's strings: the shared screens catalogue plus its own group's (i18n/groups/<group>.ts) in that language.
const groupStrings = import.meta.glob<{ default: GroupCatalogue }>('../i18n/groups/*.ts', { eager: true });
const withGroup = (catalogue: Tree, language: 'zh' | 'en', route: string): Tree => {
  const written = groupStrings[`../i18n/groups/${groupOf(componentOf(route))}.ts`]?.default;
  const group: Tree = written ? inLanguage(written, language) : {};
  const screens = catalogue.screens as Tree;
  return { screens: { ...screens, ...group, fields: { ...(screens.fields as Tree), ...(group.fields as Tree | undefined) } } };
};
const labelledIn = (catalogue: Tree, key: string, field: string) =>
  has(catalogue, `screens.${key}.fields.${field}`) || has(catalogue, `screens.fields.${field}`);
const labelled = (catalogue: Tree, key: string, field: string, route = '') =>
  labelledIn(withGroup(catalogue, catalogue === (zh as Tree) ? 'zh' : 'en', route), key, field);
const titled = (catalogue: Tree, key: string, route: string) =>
  has(withGroup(catalogue, catalogue === (zh as Tree) ? 'zh' : 'en', route), `screens.${key}.title`);

describe('screen descriptions match the contract', () => {
  it.each(Object.entries(screens))('%s', (_name, screen) => {
    expect(checkScreen(screen, knownComponents)).toEqual([]);
  });
  it.each(Object.entries(configScreens))('%s (config)', (_name, screen) => {
    expect(checkConfigScreen(screen, knownComponents)).toEqual([]);
  });
});

describe('every column and form field has a label in both catalogues', () => {
  it.each(Object.entries(screens))('%s', (_name, input) => {
    const screen = input as unknown as Screen;
    const fields = [
      ...(screen.list?.columns ?? []).map((c) => c.field),
      ...(screen.list?.filters ?? []).flatMap((f) => (f.input === 'search' ? [] : [f.field])),
      ...(screen.form ? formLayout(screen).rows.flat() : []),
    ];
    const missing = fields.filter(
      (field) => !labelled(zh, screen.key, field, screen.route) || !labelled(en, screen.key, field, screen.route),
    );
    expect(missing).toEqual([]);
    expect(titled(zh, screen.key, screen.route) && titled(en, screen.key, screen.route)).toBe(true);
  });
});

/** Every field a config document's form shows, nested objects' fields included (by their own name). */
function documentFields(screen: ConfigScreen): string[] {
  const set = screen.operations.config_set;
  const body = set ? screen.resource.operations[set]?.body : undefined;
  if (screen.items) return ['items', ...screen.items.columns];
  const walk = (schema: typeof body): string[] =>
    Object.entries(schema?.properties ?? {}).flatMap(([name, child]) => [name, ...(child.type === 'object' ? walk(child) : [])]);
  return walk(body);
}

describe('every config document field has a label in both catalogues', () => {
  it.each(Object.entries(configScreens))('%s', (_name, screen) => {
    const missing = documentFields(screen).filter(
      (field) => !labelled(zh, screen.key, field, screen.route) || !labelled(en, screen.key, field, screen.route),
    );
    expect(missing).toEqual([]);
    expect(titled(zh, screen.key, screen.route) && titled(en, screen.key, screen.route)).toBe(true);
  });
});

describe('registry', () => {
  // A group folder is added with the whole group: it renders exactly the routes.tsv paths of its group.
  it.each(groups)('the %s chunk renders every route of its group and nothing else', (group, names) => {
    const routes = SCREEN_PATHS.map((path) => path.slice(1)).filter((path) => groupOf(path) === group);
    expect(names).toEqual(routes.sort());
  });
  it('has the groups whose screens exist', () => {
    expect(groups.map(([group]) => group)).toEqual(expect.arrayContaining(['dashboard', 'permission', 'system']));
  });
});

describe('declarations', () => {
  // defineScreen's type stands for an erased screen too (a section, an action's rows): a cast would hide a wrong one.
  const sources = import.meta.glob<string>(['./*/*.{ts,tsx}', '!./*/*.test.*'], { eager: true, query: '?raw', import: 'default' });
  it('cast no screen to another type', () => {
    expect(Object.keys(sources).filter((file) => /as unknown as/.test(sources[file] ?? ''))).toEqual([]);
  });
});

describe('every hidden page has a way in', () => {
  const all = Object.values(screens);
  const pages = described.filter((d): d is Page => d.kind === 'page');
  const built = new Set(groups.map(([group]) => group));
  const hidden = routesTsv
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([path, visibility]) => path?.startsWith('/') && visibility === 'hidden' && built.has(groupOf(componentOf(path))))
    .map(([path]) => path ?? '');
  /** What opens a route: a list's row or toolbar button (edit, add, view), or an entry another list declares. */
  const waysIn = (route: string) => [
    ...all.flatMap((s) => {
      const has = (action: string) => s.actions.includes(action as never);
      return [
        s.pages?.form === route && (has('edit') || (has('create') && !s.pages.create))
          ? `${s.route}: ${has('edit') ? 'edit' : 'create'}`
          : [],
        s.pages?.create === route && has('create') ? `${s.route}: create` : [],
        s.pages?.detail === route && has('view') ? `${s.route}: view` : [],
      ].flat();
    }),
    // A button on a list or a page (a group's hub) that is in the menu, or that has a way in itself.
    ...[...all, ...pages].flatMap((target) =>
      entryActions(target, [...all, ...pages, ...Object.values(configScreens)])
        .filter((entry) => entry.opens === route && target.route !== route && reached(target.route))
        .map((entry) => `${target.route}: ${entry.action.scope} button`),
    ),
    // The hub of a group hidden in the menu: its card on the home page.
    ...all.filter((s) => s.route === route && s.from?.screen === '/dashboard').map(() => 'dashboard: card'),
  ];
  const seen = new Set<string>();
  function reached(route: string): boolean {
    if (!hidden.includes(route)) return true;
    if (seen.has(route)) return false;
    seen.add(route);
    return waysIn(route).length > 0;
  }
  it.each(hidden)('%s', (route) => {
    seen.clear();
    expect(waysIn(route)).not.toEqual([]);
  });
});
