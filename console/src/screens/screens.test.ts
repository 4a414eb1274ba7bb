// Django-style checks of every screen description against the contract, plus the registry and the
// catalogue: a misspelled field, a missing operation or label fails here, not on a click.
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '@/app/screen-paths';
import en from '@/i18n/en/screens';
import zh from '@/i18n/zh/screens';
import { checkConfigScreen, checkScreen } from '@/lib/screen-checks';
import type { Screen } from '@/lib/screen';
import { formLayout } from '@/components/resource/ResourceForm';
import { operators } from './permission/operators';
import { roles } from './permission/roles';
import { groupOf, knownComponents, screenGroups } from './registry';
import { systemConfigScreens, systemScreens } from './system/screens';

const screens: Record<string, Screen<never, never>> = { ...systemScreens, operators, roles } as never;

type Tree = Record<string, unknown>;
const has = (tree: Tree, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree) !== undefined;
const labelled = (catalogue: Tree, key: string, field: string) => has(catalogue, `screens.${key}.fields.${field}`) || has(catalogue, `screens.fields.${field}`);

describe('screen descriptions match the contract', () => {
  it.each(Object.entries(screens))('%s', (_name, screen) => {
    expect(checkScreen(screen, knownComponents)).toEqual([]);
  });
  it.each(Object.entries(systemConfigScreens))('%s (config)', (_name, screen) => {
    expect(checkConfigScreen(screen as never, knownComponents)).toEqual([]);
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
    const missing = fields.filter((field) => !labelled(zh, screen.key, field) || !labelled(en, screen.key, field));
    expect(missing).toEqual([]);
    expect(has(zh, `screens.${screen.key}.title`)).toBe(true);
  });
});

describe('registry', () => {
  it('lists every /system screen of routes.tsv, the role screen and the dashboard', () => {
    const system = SCREEN_PATHS.filter((path) => path.startsWith('/system/')).map((path) => path.slice(1));
    expect([...knownComponents].sort()).toEqual([...system, 'dashboard', 'permission/role'].sort());
  });
  it('each group chunk renders exactly its known components', async () => {
    for (const [group, load] of Object.entries(screenGroups)) {
      const names = Object.keys((await load()).default).sort();
      expect([group, names]).toEqual([group, knownComponents.filter((c) => groupOf(c) === group).sort()]);
    }
  });
});
