import { describe, expect, it } from 'vitest';
import enShell from './en/shell';
import zhShell from './zh/shell';
import { inLanguage, type GroupCatalogue } from './groups';

type Tree = { [key: string]: unknown };
const screenCatalogues = import.meta.glob<{ default: Tree }>('./*/screens.ts', { eager: true });
const resultCatalogues = import.meta.glob<{ default: Tree }>('./*/results.ts', { eager: true });
const groupCatalogues = import.meta.glob<{ default: GroupCatalogue }>('./groups/*.ts', { eager: true });
/** Each group's catalogue in one language: `[file, strings]`. */
const groupsIn = (language: 'zh' | 'en') =>
  Object.entries(groupCatalogues).map(
    ([file, module]) => [file.split('/').pop() ?? file, inLanguage(module.default, language) as Tree] as const,
  );

/** Every leaf key path of a catalogue, with the type of its value. */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}:${typeof value}`],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function valueAt(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

describe('i18n catalogues', () => {
  const pairs: [string, Tree, Tree][] = [['shell', zhShell, enShell]];
  const zhScreens = screenCatalogues['./zh/screens.ts']?.default;
  const enScreens = screenCatalogues['./en/screens.ts']?.default;
  if (zhScreens || enScreens) pairs.push(['screens', zhScreens ?? {}, enScreens ?? {}]);
  pairs.push(['results', resultCatalogues['./zh/results.ts']?.default ?? {}, resultCatalogues['./en/results.ts']?.default ?? {}]);
  const enGroups = new Map(groupsIn('en'));
  for (const [file, zh] of groupsIn('zh')) pairs.push([`groups/${file}`, zh, enGroups.get(file) ?? {}]);

  it.each(pairs)('%s: zh and en have the same keys', (_name, zh, en) => {
    expect(leaves(en).sort()).toEqual(leaves(zh).sort());
  });

  it.each(pairs)('%s: zh and en use the same {{placeholders}}', (_name, zh, en) => {
    for (const key of leaves(zh).map((leaf) => leaf.split(':')[0] ?? '')) {
      const zhText = valueAt(zh, key);
      const enText = valueAt(en, key);
      if (typeof zhText === 'string' && typeof enText === 'string')
        expect([key, placeholders(enText)]).toEqual([key, placeholders(zhText)]);
    }
  });

  it('has no empty strings', () => {
    for (const [, zh, en] of pairs) {
      expect(leaves(zh).length).toBeGreaterThan(0);
      for (const key of [...leaves(zh), ...leaves(en)].map((leaf) => leaf.split(':')[0] ?? '')) {
        expect([key, valueAt(zh, key) === '' || valueAt(en, key) === '']).toEqual([key, false]);
      }
    }
  });
});

// A field's label lives once: the shared `screens.fields` for what several screens show, a group's or a screen's
// own only where it says something else (a group file's fields are merged into the shared ones when it loads).
describe('field labels', () => {
  const zh = (screenCatalogues['./zh/screens.ts']?.default.screens ?? {}) as Tree;
  const en = (screenCatalogues['./en/screens.ts']?.default.screens ?? {}) as Tree;
  const shared = (tree: Tree) => (tree.fields ?? {}) as Record<string, string>;
  /** Every `fields` of a catalogue but the shared one: `<where>.<field>` → its text. */
  const declared = (screens: Tree, groups: readonly (readonly [string, Tree])[]): Map<string, string> => {
    const out = new Map<string, string>();
    const add = (where: string, fields: unknown) => {
      for (const [field, text] of Object.entries((fields ?? {}) as Record<string, string>)) out.set(`${where}.${field}`, text);
    };
    for (const [key, section] of Object.entries(screens)) if (key !== 'fields') add(key, (section as Tree | undefined)?.fields);
    for (const [group, tree] of groups) {
      add(`${group}:fields`, tree.fields);
      for (const [key, section] of Object.entries(tree))
        if (key !== 'fields') add(`${group}:${key}`, (section as Tree | undefined)?.fields);
    }
    return out;
  };
  const zhDeclared = declared(zh, groupsIn('zh'));
  const enDeclared = declared(en, groupsIn('en'));
  const fieldOf = (where: string) => where.split('.').pop() ?? where;

  it('repeat no shared label in a group or a screen', () => {
    const copies = [...zhDeclared].filter(
      ([where, text]) => shared(zh)[fieldOf(where)] === text && shared(en)[fieldOf(where)] === enDeclared.get(where),
    );
    expect(copies.map(([where]) => where)).toEqual([]);
  });

  it("give a group's fields no label of a shared key: a group's catalogue never overwrites a shared one, so it never shows", () => {
    const dead = [...zhDeclared, ...enDeclared].filter(
      ([where]) => where.includes(':fields.') && (shared(zh)[fieldOf(where)] !== undefined || shared(en)[fieldOf(where)] !== undefined),
    );
    expect(dead.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it('are not declared alike by two groups or screens when no shared label exists (it belongs in the shared fields)', () => {
    const seen = new Map<string, string[]>();
    for (const [where, text] of zhDeclared) {
      if (shared(zh)[fieldOf(where)] !== undefined) continue;
      const pair = `${fieldOf(where)}: ${text} / ${enDeclared.get(where) ?? ''}`;
      seen.set(pair, [...(seen.get(pair) ?? []), where]);
    }
    expect([...seen].filter(([, places]) => places.length > 1).map(([pair, places]) => `${pair} in ${places.join(', ')}`)).toEqual([]);
  });
});
