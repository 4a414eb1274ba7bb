// A group chunk's component map, derived from the descriptions its folder exports: each screen renders its
// list at its route and its form and detail pages at theirs, each config document and page at its route. A
// description file is the only place a route is written; nothing lists screens by hand. The group's index imports
// every `.ts` file of its folder with the chunk: a module that should load later (zod rules of a dialog) lives in a
// subfolder (`lazy/`), a component in a `.tsx` file.
import { useMemo, type ComponentType } from 'react';
import { findHeldRoute } from '@/app/guard';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import type { ConfigScreen as Config } from '@/lib/config-screen';
import { drillLevels, type DrillLevel } from '@/lib/drill';
import { Button } from '@/components/ui';
import { useUrlState } from '@/components/resource/useUrlState';
import { useTranslation } from '@/i18n/react';
import { entryActions, screenForUser, type EntryAction } from '@/lib/entries';
import { lazyNamed } from '@/lib/lazy';
import type { Page } from '@/lib/page';
import { componentOf } from '@/lib/page-route';
import type { AnyScreen, Screen } from '@/lib/screen';

// Every part loads when first visited, so a group of custom pages (the dashboard) carries none of the engine.
const ResourceScreen = lazyNamed(() => import('@/components/resource/ResourceScreen'), 'ResourceScreen');
const DrillDown = lazyNamed(() => import('@/components/resource/DrillDown'), 'DrillDown');
const pages = () => import('@/components/resource/ResourcePages');
const ResourceFormPage = lazyNamed(pages, 'ResourceFormPage');
const DetailPage = lazyNamed(pages, 'DetailPage');
const configPages = () => import('@/components/resource/ConfigScreen');
const ConfigScreen = lazyNamed(configPages, 'ConfigScreen');
const ConfigTabs = lazyNamed(configPages, 'ConfigTabs');

export type Registered = AnyScreen | Config<never> | Page;
export type GroupComponents = Record<string, ComponentType>;

const isRegistered = (value: unknown): value is Registered =>
  typeof value === 'object' && value !== null && ['screen', 'config', 'page'].includes((value as { kind?: unknown }).kind as string);

/** Every description exported by the modules of a group folder (`import.meta.glob(…, { eager: true })`). */
export function descriptionsOf(modules: Record<string, Record<string, unknown>>): Registered[] {
  return Object.values(modules).flatMap((exports) => Object.values(exports).filter(isRegistered));
}

type Entry = [route: string, component: ComponentType, sharedBy?: string];

/** A list with the buttons to the hidden lists reached from it, those whose route the user holds (a button whose
 * operation needs a screen the user does not hold, a DApp's recommendations, is left out); a drill-down level under
 * the breadcrumb of its parents. */
function ListScreen({ screen, entries, levels }: { screen: Screen; entries: readonly EntryAction[]; levels: readonly DrillLevel[] }) {
  const held = useStore(routeData, (data) => data?.held);
  const shown = useMemo(
    () => screenForUser(screen, entries, (route) => Boolean(held && findHeldRoute(held, route))),
    [screen, entries, held],
  );
  return levels.length ? <DrillDown screen={shown} levels={levels} /> : <ResourceScreen screen={shown} />;
}

/** A page with the buttons to the hidden pages reached from it (a group's hub), those whose route the user holds. */
function PageWithEntries({ page, entries }: { page: Page; entries: readonly EntryAction[] }) {
  const held = useStore(routeData, (data) => data?.held);
  const { t } = useTranslation();
  const { navigate } = useUrlState();
  const Component = page.component;
  const open = entries.filter((entry) => held && findHeldRoute(held, entry.opens));
  return (
    <>
      {open.length > 0 && (
        <nav aria-label={t('screens.ui.pageEntries')} className="mb-4 flex flex-wrap gap-2">
          {open.map((entry) => (
            <Button key={entry.opens} size="sm" onClick={() => navigate(entry.opens)}>
              {t(entry.action.label)}
            </Button>
          ))}
        </nav>
      )}
      <Component />
    </>
  );
}

function entries(item: Registered, screens: readonly Screen<never, never>[], reaching: readonly Registered[]): Entry[] {
  if (item.kind === 'page') {
    const reached = entryActions(item, reaching);
    return [[item.route, reached.length ? () => <PageWithEntries page={item} entries={reached} /> : item.component]];
  }
  if (item.kind === 'config') return [[item.route, () => <ConfigScreen screen={item} />]];
  const screen = item as unknown as Screen;
  const reached = entryActions(item, reaching);
  const levels = drillLevels(item, screens);
  // A section's rows are edited on their own page, which leads back to the row they belong to (a token's market).
  const parent = screens.flatMap((s) =>
    (s.sections ?? []).filter((section) => section.screen === item).map(({ parent }) => ({ screen: s, field: parent })),
  )[0];
  const out: Entry[] = item.embedded ? [] : [[screen.route, () => <ListScreen screen={screen} entries={reached} levels={levels} />]];
  // Several lists of one resource may share its form and detail pages: the first description renders them.
  if (screen.pages?.form) out.push([screen.pages.form, () => <ResourceFormPage screen={screen} parent={parent} />, screen.resource.name]);
  if (screen.pages?.create)
    out.push([screen.pages.create, () => <ResourceFormPage screen={screen} parent={parent} />, screen.resource.name]);
  if (screen.pages?.detail) out.push([screen.pages.detail, () => <DetailPage screen={screen} />, screen.resource.name]);
  return out;
}

/** Config documents sharing a route become one page of tabs, in the order of their `tab` (then file order). */
function configTabs(items: Registered[]): Entry[] {
  const byRoute = new Map<string, Config<never>[]>();
  for (const item of items) if (item.kind === 'config') byRoute.set(item.route, [...(byRoute.get(item.route) ?? []), item]);
  return [...byRoute]
    .filter(([, configs]) => configs.length > 1)
    .map(([route, configs]) => {
      const ordered = configs.sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0));
      return [route, () => <ConfigTabs screens={ordered} />] as Entry;
    });
}

/**
 * Component name (routes.tsv path without the leading slash) → component; a route claimed twice throws.
 * @public imported by the generated group modules of console/build/screen-groups-plugin.ts, which knip cannot see.
 */
export function groupComponents(modules: Record<string, Record<string, unknown>>): GroupComponents {
  const map: GroupComponents = {};
  const items = descriptionsOf(modules);
  const tabs = configTabs(items);
  const tabbed = new Set(tabs.map(([route]) => route));
  const single = items.filter((item) => !(item.kind === 'config' && tabbed.has(item.route)));
  const sharers = new Map<string, string | undefined>();
  const screens = items.filter((item): item is Screen<never, never> => item.kind === 'screen');
  for (const [route, component, sharedBy] of [...single.flatMap((item) => entries(item, screens, items)), ...tabs]) {
    const name = componentOf(route);
    if (map[name]) {
      if (sharedBy && sharers.get(name) === sharedBy) continue;
      throw new Error(`${route} is registered twice`);
    }
    map[name] = component;
    sharers.set(name, sharedBy);
  }
  return map;
}
