import { describe, expect, it } from 'vitest';
import enShell from './en/shell';
import zhShell from './zh/shell';

type Tree = { [key: string]: unknown };
const screenCatalogues = import.meta.glob<{ default: Tree }>('./*/screens.ts', { eager: true });
const resultCatalogues = import.meta.glob<{ default: Tree }>('./*/results.ts', { eager: true });
const groupCatalogues = import.meta.glob<{ default: Tree }>('./*/groups/*.ts', { eager: true });

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
  for (const file of Object.keys(groupCatalogues).filter((path) => path.startsWith('./zh/'))) {
    pairs.push([file.slice(5), groupCatalogues[file]?.default ?? {}, groupCatalogues[file.replace('./zh/', './en/')]?.default ?? {}]);
  }

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
